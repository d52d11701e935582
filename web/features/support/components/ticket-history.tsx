import { useTicketHistory } from "../api/get-ticket-history";
import { when } from "../ticket-format";

/** Who did what to the ticket, oldest first (the audit rows). */
export function TicketHistory({ ticketId }: { ticketId: string }) {
  const history = useTicketHistory(ticketId);
  const items = history.data?.items ?? [];
  return (
    <section aria-labelledby="ticket-history" className="space-y-3">
      <h2 id="ticket-history" className="font-semibold text-lg">
        History
      </h2>
      {history.isLoading ? (
        <p className="text-muted-foreground text-sm">Loading history…</p>
      ) : history.isError ? (
        <p className="text-destructive text-sm">Error fetching tickets</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">No history yet.</p>
      ) : (
        <ol className="space-y-2 border-l pl-4 text-sm">
          {items.map((entry) => (
            <li key={entry.id}>
              <div>{entry.summary}</div>
              <div className="text-muted-foreground text-xs">
                {entry.userName ?? "Someone"} ·{" "}
                <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
