import { useRequestHistory } from "../api/list-request-history";
import { formatMoment } from "./request-format";

/** What happened to the request, newest first: each change with who made it and when. */
export function RequestHistory({ requestId }: { requestId: string }) {
  const history = useRequestHistory(requestId);
  if (history.isLoading) return <p className="text-muted-foreground text-sm">Loading history…</p>;
  if (history.isError) return <p className="text-destructive text-sm">Error fetching requests</p>;
  const entries = history.data?.items ?? [];
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">No changes recorded.</p>;
  return (
    <ol aria-label="Request history" className="space-y-4 border-l pl-4">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-border" />
          <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
            <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
            {entry.byName ? <span>by {entry.byName}</span> : null}
          </div>
          <p className="mt-1 text-sm">{entry.summary}</p>
        </li>
      ))}
    </ol>
  );
}
