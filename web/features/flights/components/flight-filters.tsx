import { flightStatusCodes } from "#domain/segments/segment-format";
import { clearFilters, filtersSet } from "../../../components/list-page/list-filter-bar";
import { ListSearch } from "../../../components/list-search";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import type { FlightsListState } from "./flights-list";

const ALL = "__all__";

/** Search, status and the departure date range of the Flights screen. */
export function FlightFilters({
  list,
  rangeError,
}: {
  list: FlightsListState;
  /** The date range's own error ("to" before "from"), shown under "to". */
  rangeError: string | undefined;
}) {
  const { status, from, to } = list.state;
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="grid w-full gap-1 sm:w-64">
        <span aria-hidden className="hidden text-sm leading-none sm:block">
          &nbsp;
        </span>
        <ListSearch
          label="Search flights"
          placeholder="Airline, flight, route or PNR"
          value={list.searchText}
          onChange={list.setSearchText}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="flights-status">Status</Label>
        <Select
          value={status || ALL}
          onValueChange={(v) => list.update({ status: v === ALL ? undefined : v })}
        >
          <SelectTrigger id="flights-status" className="w-44" aria-label="Status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {flightStatusCodes.map((s) => (
              <SelectItem key={s.code} value={s.code}>
                {s.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <FormField label="Departing from" id="flights-from" className="gap-1">
        <Input
          type="date"
          className="w-40"
          value={from ?? ""}
          onChange={(e) => list.update({ from: e.target.value || undefined })}
        />
      </FormField>
      <FormField label="to" id="flights-to" className="gap-1" error={rangeError}>
        <Input
          type="date"
          className="w-40"
          value={to ?? ""}
          min={from || undefined}
          onChange={(e) => list.update({ to: e.target.value || undefined })}
        />
      </FormField>
      {list.searchText || filtersSet(list) ? (
        <Button variant="ghost" className="self-end" onClick={() => clearFilters(list)}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
