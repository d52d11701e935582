import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lisbon } from "../test/fixtures";
import { TripStatusBadge } from "./trip-status-badge";
import { TripsTable } from "./trips-table";

afterEach(cleanup);

function renderTable(props: Partial<Parameters<typeof TripsTable>[0]> = {}) {
  const onDirectionChange = vi.fn();
  render(
    <MemoryRouter>
      <TripsTable
        trips={[lisbon, { ...lisbon, id: "x", title: "Solo", status: "planning", segmentCount: 1 }]}
        loading={false}
        error={false}
        direction="desc"
        onDirectionChange={onDirectionChange}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onDirectionChange, table: screen.getByRole("table", { name: "Trips" }) };
}

describe("TripsTable", () => {
  it("shows SPEC's columns, a segment-count badge, the dates and a link to each trip", () => {
    const { table } = renderTable();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Trip Name", "Dates", "Status", "Segments", "Open"]);
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByRole("link", { name: "Lisbon city break" })).toHaveAttribute(
      "href",
      `/trips/${lisbon.id}`,
    );
    expect(within(row).getByText("3 segments")).toBeInTheDocument();
    expect(within(row).getByText("1 – 9 May 2026")).toBeInTheDocument();
    expect(within(row).getByText("Confirmed")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "View Lisbon city break" })).toBeInTheDocument();
    expect(within(table).getByText("1 segment")).toBeInTheDocument();
  });

  it("says 'No trips found', and shows loading and error states", () => {
    renderTable({ trips: [] });
    expect(screen.getByText("No trips found")).toBeInTheDocument();
    cleanup();
    renderTable({ trips: undefined, loading: true });
    expect(screen.getByText("Loading")).toBeInTheDocument();
    cleanup();
    renderTable({ trips: undefined, error: true });
    expect(screen.getByText("Error fetching trips")).toBeInTheDocument();
  });

  it("flips the start-date order from the Dates header", async () => {
    const { onDirectionChange } = renderTable();
    await userEvent.click(screen.getByRole("button", { name: /Dates/ }));
    expect(onDirectionChange).toHaveBeenCalledWith("asc");
  });
});

describe("TripStatusBadge", () => {
  it.each([
    ["confirmed", "Confirmed", "bg-primary"],
    ["planning", "Planning", "bg-secondary"],
    ["cancelled", "Cancelled", "bg-destructive"],
    ["completed", "Completed", "border-input"],
    [null, "Draft", "border-input"],
  ] as const)("%s reads %s", (status, text, style) => {
    render(<TripStatusBadge status={status} />);
    expect(screen.getByText(text).className).toContain(style);
  });
});
