import type { InvoiceList } from "#domain/invoices/invoice.schema";
import { formatMoney } from "#domain/money-format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";

/**
 * Under the table: what the filtered invoices add up to in each currency (amount, paid, still owed), and
 * everything converted to the base currency at each invoice's locked rate. Cancelled invoices are counted
 * but owe nothing.
 */
export function InvoiceTotalsSummary({ result }: { result: InvoiceList | undefined }) {
  if (!result?.totals?.length) return null;
  const { totals, baseCurrency, baseTotal } = result;
  return (
    <div className="rounded-md border bg-muted/30">
      <Table aria-label="Totals of the listed invoices">
        <TableHeader>
          <TableRow>
            <TableHead>Totals</TableHead>
            <TableHead className="text-right">Invoices</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead className="text-right">Paid</TableHead>
            <TableHead className="text-right">Owed</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {totals.map((total) => (
            <TableRow key={total.currency} data-testid={`invoice-total-${total.currency}`}>
              <TableCell>{total.currency}</TableCell>
              <TableCell className="text-right tabular-nums">{total.count}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatMoney(total.amountCents, total.currency)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatMoney(total.paidCents, total.currency)}
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {formatMoney(total.balanceCents, total.currency)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="invoice-total-base" className="border-t-2">
            <TableCell className="whitespace-normal">
              All in {baseCurrency}
              <span className="block text-muted-foreground text-xs">at each invoice's locked rate</span>
            </TableCell>
            <TableCell />
            <TableCell className="text-right tabular-nums">
              {formatMoney(baseTotal.amountCents, baseCurrency)}
            </TableCell>
            <TableCell />
            <TableCell className="text-right font-semibold tabular-nums">
              {formatMoney(baseTotal.balanceCents, baseCurrency)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
