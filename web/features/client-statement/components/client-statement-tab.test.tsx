import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../../test/render-route";
import { CLIENT, emptyStatement, INVOICE, invoiceEntry, paymentEntry, statement } from "../test/fixtures";
import { ClientStatementTab } from "./client-statement-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const URL = `/api/clients/${CLIENT}/statement`;
type Answer = { status?: number; body?: unknown };

function renderTab(answer: Answer) {
  return renderRoute("/clients/x", <ClientStatementTab clientId={CLIENT} />, (call) =>
    call.url.startsWith(`${URL}?`) ? answer : undefined,
  );
}

describe("ClientStatementTab", { timeout: 20_000 }, () => {
  it("shows the open balance, then each entry newest first with its amount and running balance", async () => {
    const { calls } = renderTab({ body: statement });
    const table = await screen.findByRole("table", { name: "Statement of account" });
    await within(table).findAllByRole("link", { name: "PAY-000042" });
    const rows = within(table).getAllByRole("row");
    // The header, then the payment (newest), then the invoice.
    expect(rows[1]).toHaveTextContent("Payment");
    expect(rows[1]).toHaveTextContent("PAY-000042");
    expect(rows[1]).toHaveTextContent("3 May 2026");
    expect(rows[1]).toHaveTextContent("-€120.00");
    expect(rows[1]).toHaveTextContent("€300.00");
    expect(rows[1]).toHaveTextContent("Bank transfer · TR-881");
    expect(rows[2]).toHaveTextContent("INV-202605-0007");
    expect(rows[2]).toHaveTextContent("Partially paid");
    expect(rows[2]).toHaveTextContent("€420.00");
    expect(within(rows[2]!).getByRole("link", { name: "INV-202605-0007" })).toHaveAttribute(
      "href",
      `/invoices/${INVOICE}`,
    );
    // A payment opens the payments list at that payment, and names the invoice it paid.
    expect(within(rows[1]!).getByRole("link", { name: "PAY-000042" })).toHaveAttribute(
      "href",
      "/payments?search=PAY-000042",
    );
    expect(within(rows[1]!).getByRole("link", { name: "INV-202605-0007" })).toHaveAttribute(
      "href",
      `/invoices/${INVOICE}`,
    );
    const balance = screen.getByRole("region", { name: "Open balance" });
    expect(balance).toHaveTextContent("Open balance · EUR");
    expect(balance).toHaveTextContent("€300.00");
    expect(balance).toHaveTextContent("1 open invoice");
    expect(screen.getByRole("link", { name: "Download statement (PDF)" })).toHaveAttribute(
      "href",
      `/api/clients/${CLIENT}/statement.pdf`,
    );
    expect(lastQuery(calls, URL)).toEqual({ page: "1", pageSize: "10" });
  });

  it("says how much is overdue, and that a settled currency is settled", async () => {
    renderTab({
      body: {
        ...statement,
        openBalances: [
          { currency: "EUR", balanceCents: 30_000, overdueCents: 12_500, openInvoices: 2 },
          { currency: "USD", balanceCents: 0, overdueCents: 0, openInvoices: 0 },
        ],
      },
    });
    const balance = await screen.findByRole("region", { name: "Open balance" });
    await waitFor(() => expect(balance).toHaveTextContent("2 open invoices · €125.00 overdue"));
    expect(balance).toHaveTextContent("Open balance · USD$0.00Settled");
  });

  it("pages the statement: older entries are on the next pages", async () => {
    const { calls } = renderTab({ body: { ...statement, total: 23 } });
    await screen.findByRole("link", { name: "PAY-000042" });
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(lastQuery(calls, URL)).toEqual({ page: "2", pageSize: "10" }));
  });

  it("says so when the client has no invoices or payments, and offers no balance", async () => {
    renderTab({ body: emptyStatement });
    expect(await screen.findByText("No invoices or payments yet.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Open balance" })).toBeEmptyDOMElement();
    expect(screen.queryByRole("button", { name: "Next page" })).toBeNull();
  });

  it("shows a loading row until the statement arrives", async () => {
    renderRoute("/clients/x", <ClientStatementTab clientId={CLIENT} />, () => undefined);
    const table = await screen.findByRole("table", { name: "Statement of account" });
    expect(table).toHaveAttribute("aria-busy", "true");
    expect(within(table).getByText("Loading")).toBeInTheDocument();
  });

  it("says when the statement cannot be read", async () => {
    renderTab({ status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } });
    expect(await screen.findByText("Error fetching the statement")).toBeInTheDocument();
  });

  it("marks a credit note, a refund and a cancellation for what they are", async () => {
    renderTab({
      body: {
        ...statement,
        items: [
          {
            ...paymentEntry,
            id: "c",
            kind: "cancellation",
            reference: "INV-202605-0008",
            description: "Issued twice",
          },
          { ...paymentEntry, id: "r", kind: "refund", amountCents: 2_000, description: "Seat not used" },
          {
            ...paymentEntry,
            id: "n",
            kind: "credit_note",
            reference: "CN-202605-0001",
            description: "Goodwill",
          },
          invoiceEntry,
        ],
      },
    });
    const table = await screen.findByRole("table", { name: "Statement of account" });
    await within(table).findAllByRole("link", { name: "PAY-000042" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Invoice cancelledINV-202605-0008");
    expect(rows[1]).not.toHaveTextContent("on INV-202605-0007");
    expect(rows[2]).toHaveTextContent("RefundPAY-000042");
    expect(rows[2]).toHaveTextContent("€20.00");
    expect(rows[3]).toHaveTextContent("Credit noteCN-202605-0001");
    expect(within(rows[3]!).getByRole("link", { name: "CN-202605-0001" })).toHaveAttribute(
      "href",
      `/invoices/${INVOICE}`,
    );
  });
});
