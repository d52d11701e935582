import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithClient } from "../../../test/render-with-api";
import { invoicePage, overdueItem, paidItem, unpaidItem } from "../test/fixtures";
import { InvoiceTotalsSummary } from "./invoice-totals-summary";
import { InvoicesTable } from "./invoices-table";

afterEach(() => {
  cleanup();
});

const sort = { sort: "issueDate" as const, order: "desc" as const };

function renderTable(role: { staff: boolean; admin: boolean }, items = invoicePage.items) {
  const actions = { onRecordPayment: vi.fn(), onSend: vi.fn(), onCancel: vi.fn() };
  renderWithClient(
    <InvoicesTable
      invoices={items}
      loading={false}
      error={false}
      sort={sort}
      onSortChange={() => {}}
      role={role}
      actions={actions}
    />,
  );
  return actions;
}

describe("InvoicesTable", () => {
  it("shows SPEC's columns, money in each invoice's own currency, and the status badges", () => {
    renderTable({ staff: true, admin: false });
    const table = screen.getByRole("table", { name: "Invoices" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Invoice #", "Client", "Amount", "Paid", "Status", "Due Date", "Actions"]);
    const [, gbp, eur, usd] = within(table).getAllByRole("row");
    expect(gbp).toHaveTextContent("£1,200.00");
    expect(gbp).toHaveTextContent("£200.00");
    expect(within(gbp!).getByText("Partially paid")).toHaveAttribute("data-slot", "badge");
    expect(eur).toHaveTextContent("€50.00");
    expect(within(eur!).getByText("Overdue").className).toMatch(/bg-destructive/);
    expect(usd).toHaveTextContent("$99.00");
    expect(within(usd!).getByText("Paid").className).toMatch(/bg-primary/);
    expect(within(gbp!).getByRole("link", { name: unpaidItem.number })).toHaveAttribute(
      "href",
      `/invoices/${unpaidItem.id}`,
    );
  });

  it("offers staff Record Payment while something is owed, and admins Cancel while nothing settled it", async () => {
    const actions = renderTable({ staff: true, admin: true });
    expect(
      screen.getByRole("button", { name: `Record Payment for ${unpaidItem.number}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: `Record Payment for ${paidItem.number}` })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: `Record Payment for ${overdueItem.number}` }));
    expect(actions.onRecordPayment).toHaveBeenCalledWith(overdueItem);
    await userEvent.click(screen.getByRole("button", { name: `Actions for ${overdueItem.number}` }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["View", "Download PDF", "Send…", "Cancel…"]);
    expect(within(menu).getByRole("menuitem", { name: "Download PDF" })).toHaveAttribute(
      "href",
      `/api/invoices/${overdueItem.id}/pdf`,
    );
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Cancel…" }));
    expect(actions.onCancel).toHaveBeenCalledWith(overdueItem);
  });

  it("gives a client user View and Download PDF only, and no client column", async () => {
    renderTable({ staff: false, admin: false });
    expect(screen.queryByRole("columnheader", { name: /Client/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Record Payment/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: `Actions for ${unpaidItem.number}` }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["View", "Download PDF"]);
  });

  it("says 'No invoices found' when there are none, and when the list failed", () => {
    renderTable({ staff: true, admin: false }, []);
    expect(screen.getByText("No invoices found")).toBeInTheDocument();
    cleanup();
    renderWithClient(
      <InvoicesTable
        invoices={undefined}
        loading={false}
        error
        sort={sort}
        onSortChange={() => {}}
        role={{ staff: true, admin: false }}
        actions={{ onRecordPayment: vi.fn(), onSend: vi.fn(), onCancel: vi.fn() }}
      />,
    );
    expect(screen.getByText("Error fetching invoices")).toBeInTheDocument();
  });
});

describe("InvoiceTotalsSummary", () => {
  it("shows the filtered set per currency and converted to the base currency", () => {
    renderWithClient(<InvoiceTotalsSummary result={invoicePage} />);
    const cells = (id: string) =>
      within(screen.getByTestId(id))
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(screen.getByRole("table", { name: "Totals of the listed invoices" })).toBeInTheDocument();
    expect(cells("invoice-total-GBP")).toEqual(["GBP", "1", "£1,200.00", "£200.00", "£1,000.00"]);
    expect(cells("invoice-total-USD")).toEqual(["USD", "1", "$99.00", "$99.00", "$0.00"]);
    expect(cells("invoice-total-base")).toEqual([
      "All in EURat each invoice's locked rate",
      "",
      "€1,541.08",
      "",
      "€1,220.00",
    ]);
  });

  it("shows nothing for an empty list", () => {
    const { container } = renderWithClient(
      <InvoiceTotalsSummary result={{ ...invoicePage, items: [], total: 0, totals: [] }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
