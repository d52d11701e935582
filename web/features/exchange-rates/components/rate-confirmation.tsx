import { useEffect, useRef } from "react";
import type { Currency } from "#domain/currency";
import {
  type ExchangeRate,
  type ExchangeRateUpsert,
  lockedRecordKindLabels,
} from "#domain/exchange-rates/exchange-rate.schema";
import { rateSentence } from "#domain/exchange-rates/rate-format";
import { type RateJump, rateJumpSentence } from "#domain/exchange-rates/rate-jump";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useLockedRecords } from "../api/list-locked-records";

/** What the Set rate dialog asks before saving: a jump, the day's rate it replaces, or both. */
export interface RateQuestion {
  input: ExchangeRateUpsert;
  jump: RateJump | null;
  replaces: ExchangeRate | null;
}

/** The records that locked the rate being replaced: loading, none, or the first few with how many more. */
function LockedRecords({ currency, date }: { currency: Currency; date: string }) {
  const locked = useLockedRecords({ currency, date });
  if (locked.isPending)
    return (
      <p className="inline-flex items-center gap-2 text-muted-foreground">
        <Spinner />
        Loading the records that locked it…
      </p>
    );
  if (locked.isError)
    return (
      <p className="inline-flex flex-wrap items-center gap-2 text-destructive">
        The records that locked it could not be loaded.
        <Button type="button" size="sm" variant="outline" onClick={() => void locked.refetch()}>
          Try again
        </Button>
      </p>
    );
  const { items, total } = locked.data;
  if (total === 0)
    return <p className="text-muted-foreground">No invoice, credit note or payment locked it yet.</p>;
  const more = total - items.length;
  return (
    <>
      <p>{total === 1 ? "1 record" : `${total} records`} locked it. They keep the rate they locked.</p>
      <ul aria-label="Records that locked it" className="divide-y rounded-md border">
        {items.map((record) => (
          <li key={record.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-1.5">
            <span>
              <span className="font-medium font-mono">{record.number}</span>{" "}
              <span className="text-muted-foreground">
                {lockedRecordKindLabels[record.kind]} · {formatTripDate(record.date)}
              </span>
            </span>
            <span className="tabular-nums">{formatMoney(record.amountCents, record.currency)}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-muted-foreground">and {more} more.</p> : null}
    </>
  );
}

/**
 * The confirm step's body: the new rate against the one it is compared with, and the rate it replaces with
 * the records that locked that one. Focus starts on Back, as on every confirmation.
 */
export function RateConfirmation({
  question: { input, jump, replaces },
  baseCurrency,
}: {
  question: RateQuestion;
  baseCurrency: Currency;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The footer's Back is the form's last plain button.
    const buttons = ref.current
      ?.closest("form")
      ?.querySelectorAll<HTMLButtonElement>('button[type="button"]');
    buttons?.[buttons.length - 1]?.focus();
  }, []);
  const sentence = (rate: string) => rateSentence(input.currency, rate, baseCurrency);
  return (
    <div ref={ref} className="grid gap-3 text-sm">
      {jump ? (
        <div className="grid gap-2 rounded-md border border-warning/50 bg-warning/10 p-3">
          <p className="font-medium">{rateJumpSentence(input, baseCurrency, jump)}.</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">New, {formatTripDate(input.rateDate)}</dt>
            <dd className="tabular-nums">{sentence(input.rate)}</dd>
            <dt className="text-muted-foreground">
              {jump.compared.rateDate < input.rateDate ? "Previous" : "Next"},{" "}
              {formatTripDate(jump.compared.rateDate)}
            </dt>
            <dd className="tabular-nums">{sentence(jump.compared.rate)}</dd>
          </dl>
        </div>
      ) : null}
      {replaces ? (
        <section aria-label="The rate it replaces" className="grid gap-2">
          <p>
            {formatTripDate(input.rateDate)} already has a rate:{" "}
            <span className="font-medium tabular-nums">{sentence(replaces.rate)}</span>
            {replaces.updatedByName ? <>, set by {replaces.updatedByName}</> : null}. It becomes{" "}
            <span className="font-medium tabular-nums">{sentence(input.rate)}</span>.
          </p>
          <LockedRecords currency={input.currency} date={input.rateDate} />
        </section>
      ) : null}
    </div>
  );
}
