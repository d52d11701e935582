import { Link } from "react-router";
import { passengerName } from "#domain/passengers/passenger-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { TabFooter, useTabPaging } from "../../../components/tab-paging";
import { TableMessageRow } from "../../../components/table-message-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { usePassengerList } from "../../passengers/api/list-passengers";

/** The client's passengers by name; each opens on the Passengers screen, selected. */
export function ClientPassengersTab({ clientId }: { clientId: string }) {
  const paging = useTabPaging();
  const { page, pageSize } = paging.state;
  const passengers = usePassengerList({ page, pageSize, clientId, sort: "name", direction: "asc" });
  const rows = passengers.data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="rounded-md border">
        <Table aria-label="Passengers of the client" aria-busy={passengers.isFetching || undefined}>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Nationality</TableHead>
              <TableHead>Passport</TableHead>
              <TableHead>Expires</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {passengers.isLoading ? (
              <TableMessageRow colSpan={4} loading />
            ) : passengers.isError && rows.length === 0 ? (
              <TableMessageRow colSpan={4} tone="error">
                Error fetching passengers
              </TableMessageRow>
            ) : rows.length === 0 ? (
              <TableMessageRow colSpan={4}>No passengers found</TableMessageRow>
            ) : (
              rows.map((passenger) => (
                <TableRow key={passenger.id}>
                  <TableCell className="whitespace-normal">
                    <Link
                      to={`/passengers?selected=${passenger.id}&search=${encodeURIComponent(passenger.surname)}`}
                      className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {passengerName(passenger)}
                    </Link>
                  </TableCell>
                  <TableCell>{passenger.nationality ?? "—"}</TableCell>
                  <TableCell className="font-mono">{passenger.passportNumber}</TableCell>
                  <TableCell className="tabular-nums">{formatTripDate(passenger.documentExpiry)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <TabFooter paging={paging} result={passengers.data} />
    </div>
  );
}
