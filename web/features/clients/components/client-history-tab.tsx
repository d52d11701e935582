import { format } from "date-fns";
import { TabFooter, useTabPaging } from "../../../components/tab-paging";
import { TableMessageRow } from "../../../components/table-message-row";
import { Badge } from "../../../components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { useClientHistory } from "../api/list-client-history";

// The audit log names its records; people read them as these.
const recordLabels: Record<string, string> = {
  client: "Client",
  trip: "Trip",
  booking: "Booking",
  passenger: "Passenger",
};

/** What happened to the client and its trips, bookings and passengers, newest first, and who did it. */
export function ClientHistoryTab({ clientId }: { clientId: string }) {
  const paging = useTabPaging();
  const history = useClientHistory(clientId, paging.state);
  const rows = history.data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="rounded-md border">
        <Table aria-label="History of the client" aria-busy={history.isFetching || undefined}>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Record</TableHead>
              <TableHead>What happened</TableHead>
              <TableHead>By</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.isLoading ? (
              <TableMessageRow colSpan={4} loading />
            ) : history.isError && rows.length === 0 ? (
              <TableMessageRow colSpan={4} tone="error">
                Error fetching client history
              </TableMessageRow>
            ) : rows.length === 0 ? (
              <TableMessageRow colSpan={4}>No history yet</TableMessageRow>
            ) : (
              rows.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="tabular-nums">
                    {format(new Date(entry.createdAt), "d MMM yyyy, HH:mm")}
                  </TableCell>
                  <TableCell>
                    <Badge variant="outline">{recordLabels[entry.entity] ?? entry.entity}</Badge>
                  </TableCell>
                  <TableCell className="min-w-64 whitespace-normal">{entry.summary}</TableCell>
                  <TableCell>
                    {entry.userName ?? <span className="text-muted-foreground">System</span>}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <TabFooter paging={paging} result={history.data} />
    </div>
  );
}
