import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REFUND_EXCEEDS_PAID } from "#domain/payments/payment.schema";
import { mockApi } from "../../../test/render-with-api";
import { completedPayment, INVOICE_ID, pendingPayment, refund } from "../test/fixtures";
import { InvoicePayments } from "./invoice-payments";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(role: "admin" | "agent" | "client") {
  const calls = mockApi((call) => {
    if (call.url.startsWith("/api/auth/get-session"))
      return { body: { user: { id: "u1", email: "x@itinera.local", name: "X", role } } };
    if (call.url.startsWith("/api/payments?"))
      return { body: { items: [completedPayment, pendingPayment, refund], total: 3 } };
    if (call.url === `/api/invoices/${INVOICE_ID}`)
      return { body: { paidCents: 120_050, status: "partially_paid" } };
    if (call.method === "POST")
      return { status: call.url.endsWith("/refunds") ? 201 : 200, body: pendingPayment };
    return { body: {} };
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <InvoicePayments invoiceId={INVOICE_ID} currency="USD" />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe("InvoicePayments", { timeout: 20_000 }, () => {
  it("lists the invoice's payments oldest first, refunds negative with their reason", async () => {
    const calls = show("client");
    const table = await screen.findByRole("table", { name: "Payments of this invoice" }, { timeout: 5000 });
    await within(table).findByText("PAY-000123");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining("PAY-000123CARD-4242$1,250.50Credit cardCompleted3 Nov 2026"),
      expect.stringContaining("PAY-000124TRX-88$400.00Bank transferPending3 Nov 2026"),
      expect.stringContaining("PAY-000125One night cancelled-$50.00"),
    ]);
    expect(rows[2]).toHaveTextContent("One night cancelled");
    const list = calls.find((c) => c.url.startsWith("/api/payments?"))!;
    expect(Object.fromEntries(new URL(list.url, "http://x").searchParams)).toEqual({
      page: "1",
      pageSize: "200",
      invoiceId: INVOICE_ID,
      sort: "number",
      order: "asc",
    });
    // A client user reads; nothing to act on.
    expect(screen.queryByRole("button", { name: "Mark as received" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
  });

  it("lets staff mark a pending payment as received, from the version shown", async () => {
    const calls = show("agent");
    await userEvent.click(await screen.findByRole("button", { name: "Mark as received" }, { timeout: 5000 }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true), { timeout: 5000 });
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.url).toBe(`/api/payments/${pendingPayment.id}/receive`);
    expect(post.headers["if-match"]).toBe('"3"');
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
  });

  it("asks before marking a payment as failed", async () => {
    const calls = show("agent");
    await userEvent.click(await screen.findByRole("button", { name: "Mark as failed" }, { timeout: 5000 }));
    const confirm = await screen.findByRole("alertdialog", { name: "Mark this payment as failed?" });
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Mark as failed" }));
    await waitFor(
      () =>
        expect(calls.find((c) => c.method === "POST")?.url).toBe(`/api/payments/${pendingPayment.id}/fail`),
      { timeout: 5000 },
    );
  });

  it("lets an admin refund at most what was paid, with a reason", async () => {
    const calls = show("admin");
    await userEvent.click(await screen.findByRole("button", { name: "Refund" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Refund" });
    expect(dialog).toHaveTextContent("At most what was paid: $1,200.50.");
    await userEvent.type(within(dialog).getByLabelText(/Amount \(USD\)/), "1200.51");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(dialog).findByText(REFUND_EXCEEDS_PAID)).toBeInTheDocument();
    expect(await within(dialog).findByText("Give a reason for the refund")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Amount \(USD\)/));
    await userEvent.type(within(dialog).getByLabelText(/Amount \(USD\)/), "100");
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "Excursion cancelled");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/refunds"))).toBe(true), { timeout: 5000 });
    const post = calls.find((c) => c.url.endsWith("/refunds"))!;
    expect(post.url).toBe(`/api/invoices/${INVOICE_ID}/refunds`);
    expect(post.body).toMatchObject({
      amountCents: 10_000,
      reason: "Excursion cancelled",
      method: "bank_transfer",
    });
    expect(post.headers["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
  });
});
