import type { ClientHistory } from "#domain/clients/client.schema";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { TabFooter, useTabPaging } from "../../../components/tab-paging";
import { Badge } from "../../../components/ui/badge";
import { formatMoment } from "../../../lib/moment-format";
import { useClientHistory } from "../api/list-client-history";

// The audit log names its records; people read them as these.
const recordLabels: Record<string, string> = {
  client: "Client",
  trip: "Trip",
  booking: "Booking",
  passenger: "Passenger",
};

const columns: ListColumn<ClientHistory["items"][number]>[] = [
  {
    header: "When",
    cellClassName: "tabular-nums",
    cell: (entry) => formatMoment(entry.createdAt),
  },
  {
    header: "Record",
    cell: (entry) => <Badge variant="outline">{recordLabels[entry.entity] ?? entry.entity}</Badge>,
  },
  { header: "What happened", cellClassName: "min-w-64 whitespace-normal", cell: (entry) => entry.summary },
  { header: "By", cell: (entry) => entry.userName ?? <span className="text-muted-foreground">System</span> },
];

/** What happened to the client and its trips, bookings and passengers, newest first, and who did it. */
export function ClientHistoryTab({ clientId }: { clientId: string }) {
  const paging = useTabPaging();
  const history = useClientHistory(clientId, paging.state);
  return (
    <div className="space-y-4">
      <ListTable
        label="History of the client"
        columns={columns}
        rows={history.data?.items}
        loading={history.isLoading}
        error={history.isError}
        errorText="Error fetching client history"
        emptyText="No history yet"
      />
      <TabFooter paging={paging} result={history.data} />
    </div>
  );
}
