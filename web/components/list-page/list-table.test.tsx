import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ListColumn, ListTable } from "./list-table";

interface Row {
  id: string;
  name: string;
  city: string;
  status: string;
}

const rows: Row[] = [{ id: "1", name: "Ada Lovelace", city: "London", status: "Active" }];

const columns: ListColumn<Row>[] = [
  { header: "Name", essential: true, wrap: true, cell: (row) => row.name },
  { header: "City", className: "text-right", cell: (row) => row.city },
  { header: "Status", essential: true, cell: (row) => row.status },
  { header: "Actions", actions: true, cell: () => "…" },
];

function renderTable(tableColumns: ListColumn<Row>[] = columns, label = "People") {
  return render(
    <ListTable
      label={label}
      columns={tableColumns}
      rows={rows}
      loading={false}
      error={false}
      errorText="Error fetching people"
      emptyText="No people found"
    />,
  );
}

/** The frame measures as this wide inside and its content as that wide (jsdom has no layout). */
function measure(clientWidth: number, scrollWidth: number) {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth);
}

// Files share a worker: the measurements go back to jsdom's zeros.
afterEach(() => vi.restoreAllMocks());

const header = (name: string) => screen.getByRole("columnheader", { name });
const cell = (text: string) => screen.getByRole("cell", { name: text });

describe("ListTable at phone width", () => {
  it("hides the columns not declared key below sm, header and cells alike", () => {
    renderTable();
    for (const name of ["City", "Actions"]) expect(header(name)).toHaveClass("max-sm:hidden");
    expect(cell("London")).toHaveClass("max-sm:hidden", "text-right");
    expect(cell("…")).toHaveClass("max-sm:hidden");
  });

  it("shows the key columns at every width, and lets their cells take two lines there", () => {
    renderTable();
    for (const name of ["Name", "Status"]) expect(header(name)).not.toHaveClass("max-sm:hidden");
    expect(cell("Active")).not.toHaveClass("max-sm:hidden");
    expect(cell("Active")).toHaveClass("max-sm:whitespace-normal");
    expect(header("Status")).toHaveClass("max-sm:whitespace-normal");
  });

  it("keeps every column, in order, when the table declares no key column (desktop's table unchanged)", () => {
    renderTable(columns.map(({ essential: _, ...column }) => column));
    const heads = screen.getAllByRole("columnheader");
    expect(heads.map((head) => head.textContent)).toEqual(["Name", "City", "Status", "Actions"]);
    for (const head of heads) expect(head).not.toHaveClass("max-sm:hidden");
    expect(cell("London")).not.toHaveClass("max-sm:whitespace-normal");
  });

  it("wraps a wrapping column's long unbroken text anywhere instead of widening the table", () => {
    renderTable();
    expect(cell("Ada Lovelace")).toHaveClass("whitespace-normal", "wrap-anywhere");
    expect(cell("Active")).not.toHaveClass("wrap-anywhere");
  });
});

describe("ListTable's scroll", () => {
  it("is no region and no tab stop while the table fits its frame", () => {
    measure(300, 300);
    renderTable();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.queryByText(/Scroll sideways for more/)).not.toBeInTheDocument();
  });

  it("marks a table wider than its frame: a named, focusable region, a fade and a hint", () => {
    measure(300, 480);
    const { container } = renderTable();
    const region = screen.getByRole("region", { name: "People (scrolls sideways)" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(within(region).getByRole("table", { name: "People" })).toBeInTheDocument();
    expect(screen.getByText(/Scroll sideways for more/)).toBeVisible();
    expect(container.querySelector("[data-slot=list-scroll-fade]")).toHaveAttribute("aria-hidden", "true");
  });
});
