import type { OpenBalance } from "#domain/client-statement/statement.schema";
import { formatMoney } from "#domain/money-format";

const invoicesLabel = (n: number) => `${n} open invoice${n === 1 ? "" : "s"}`;

/**
 * What the client owes now, one figure per currency (never added across currencies), with how many invoices
 * are open and how much of it is overdue. A currency the client has settled reads "Settled".
 */
export function OpenBalances({ balances }: { balances: readonly OpenBalance[] }) {
  if (balances.length === 0) return <p className="text-muted-foreground text-sm">No invoices yet.</p>;
  return (
    <dl className="flex flex-wrap gap-3">
      {balances.map((b) => (
        <div
          key={b.currency}
          className="min-w-36 rounded-md border px-3 py-2"
          data-testid={`open-balance-${b.currency}`}
        >
          <dt className="text-muted-foreground text-xs">Open balance · {b.currency}</dt>
          <dd className="font-semibold text-lg tabular-nums">{formatMoney(b.balanceCents, b.currency)}</dd>
          <dd className="text-muted-foreground text-xs">
            {b.balanceCents === 0 ? "Settled" : invoicesLabel(b.openInvoices)}
            {b.overdueCents > 0 ? (
              <span className="text-destructive"> · {formatMoney(b.overdueCents, b.currency)} overdue</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
