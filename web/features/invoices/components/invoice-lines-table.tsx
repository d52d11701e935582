import type { Invoice } from "#domain/invoices/invoice.schema";
import { formatTaxPercent } from "#domain/invoices/invoice-totals";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table";
import { formatMoney } from "../../../lib/format-money";

/** The invoice's lines with their tax, then subtotal, tax and total. */
export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  return (
    <div className="rounded-md border">
      <Table aria-label="Line items">
        <TableHeader>
          <TableRow>
            <TableHead>Description</TableHead>
            <TableHead className="text-right">Qty</TableHead>
            <TableHead className="text-right">Unit price</TableHead>
            <TableHead className="text-right">Tax</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoice.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell className="whitespace-normal">{line.description}</TableCell>
              <TableCell className="text-right tabular-nums">{line.quantity}</TableCell>
              <TableCell className="text-right tabular-nums">{money(line.unitPriceCents)}</TableCell>
              <TableCell className="text-right tabular-nums">
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
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4} className="text-right">
              Subtotal
            </TableCell>
            <TableCell className="text-right tabular-nums">{money(invoice.subtotalCents)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={4} className="text-right">
              Tax
            </TableCell>
            <TableCell className="text-right tabular-nums">{money(invoice.taxCents)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={4} className="text-right font-semibold">
              Total
            </TableCell>
            <TableCell className="text-right font-semibold tabular-nums" data-testid="invoice-amount">
              {money(invoice.amountCents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}
