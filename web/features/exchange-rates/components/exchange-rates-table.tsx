import { PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import type { Currency } from "#domain/currency";
import type { ExchangeRate } from "#domain/exchange-rates/exchange-rate.schema";
import { rateSentence } from "#domain/exchange-rates/rate-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { Button } from "../../../components/ui/button";
import { formatMoment } from "../../../lib/moment-format";

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
  const editable = Boolean(onEdit && onDelete);
  const columns: ListColumn<ExchangeRate>[] = [
    {
      header: "Date",
      essential: true,
      cellClassName: "tabular-nums",
      cell: (rate) => formatTripDate(rate.rateDate),
    },
    // The rate's sentence names the currency: at phone width that is enough.
    {
      header: "Currency",
      className: "max-md:hidden",
      cellClassName: "font-medium font-mono",
      cell: (rate) => rate.currency,
    },
    {
      header: "Rate",
      essential: true,
      cellClassName: "tabular-nums",
      cell: (rate) => (baseCurrency ? rateSentence(rate.currency, rate.rate, baseCurrency) : rate.rate),
    },
    {
      header: "Changed by",
      wrap: true,
      cell: (rate) => (
        <>
          <div>{rate.updatedByName ?? "—"}</div>
          <div className="text-muted-foreground text-xs">{formatMoment(rate.updatedAt)}</div>
        </>
      ),
    },
    {
      header: <span className="sr-only">Actions</span>,
      id: "actions",
      actions: true,
      essential: true,
      cell: (rate) => {
        const label = `${rate.currency} rate of ${formatTripDate(rate.rateDate)}`;
        return (
          <div className="flex justify-end gap-1">
            <Button size="sm" variant="ghost" aria-label={`Edit ${label}`} onClick={() => onEdit?.(rate)}>
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
        );
      },
    },
  ];
  return (
    <>
      <ListTable
        label="Exchange rates"
        columns={columns}
        hidden={editable ? [] : ["actions"]}
        rows={rates}
        rowKey={(rate) => `${rate.currency}:${rate.rateDate}`}
        loading={loading}
        error={error}
        errorText={
          <span className="inline-flex flex-wrap items-center justify-center gap-2">
            Error fetching exchange rates
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </span>
        }
        emptyText="No exchange rates found"
      />
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
    </>
  );
}
