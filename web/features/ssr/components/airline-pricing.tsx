import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import type { SsrPricingBody } from "#domain/ssr/ssr-api.schema";
import { airlineCodeSchema } from "#domain/ssr/ssr-definition.schema";
import { ConflictNotice } from "../../../components/conflict-notice";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { formatUsd, parsePriceInput, priceInputValue } from "../ssr-format";

type Price = SsrPricingBody["pricing"][number];
type DraftRow = { key: number; airlineCode: string; price: string };
type RowErrors = { airlineCode?: string; price?: string };

let nextKey = 0;
const draftRow = (price?: Price): DraftRow => ({
  key: nextKey++,
  airlineCode: price?.airlineCode ?? "",
  price: price ? priceInputValue(price.priceCents) : "",
});

/** Checks every row like the API does (IATA code, price ≥ 0 with two decimals, no airline twice). */
export function validatePricing(rows: readonly DraftRow[]): { pricing: Price[] } | { errors: RowErrors[] } {
  const errors: RowErrors[] = rows.map(() => ({}));
  const pricing: Price[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const rowErrors = errors[index] ?? {};
    const code = airlineCodeSchema.safeParse(row.airlineCode);
    const price = parsePriceInput(row.price);
    if (!code.success) rowErrors.airlineCode = code.error.issues[0]?.message;
    else if (seen.has(code.data)) rowErrors.airlineCode = `Airline ${code.data} is listed more than once`;
    if (!price.ok) rowErrors.price = price.error;
    if (code.success) seen.set(code.data, index);
    if (code.success && price.ok) pricing.push({ airlineCode: code.data, priceCents: price.cents });
  });
  return errors.some((e) => e.airlineCode || e.price) ? { errors } : { pricing };
}

export interface AirlinePricingProps {
  code: string;
  defaultPriceCents: number;
  pricing: readonly Price[];
  /** The SSR definition's version: an edit saves on top of the one it started from. */
  version: number;
  canEdit: boolean;
  onSave(pricing: Price[], version: number): Promise<unknown>;
}

/** Airline-specific prices that override the default price; admins edit the whole list at once. */
export function AirlinePricing({
  code,
  defaultPriceCents,
  pricing,
  version,
  canEdit,
  onSave,
}: AirlinePricingProps) {
  const [rows, setRows] = useState<DraftRow[] | null>(null);
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  const edit = useRecordEdit(rows !== null, { id: code, version, pricing }, (current, why) => {
    if (why === "theirs" && current) {
      setRows(current.pricing.length > 0 ? current.pricing.map(draftRow) : [draftRow()]);
      setErrors([]);
    }
  });

  const start = () => {
    setRows(pricing.length > 0 ? pricing.map(draftRow) : [draftRow()]);
    setErrors([]);
  };
  const cancel = () => {
    setRows(null);
    setErrors([]);
  };
  const update = (key: number, change: Partial<DraftRow>) =>
    setRows((current) => current?.map((row) => (row.key === key ? { ...row, ...change } : row)) ?? null);
  const save = async () => {
    if (!rows) return;
    // Rows left completely empty are dropped rather than reported.
    const filled = rows.filter((row) => row.airlineCode.trim() !== "" || row.price.trim() !== "");
    const result = validatePricing(filled);
    if ("errors" in result) {
      setRows(filled.length > 0 ? filled : [draftRow()]);
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    try {
      await onSave(result.pricing, edit.version ?? version);
      setRows(null);
      setErrors([]);
    } catch (error) {
      if (edit.catchConflict(error)) return;
      if (error instanceof ApiError) {
        // Field paths look like "pricing.1.airlineCode".
        const next: RowErrors[] = filled.map(() => ({}));
        for (const [path, message] of Object.entries(error.fieldErrors)) {
          const match = /^pricing\.(\d+)\.(airlineCode|priceCents)$/.exec(path);
          const target = match ? next[Number(match[1])] : undefined;
          if (target && match?.[2] === "airlineCode") target.airlineCode = message;
          if (target && match?.[2] === "priceCents") target.price = message;
        }
        setRows(filled);
        setErrors(next);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="max-w-xl space-y-3">
      <div className="flex items-center justify-between gap-4">
        <h3 id={headingId} className="font-medium text-sm">
          Airline prices for {code}
        </h3>
        {canEdit && !rows ? (
          <Button size="sm" variant="outline" onClick={start}>
            Edit airline prices
          </Button>
        ) : null}
      </div>

      {rows ? (
        <div className="space-y-2">
          {rows.map((row, index) => {
            const rowErrors = errors[index] ?? {};
            return (
              <div key={row.key} className="flex items-start gap-2">
                <div className="w-28">
                  <Input
                    aria-label={`Airline code, row ${index + 1}`}
                    placeholder="LH"
                    maxLength={2}
                    className="font-mono uppercase"
                    value={row.airlineCode}
                    onChange={(e) => update(row.key, { airlineCode: e.target.value })}
                    aria-invalid={rowErrors.airlineCode ? true : undefined}
                    disabled={saving}
                  />
                  {rowErrors.airlineCode ? (
                    <p className="mt-1 text-destructive text-xs">{rowErrors.airlineCode}</p>
                  ) : null}
                </div>
                <div className="w-32">
                  <Input
                    aria-label={`Price (USD), row ${index + 1}`}
                    placeholder="0.00"
                    inputMode="decimal"
                    value={row.price}
                    onChange={(e) => update(row.key, { price: e.target.value })}
                    aria-invalid={rowErrors.price ? true : undefined}
                    disabled={saving}
                  />
                  {rowErrors.price ? (
                    <p className="mt-1 text-destructive text-xs">{rowErrors.price}</p>
                  ) : null}
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove row ${index + 1}`}
                  disabled={saving}
                  onClick={() => {
                    setRows((current) => current?.filter((r) => r.key !== row.key) ?? null);
                    setErrors((current) => current.filter((_, i) => i !== index));
                  }}
                >
                  <XIcon aria-hidden />
                </Button>
              </div>
            );
          })}
          {edit.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={saving} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={saving}
              onClick={() => setRows((current) => [...(current ?? []), draftRow()])}
            >
              <PlusIcon aria-hidden />
              Add airline
            </Button>
            <Button size="sm" onClick={() => void save()} loading={saving}>
              Save prices
            </Button>
            <Button size="sm" variant="ghost" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
          </div>
        </div>
      ) : pricing.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No airline-specific prices: every airline uses the default price of {formatUsd(defaultPriceCents)}.
        </p>
      ) : (
        <table className="text-sm">
          <caption className="sr-only">Airline prices for {code}</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="pr-6 font-medium">Airline</th>
              <th className="font-medium">Price (USD)</th>
            </tr>
          </thead>
          <tbody>
            {pricing.map((price) => (
              <tr key={price.airlineCode}>
                <td className="pr-6 font-mono">{price.airlineCode}</td>
                <td className="tabular-nums">{formatUsd(price.priceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
