import { Link } from "react-router";
import type { Currency } from "#domain/currency";
import type { TopClient } from "#domain/dashboard/dashboard.schema";
import { bookingsLabel } from "#domain/dashboard/overview-format";
import { formatMoney } from "#domain/money-format";

/** SPEC §2: the 5 clients who paid the most (base currency), each linking to the client. */
export function TopClients({ clients, baseCurrency }: { clients: TopClient[]; baseCurrency: Currency }) {
  return (
    <ul className="divide-y">
      {clients.map((client) => (
        <li key={client.id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <Link
              to={`/clients/${client.id}`}
              className="block truncate font-medium underline-offset-4 hover:underline"
            >
              {client.name}
            </Link>
            <p className="text-muted-foreground text-sm">{bookingsLabel(client.bookingsCount)}</p>
          </div>
          <span className="shrink-0 font-medium text-sm tabular-nums">
            {formatMoney(client.totalSpentCents, baseCurrency)}
          </span>
        </li>
      ))}
    </ul>
  );
}
