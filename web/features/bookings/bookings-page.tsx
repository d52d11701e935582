import { useSuspenseQuery } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { useId } from "react";
import { bookingListQuerySchema } from "#domain/bookings/booking.schema";
import { bookingStatusLabels, paymentStatusLabels } from "#domain/bookings/booking-format";
import {
  type BookingStatus,
  bookingStatuses,
  type PaymentStatus,
  paymentStatuses,
} from "#domain/bookings/booking-values";
import { ListFooter } from "../../components/list-footer";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Combobox } from "../../components/ui/combobox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { useClient } from "../clients/api/get-client";
import { useClientOptionSearch } from "../clients/api/search-client-options";
import { useBookings } from "./api/list-bookings";
import { BookingsTable } from "./components/bookings-table";
import { NewBookingButton } from "./components/new-booking-button";

const ALL = "__all__";

type Field =
  | "search"
  | "status"
  | "paymentStatus"
  | "travelFrom"
  | "travelTo"
  | "clientId"
  | "sort"
  | "order";

const listConfig: ListParamsConfig<typeof bookingListQuerySchema, Field> = {
  schema: bookingListQuerySchema,
  fields: ["search", "status", "paymentStatus", "travelFrom", "travelTo", "clientId", "sort", "order"],
};

/** One end of the travel-date range: a labelled date box, empty for no limit. */
function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="font-normal text-muted-foreground text-xs">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        className="w-full sm:w-40"
        value={value ?? ""}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </div>
  );
}

/**
 * Bookings (/orders, SPEC's orders): searched by client, package, destination or reference on the server,
 * filtered by status, payment status, travel dates and client, sorted, paginated. Clients see their own.
 */
export function BookingsPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const list = useListParams(listConfig);
  const { page, pageSize, search, status, paymentStatus, travelFrom, travelTo, clientId, sort, order } =
    list.state;

  const bookings = useBookings({
    page,
    pageSize,
    search,
    status,
    paymentStatus,
    travelFrom,
    travelTo,
    clientId,
    sort,
    order,
  });
  const clientPicker = useClientOptionSearch({ enabled: staff });
  // The URL holds the filter's client id only: its name comes from the client itself.
  const filterClient = useClient(staff ? clientId : null);
  const filtered = Boolean(search || status || paymentStatus || travelFrom || travelTo || clientId);

  return (
    <>
      <PageHeader
        title="Bookings"
        subtitle={staff ? "Every client's bookings of packages and trips." : "Your bookings."}
        actions={<NewBookingButton />}
      />
      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <ListSearch
              label="Search bookings"
              placeholder="Client, package, destination, BK-…"
              value={list.searchText}
              onChange={list.setSearchText}
            />
            <Select
              value={status ?? ALL}
              onValueChange={(v) => list.update({ status: v === ALL ? undefined : (v as BookingStatus) })}
            >
              <SelectTrigger className="w-40" aria-label="Status filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All statuses</SelectItem>
                {bookingStatuses.map((s) => (
                  <SelectItem key={s} value={s}>
                    {bookingStatusLabels[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select
              value={paymentStatus ?? ALL}
              onValueChange={(v) =>
                list.update({ paymentStatus: v === ALL ? undefined : (v as PaymentStatus) })
              }
            >
              <SelectTrigger className="w-48" aria-label="Payment status filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All payment statuses</SelectItem>
                {paymentStatuses.map((s) => (
                  <SelectItem key={s} value={s}>
                    {paymentStatusLabels[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {staff ? (
              <div className="w-full sm:w-56">
                <Combobox
                  aria-label="Client filter"
                  options={[{ value: ALL, label: "All clients" }, ...clientPicker.options]}
                  onSearchChange={clientPicker.setSearch}
                  value={clientId ?? ALL}
                  selectedLabel={clientPicker.labelOf(clientId) ?? filterClient.data?.name ?? "Client"}
                  onChange={(v) => list.update({ clientId: v === ALL ? undefined : v })}
                  placeholder="All clients"
                  searchPlaceholder="Type a name, e-mail or phone…"
                  emptyText={clientPicker.searching ? "Searching…" : "No client found."}
                />
              </div>
            ) : null}
            <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-end">
              <DateFilter
                label="Travel from"
                value={travelFrom}
                max={travelTo}
                onChange={(value) => list.update({ travelFrom: value })}
              />
              <DateFilter
                label="Travel to"
                value={travelTo}
                min={travelFrom}
                onChange={(value) => list.update({ travelTo: value })}
              />
            </div>
            {filtered ? (
              <Button
                variant="ghost"
                onClick={() => {
                  list.setSearchText("");
                  list.update({
                    search: undefined,
                    status: undefined,
                    paymentStatus: undefined,
                    travelFrom: undefined,
                    travelTo: undefined,
                    clientId: undefined,
                  });
                }}
              >
                <XIcon aria-hidden />
                Clear filters
              </Button>
            ) : null}
          </div>
          <BookingsTable
            bookings={bookings.data?.items}
            loading={bookings.isLoading || (bookings.isPlaceholderData && bookings.isFetching)}
            error={bookings.isError}
            sort={{ sort, order }}
            onSortChange={(next) => list.update(next)}
            showClient={staff}
          />
          <ListFooter list={list} result={bookings.data} />
        </CardContent>
      </Card>
    </>
  );
}
