import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, todayIn } from "#domain/dates";
import { PAYMENT_EXCEEDS_BALANCE } from "#domain/payments/payment.schema";
import {
  PAYMENT_DATE_NOT_FUTURE,
  PENDING_DATE_TOO_FAR,
  PENDING_PAYMENT_MAX_DAYS_AHEAD,
} from "#domain/payments/payment-date";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../../test/agency-zone";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { completedPayment, INVOICE_ID, unpaidInvoice } from "../test/fixtures";
import { RecordPaymentDialog } from "./record-payment-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const invoice = {
  id: INVOICE_ID,
  number: "INV-202611-0007",
  currency: "USD" as const,
  balanceCents: 150_000,
};

// The agency's day is not the browser's: a payment is dated the agency's today unless changed.
const timeZone = zoneAwayFromBrowser();

function api(
  record: () => { status?: number; body?: unknown } = () => ({ status: 201, body: completedPayment }),
) {
  return mockApi((call) => {
    if (isMetaCall(call)) return metaAnswer(timeZone);
    if (call.method === "POST" && call.url === "/api/payments") return record();
    if (call.url.startsWith("/api/invoices?")) {
      const status = new URL(call.url, "http://x").searchParams.get("status");
      return { body: { items: status === "partially_paid" ? [unpaidInvoice] : [], total: 0 } };
    }
    return { body: { items: [], total: 0 } };
  });
}

const posts = (calls: ReturnType<typeof api>) => calls.filter((c) => c.method === "POST");

describe("RecordPaymentDialog", { timeout: 20_000 }, () => {
  it("offers SPEC's defaults and records the payment with an Idempotency-Key", async () => {
    const calls = api();
    const onOpenChange = vi.fn();
    renderWithClient(<RecordPaymentDialog invoice={invoice} open onOpenChange={onOpenChange} />);
    expect(await screen.findByText("Invoice INV-202611-0007: $1,500.00 remaining.")).toBeInTheDocument();
    const amount = screen.getByLabelText(/Amount \(USD\)/);
    expect(amount).toHaveAttribute("step", "0.01");
    expect(amount).toHaveAttribute("max", "1500.00");
    await waitFor(() => expect(screen.getByLabelText(/Payment date/)).toHaveValue(todayIn(timeZone)));
    expect(screen.getByRole("combobox", { name: /Method/ })).toHaveTextContent("Bank transfer");
    expect(screen.getByRole("combobox", { name: /Status/ })).toHaveTextContent("Completed (received)");
    await userEvent.type(amount, "1250.50");
    await userEvent.type(screen.getByLabelText("Transaction reference"), "TRX-9");
    await userEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 });
    const [post] = posts(calls);
    expect(post?.body).toEqual({
      invoiceId: INVOICE_ID,
      amountCents: 125_050,
      paymentDate: todayIn(timeZone),
      method: "bank_transfer",
      status: "completed",
      transactionReference: "TRX-9",
    });
    expect(post?.headers["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("refuses more than the remaining balance with SPEC's message, before sending anything", async () => {
    const calls = api();
    renderWithClient(<RecordPaymentDialog invoice={invoice} open onOpenChange={() => {}} />);
    await userEvent.type(await screen.findByLabelText(/Amount \(USD\)/), "1500.01");
    await userEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(
      () => expect(screen.getByLabelText(/Amount \(USD\)/)).toHaveAccessibleDescription(/cannot exceed/),
      { timeout: 5000 },
    );
    expect(screen.getByText(PAYMENT_EXCEEDS_BALANCE)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Amount \(USD\)/));
    await userEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText("Amount is required")).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it("puts the server's field issues on the fields and retries with the same key", async () => {
    let attempt = 0;
    const calls = api(() =>
      ++attempt === 1
        ? validationFailed({ paymentDate: "No USD exchange rate on or before 3 Nov 2026" })
        : { status: 201, body: completedPayment },
    );
    const onOpenChange = vi.fn();
    renderWithClient(<RecordPaymentDialog invoice={invoice} open onOpenChange={onOpenChange} />);
    await userEvent.type(await screen.findByLabelText(/Amount \(USD\)/), "10");
    await userEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(
      () =>
        expect(screen.getByLabelText(/Payment date/)).toHaveAccessibleDescription(
          "No USD exchange rate on or before 3 Nov 2026",
        ),
      { timeout: 5000 },
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Amount \(USD\)/)).toHaveValue(10);
    await userEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 });
    const [first, second] = posts(calls);
    expect(second?.headers["idempotency-key"]).toBe(first?.headers["idempotency-key"]);
  });

  it("without an invoice, lets the user pick one that still owes, with its balance as the limit", async () => {
    const calls = api();
    const onOpenChange = vi.fn();
    renderWithClient(<RecordPaymentDialog invoice={null} open onOpenChange={onOpenChange} />);
    await userEvent.click(await screen.findByRole("button", { name: "Record Payment" }));
    await waitFor(
      () =>
        expect(screen.getByRole("combobox", { name: "Invoice" })).toHaveAccessibleDescription(
          "Choose an invoice",
        ),
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole("combobox", { name: "Invoice" }));
    await userEvent.click(
      await screen.findByRole("option", { name: /INV-202611-0007 · Alpha Travellers.*£1,500\.00 due/ }),
    );
    expect(screen.getByText("Remaining balance: £1,500.00")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Amount \(GBP\)/), "1500.01");
    await userEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText(PAYMENT_EXCEEDS_BALANCE)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Amount \(GBP\)/));
    await userEvent.type(screen.getByLabelText(/Amount \(GBP\)/), "1500");
    await userEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 });
    expect(posts(calls)[0]?.body).toMatchObject({ invoiceId: INVOICE_ID, amountCents: 150_000 });
    // Only invoices that still owe were asked for.
    const statuses = calls
      .filter((c) => c.url.startsWith("/api/invoices?"))
      .map((c) => new URL(c.url, "http://x").searchParams.get("status"));
    expect(new Set(statuses)).toEqual(new Set(["unpaid", "partially_paid", "overdue"]));
  });

  it("refuses a received payment dated after the agency's today, and an announced one too far ahead", async () => {
    const calls = api();
    const onOpenChange = vi.fn();
    renderWithClient(<RecordPaymentDialog invoice={invoice} open onOpenChange={onOpenChange} />);
    const date = await screen.findByLabelText(/Payment date/);
    const today = todayIn(timeZone);
    await waitFor(() => expect(date).toHaveValue(today));
    expect(date).toHaveAttribute("max", today);
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), "10");
    await userEvent.clear(date);
    await userEvent.type(date, addDays(today, 1));
    await userEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(PAYMENT_DATE_NOT_FUTURE), { timeout: 5000 });
    // Announced (pending), it may be dated up to the limit after today, not beyond.
    await userEvent.click(screen.getByRole("combobox", { name: /Status/ }));
    await userEvent.click(await screen.findByRole("option", { name: /announced/ }));
    const limit = addDays(today, PENDING_PAYMENT_MAX_DAYS_AHEAD);
    expect(date).toHaveAttribute("max", limit);
    await userEvent.clear(date);
    await userEvent.type(date, addDays(limit, 1));
    await userEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(PENDING_DATE_TOO_FAR), { timeout: 5000 });
    expect(posts(calls)).toEqual([]);
    await userEvent.clear(date);
    await userEvent.type(date, limit);
    await userEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 });
    expect(posts(calls)[0]?.body).toMatchObject({ status: "pending", paymentDate: limit });
  });
});
