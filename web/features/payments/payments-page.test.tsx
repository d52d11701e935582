import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { PaymentsPage } from "./payments-page";
import { completedPayment, refund } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page =
  (items = [completedPayment, refund], total = 60) =>
  (call: { url: string }) =>
    call.url.startsWith("/api/payments?") ? { body: { items, total } } : undefined;

const clientSession = {
  user: { id: "u3", email: "client@itinera.local", name: "Chris Client", role: "client" },
};

describe("PaymentsPage", { timeout: 20_000 }, () => {
  it("restores search, filters, sort and page from the URL and asks the server for exactly that", async () => {
    const { calls } = renderRoute(
      "/payments?search=card&method=credit_card&status=completed&from=2026-11-01&to=2026-11-30&sort=amount&order=asc&page=2",
      <PaymentsPage />,
      page(),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Payments" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search payments" })).toHaveValue("card");
    expect(screen.getByRole("combobox", { name: "Method filter" })).toHaveTextContent("Credit card");
    expect(screen.getByRole("combobox", { name: "Status filter" })).toHaveTextContent("Completed");
    expect(screen.getByLabelText("Paid from")).toHaveValue("2026-11-01");
    await waitFor(
      () =>
        expect(lastQuery(calls, "/api/payments")).toEqual({
          page: "2",
          pageSize: "25",
          search: "card",
          method: "credit_card",
          status: "completed",
          from: "2026-11-01",
          to: "2026-11-30",
          sort: "amount",
          order: "asc",
        }),
      { timeout: 5000 },
    );
    const table = screen.getByRole("table", { name: "Payments" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Transaction ID", "Invoice", "Client", "Amount", "Method", "Status", "Date"]);
    expect(within(table).getByRole("columnheader", { name: /Amount/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    const [, paid, refunded] = within(table).getAllByRole("row");
    expect(paid).toHaveTextContent("PAY-000123");
    expect(paid).toHaveTextContent("$1,250.50");
    expect(paid).toHaveTextContent("Credit card");
    expect(paid).toHaveTextContent("Completed");
    expect(paid).toHaveTextContent("3 Nov 2026");
    expect(within(paid!).getByRole("link", { name: "INV-202611-0007" })).toHaveAttribute(
      "href",
      `/invoices/${completedPayment.invoiceId}`,
    );
    expect(refunded).toHaveTextContent("-$50.00");
    expect(refunded).toHaveTextContent("Refund · Bank transfer");
    // The export carries the same filters and sort, not the page.
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/payments/export.csv?search=card&method=credit_card&status=completed&from=2026-11-01&to=2026-11-30&sort=amount&order=asc",
    );
  });

  it("says 'No payments found' when nothing matches, and the Record Payment button opens the dialog", async () => {
    renderRoute("/payments", <PaymentsPage />, page([], 0));
    expect(await screen.findByText("No payments found", {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record Payment" }, { timeout: 5000 });
    expect(within(dialog).getByRole("combobox", { name: "Invoice" })).toBeInTheDocument();
  });

  it("says when the list could not be fetched", async () => {
    renderRoute("/payments", <PaymentsPage />, (call) =>
      call.url.startsWith("/api/payments?")
        ? { status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } }
        : undefined,
    );
    expect(await screen.findByText("Error fetching payments", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("shows a client user their own payments, without a client column or a Record button", async () => {
    renderRoute("/payments", <PaymentsPage />, page(), undefined, clientSession);
    expect(await screen.findByText("Your payments.", {}, { timeout: 5000 })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Payments" });
    await within(table).findByText("PAY-000123");
    expect(within(table).queryByRole("columnheader", { name: "Client" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Record Payment" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Client filter" })).toBeNull();
    expect(screen.getByRole("link", { name: "Export CSV" })).toBeInTheDocument();
  });
});
