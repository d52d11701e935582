import type { InvoiceHistoryEntry } from "#domain/invoices/invoice.schema";
import { formatMoment } from "../../../lib/moment-format";

/** The invoice's history, oldest first: issue, edits, sends, payments, credit notes, with who did each. */
export function InvoiceHistory({ entries }: { entries: InvoiceHistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">No changes recorded.</p>;
  return (
    <ol aria-label="Invoice history" className="space-y-4 border-l pl-4">
      {entries.map((entry) => (
        <li key={`${entry.at}-${entry.summary}`} className="relative">
          <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-border" />
          <div className="flex flex-wrap items-center gap-2">
            <time dateTime={entry.at} className="text-muted-foreground text-xs">
              {formatMoment(entry.at)}
            </time>
            {entry.byName ? <span className="text-muted-foreground text-xs">by {entry.byName}</span> : null}
          </div>
          <p className="mt-1 text-sm">{entry.summary}</p>
        </li>
      ))}
    </ol>
  );
}
