import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { CURRENCIES, type Currency } from "#domain/currency";
import { type ExchangeRate, exchangeRateListQuerySchema } from "#domain/exchange-rates/exchange-rate.schema";
import { ListFooter } from "../../components/list-footer";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { useDeleteExchangeRate } from "./api/delete-exchange-rate";
import { useExchangeRates } from "./api/list-exchange-rates";
import { ExchangeRatesTable } from "./components/exchange-rates-table";
import { SetRateDialog } from "./components/set-rate-dialog";

const ALL = "__all__";

const listConfig: ListParamsConfig<typeof exchangeRateListQuerySchema, "currency" | "from" | "to"> = {
  schema: exchangeRateListQuerySchema,
  fields: ["currency", "from", "to"],
};

/** One end of the date range: a labelled date box, empty for no limit. */
function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="font-normal text-muted-foreground text-xs">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        className="w-full sm:w-40"
        value={value ?? ""}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </div>
  );
}

/**
 * Exchange rates (/exchange-rates): each currency's rate per day against the base currency, newest first,
 * filtered by currency and dates (in the URL). Admins set, change and delete rates; agents read them.
 */
export function ExchangeRatesPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const isAdmin = user?.role === "admin";
  const list = useListParams(listConfig);
  const { page, pageSize, currency, from, to } = list.state;
  const rates = useExchangeRates({ page, pageSize, currency, from, to });
  const remove = useDeleteExchangeRate();
  const baseCurrency = rates.data?.baseCurrency;
  // The dialog sets a new day's rate (rate null) or changes a row's; the row stays while it closes.
  const [dialog, setDialog] = useState<{ open: boolean; rate: ExchangeRate | null }>({
    open: false,
    rate: null,
  });
  const currencyId = useId();
  const filtered = Boolean(currency || from || to);

  return (
    <>
      <PageHeader
        title="Exchange rates"
        subtitle={
          <>
            Rates per day against the base currency
            {baseCurrency ? (
              <>
                {" "}
                <Badge variant="outline" className="align-middle font-mono">
                  {baseCurrency}
                </Badge>
              </>
            ) : null}
            . Every invoice, credit note and payment keeps the rate of its own date.
            {isAdmin ? null : " Only admins change rates."}
          </>
        }
        actions={
          isAdmin ? (
            <Button onClick={() => setDialog({ open: true, rate: null })} disabled={!baseCurrency}>
              <PlusIcon aria-hidden />
              Set a rate
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1">
              <Label htmlFor={currencyId} className="font-normal text-muted-foreground text-xs">
                Currency
              </Label>
              <Select
                value={currency ?? ALL}
                onValueChange={(v) => list.update({ currency: v === ALL ? undefined : (v as Currency) })}
              >
                <SelectTrigger id={currencyId} className="w-40">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>All currencies</SelectItem>
                  {CURRENCIES.filter((c) => c !== baseCurrency).map((c) => (
                    <SelectItem key={c} value={c}>
                      {c}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-end">
              <DateFilter
                label="From"
                value={from}
                max={to}
                onChange={(value) => list.update({ from: value })}
              />
              <DateFilter label="To" value={to} min={from} onChange={(value) => list.update({ to: value })} />
            </div>
            {filtered ? (
              <Button
                variant="ghost"
                onClick={() => list.update({ currency: undefined, from: undefined, to: undefined })}
              >
                <XIcon aria-hidden />
                Clear filters
              </Button>
            ) : null}
          </div>
          <ExchangeRatesTable
            rates={rates.data?.items}
            baseCurrency={baseCurrency}
            loading={rates.isLoading || (rates.isPlaceholderData && rates.isFetching)}
            error={rates.isError}
            onRetry={() => void rates.refetch()}
            onEdit={isAdmin ? (rate) => setDialog({ open: true, rate }) : undefined}
            onDelete={
              isAdmin
                ? (rate) =>
                    remove.mutateAsync({
                      currency: rate.currency,
                      date: rate.rateDate,
                      version: rate.version,
                    })
                : undefined
            }
          />
          <ListFooter list={list} result={rates.data} />
        </CardContent>
      </Card>
      {isAdmin && baseCurrency ? (
        <SetRateDialog
          baseCurrency={baseCurrency}
          rate={dialog.rate}
          open={dialog.open}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        />
      ) : null}
    </>
  );
}
