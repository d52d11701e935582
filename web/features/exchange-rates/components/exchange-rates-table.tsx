import { PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import type { Currency } from "#domain/currency";
import type { ExchangeRate } from "#domain/exchange-rates/exchange-rate.schema";
import { rateSentence } from "#domain/exchange-rates/rate-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { TableMessageRow } from "../../../components/table-message-row";
import { Button } from "../../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";

const changedAt = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

interface ExchangeRatesTableProps {
  rates: ExchangeRate[] | undefined;
  baseCurrency: Currency | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Admins change and delete rows; without these the table is read-only. */
  onEdit?: (rate: ExchangeRate) => void;
  onDelete?: (rate: ExchangeRate) => Promise<unknown>;
}

/** Date, currency, the rate as a sentence ("1 USD = 0.9200 EUR") and who changed it last. */
export function ExchangeRatesTable({
  rates,
  baseCurrency,
  loading,
  error,
  onRetry,
  onEdit,
  onDelete,
}: ExchangeRatesTableProps) {
  const [deleting, setDeleting] = useState<ExchangeRate | null>(null);
  const rows = rates ?? [];
  const editable = Boolean(onEdit && onDelete);
  const columns = editable ? 5 : 4;
  return (
    <div className="rounded-md border">
      <Table aria-label="Exchange rates" aria-busy={loading || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            {/* The rate's sentence names the currency: at phone width that is enough. */}
            <TableHead className="max-md:hidden">Currency</TableHead>
            <TableHead>Rate</TableHead>
            <TableHead>Changed by</TableHead>
            {editable ? (
              <TableActionsHead>
                <span className="sr-only">Actions</span>
              </TableActionsHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && rows.length === 0 ? (
            <TableMessageRow colSpan={columns} loading />
          ) : error && rows.length === 0 ? (
            <TableMessageRow colSpan={columns} tone="error">
              <span className="inline-flex flex-wrap items-center justify-center gap-2">
                Error fetching exchange rates
                <Button size="sm" variant="outline" onClick={onRetry}>
                  Try again
                </Button>
              </span>
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={columns}>No exchange rates found</TableMessageRow>
          ) : (
            rows.map((rate) => {
              const label = `${rate.currency} rate of ${formatTripDate(rate.rateDate)}`;
              return (
                <TableRow key={`${rate.currency}:${rate.rateDate}`}>
                  <TableCell className="tabular-nums">{formatTripDate(rate.rateDate)}</TableCell>
                  <TableCell className="font-medium font-mono max-md:hidden">{rate.currency}</TableCell>
                  <TableCell className="tabular-nums">
                    {baseCurrency ? rateSentence(rate.currency, rate.rate, baseCurrency) : rate.rate}
                  </TableCell>
                  <TableCell className="whitespace-normal">
                    <div>{rate.updatedByName ?? "—"}</div>
                    <div className="text-muted-foreground text-xs">
                      {changedAt.format(new Date(rate.updatedAt))}
                    </div>
                  </TableCell>
                  {editable ? (
                    <TableActionsCell>
                      <div className="flex justify-end gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Edit ${label}`}
                          onClick={() => onEdit?.(rate)}
                        >
                          <PencilIcon aria-hidden />
                          {/* At phone width the icons alone keep the rate in view. */}
                          <span className="max-md:sr-only">Edit</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Delete ${label}`}
                          onClick={() => setDeleting(rate)}
                        >
                          <Trash2Icon aria-hidden />
                          <span className="max-md:sr-only">Delete</span>
                        </Button>
                      </div>
                    </TableActionsCell>
                  ) : null}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={
          deleting ? `Delete the ${deleting.currency} rate of ${formatTripDate(deleting.rateDate)}?` : ""
        }
        description="Invoices and payments already made keep the rate they locked. New ones dated that day take the latest earlier rate."
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) void onDelete?.(deleting).catch(() => {});
        }}
      />
    </div>
  );
}
