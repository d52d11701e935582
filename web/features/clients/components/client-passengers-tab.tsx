import { Link } from "react-router";
import type { Passenger } from "#domain/passengers/passenger.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { TabFooter, useTabPaging } from "../../../components/tab-paging";
import { usePassengerList } from "../../passengers/api/list-passengers";

const columns: ListColumn<Passenger>[] = [
  {
    header: "Name",
    cellClassName: "whitespace-normal",
    cell: (passenger) => (
      <Link
        to={`/passengers?selected=${passenger.id}&search=${encodeURIComponent(passenger.surname)}`}
        className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {passengerName(passenger)}
      </Link>
    ),
  },
  { header: "Nationality", cell: (passenger) => passenger.nationality ?? "—" },
  { header: "Passport", cellClassName: "font-mono", cell: (passenger) => passenger.passportNumber },
  {
    header: "Passport expiry",
    cellClassName: "tabular-nums",
    cell: (passenger) => formatTripDate(passenger.documentExpiry),
  },
];

/** The client's passengers by name; each opens on the Passengers screen, selected. */
export function ClientPassengersTab({ clientId }: { clientId: string }) {
  const paging = useTabPaging();
  const { page, pageSize } = paging.state;
  const passengers = usePassengerList({ page, pageSize, clientId, sort: "name", direction: "asc" });
  return (
    <div className="space-y-4">
      <ListTable
        label="Passengers of the client"
        columns={columns}
        rows={passengers.data?.items}
        loading={passengers.isLoading}
        error={passengers.isError}
        errorText="Error fetching passengers"
        emptyText="No passengers found"
      />
      <TabFooter paging={paging} result={passengers.data} />
    </div>
  );
}
