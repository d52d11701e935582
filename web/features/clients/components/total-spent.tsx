import type { SpentAmount } from "#domain/clients/client.schema";
import { formatMoney } from "#domain/money-format";
import { cn } from "../../../lib/utils";

/** What a client spent, each currency on its own line (never added up across currencies). */
export function TotalSpent({
  amounts,
  align = "end",
}: {
  amounts: readonly SpentAmount[];
  /** "end" in a table's right-aligned column, "start" in running text. */
  align?: "start" | "end";
}) {
  if (amounts.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span
      className={cn(
        "inline-grid gap-0.5 tabular-nums",
        align === "end" ? "justify-items-end" : "justify-items-start",
      )}
    >
      {amounts.map((amount) => (
        <span key={amount.currency}>{formatMoney(amount.amountCents, amount.currency)}</span>
      ))}
    </span>
  );
}
