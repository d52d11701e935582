import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayIn } from "#domain/dates";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../../test/agency-zone";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { anna } from "../test/fixtures";
import { PassengersTable } from "./passengers-table";

// The agency's day is not the browser's: the expiry badges count from the agency's today.
const timeZone = zoneAwayFromBrowser();

beforeEach(() => {
  mockApi((call) => (isMetaCall(call) ? metaAnswer(timeZone) : {}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTable(overrides: Partial<Parameters<typeof PassengersTable>[0]> = {}) {
  const props = {
    passengers: [
      anna,
      { ...anna, id: "1f8fad5b-d9cb-469f-a165-70867728950e", firstName: "Bo", documentExpiry: "2001-01-01" },
    ],
    loading: false,
    error: false,
    selectedId: null,
    sort: { sort: "name" as const, direction: "asc" as const },
    onSortChange: vi.fn(),
    onSelect: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    ...overrides,
  };
  renderWithClient(<PassengersTable {...props} />);
  return props;
}

describe("PassengersTable", () => {
  it("shows SPEC's columns and one row per passenger with an expiry badge", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Passengers" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Name", "Nationality", "Passport", "Method", "Actions"]);
    expect(within(table).getByRole("button", { name: "Mrs Anna Lena Müller" })).toBeInTheDocument();
    expect(within(table).getByText("Expired")).toBeInTheDocument();
    expect(within(table).getAllByText("Online")).toHaveLength(2);
  });

  it("says an expired passport expired on its day, and a valid one expires on it (#31)", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Passengers" });
    expect(within(table).getByText("Expired on 1 Jan 2001")).toBeInTheDocument();
    expect(within(table).getByText("Expires on 14 Aug 2031")).toBeInTheDocument();
    expect(within(table).queryByText(/Expires (on )?2001/)).not.toBeInTheDocument();
  });

  it("badges a passport on the agency's calendar, not the browser's", async () => {
    const agencyToday = todayIn(timeZone);
    const browserToday = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // Expiring on the earlier of the two days: expired on the later one, still valid through the earlier.
    const [expiry = agencyToday] = [agencyToday, browserToday].sort();
    renderTable({ passengers: [{ ...anna, documentExpiry: expiry }] });
    const table = screen.getByRole("table", { name: "Passengers" });
    const badge = expiry < agencyToday ? "Expired" : "Expires soon";
    await waitFor(() => expect(within(table).getByText(badge)).toBeInTheDocument());
  });

  it("says Loading, then No passengers found", () => {
    renderTable({ passengers: undefined, loading: true });
    expect(screen.getByText("Loading")).toBeInTheDocument();
    cleanup();
    renderTable({ passengers: [] });
    expect(screen.getByText("No passengers found")).toBeInTheDocument();
  });

  it("selects a row, and edits or deletes without selecting", async () => {
    const props = renderTable();
    await userEvent.click(screen.getByRole("button", { name: "Mrs Bo Müller" }));
    expect(props.onSelect).toHaveBeenCalledWith(expect.objectContaining({ firstName: "Bo" }));
    await userEvent.click(screen.getByRole("button", { name: "Edit Mrs Anna Lena Müller" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete Mrs Anna Lena Müller" }));
    expect(props.onEdit).toHaveBeenCalledWith(anna);
    expect(props.onDelete).toHaveBeenCalledWith(anna);
    expect(props.onSelect).toHaveBeenCalledTimes(1);
  });

  it("sorts by a column, and flips the direction on a second click", async () => {
    const props = renderTable();
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(props.onSortChange).toHaveBeenLastCalledWith({ sort: "name", direction: "desc" });
    await userEvent.click(screen.getByRole("button", { name: "Passport" }));
    expect(props.onSortChange).toHaveBeenLastCalledWith({ sort: "expiry", direction: "asc" });
  });
});
