import type { Invoice } from "#domain/invoices/invoice.schema";
import { formatTaxPercent } from "#domain/invoices/invoice-totals";
import { formatMoney } from "#domain/money-format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";

// At phone width quantity, unit price and tax move under the description, so the table fits without scrolling.
const wide = "max-sm:hidden";

/** The invoice's lines with their tax, then subtotal, tax and total. */
export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  return (
    <div className="rounded-md border">
      <Table aria-label="Line items">
        <TableHeader>
          <TableRow>
            <TableHead>Description</TableHead>
            <TableHead className={`text-right ${wide}`}>Qty</TableHead>
            <TableHead className={`text-right ${wide}`}>Unit price</TableHead>
            <TableHead className={`text-right ${wide}`}>Tax</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoice.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell className="whitespace-normal">
                {line.description}
                <span className="block text-muted-foreground text-xs tabular-nums sm:hidden">
                  {line.quantity} × {money(line.unitPriceCents)}
                  {line.taxRateBasisPoints === null
                    ? null
                    : ` · tax ${money(line.taxCents)} (${formatTaxPercent(line.taxRateBasisPoints)} %)`}
                </span>
              </TableCell>
              <TableCell className={`text-right tabular-nums ${wide}`}>{line.quantity}</TableCell>
              <TableCell className={`text-right tabular-nums ${wide}`}>
                {money(line.unitPriceCents)}
              </TableCell>
              <TableCell className={`text-right tabular-nums ${wide}`}>
                {line.taxRateBasisPoints === null ? (
                  <span className="text-muted-foreground">—</span>
                ) : (
                  <>
                    {money(line.taxCents)}
                    <span className="block text-muted-foreground text-xs">
                      {formatTaxPercent(line.taxRateBasisPoints)} %
                    </span>
                  </>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{money(line.netCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {/* Outside the table: a footer cell spanning the columns would not shrink with them at phone width. */}
      <dl className="grid grid-cols-[1fr_auto] border-t bg-muted/50 text-sm [&>*]:border-b [&>*]:p-2 [&>:nth-last-child(-n+2)]:border-b-0">
        <dt className="text-right">Subtotal</dt>
        <dd className="text-right tabular-nums">{money(invoice.subtotalCents)}</dd>
        <dt className="text-right">Tax</dt>
        <dd className="text-right tabular-nums">{money(invoice.taxCents)}</dd>
        <dt className="text-right font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="invoice-amount">
          {money(invoice.amountCents)}
        </dd>
      </dl>
    </div>
  );
}
