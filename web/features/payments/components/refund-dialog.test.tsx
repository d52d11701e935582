import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, todayIn } from "#domain/dates";
import { REFUND_DATE_NOT_FUTURE } from "#domain/payments/payment-date";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../../test/agency-zone";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { INVOICE_ID, refund } from "../test/fixtures";
import { RefundDialog } from "./refund-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RefundDialog", { timeout: 20_000 }, () => {
  it("dates the refund the agency's today unless changed, and sends it with its reason", async () => {
    // The agency's day is not the browser's.
    const timeZone = zoneAwayFromBrowser();
    const today = todayIn(timeZone);
    const calls = mockApi((call) =>
      isMetaCall(call) ? metaAnswer(timeZone) : call.method === "POST" ? { status: 201, body: refund } : {},
    );
    const onOpenChange = vi.fn();
    renderWithClient(
      <RefundDialog
        invoiceId={INVOICE_ID}
        currency="USD"
        paidCents={50_000}
        open
        onOpenChange={onOpenChange}
      />,
    );
    const date = await screen.findByLabelText(/Refund date/);
    await waitFor(() => expect(date).toHaveValue(today));
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), "100");
    await userEvent.type(screen.getByLabelText(/Reason/), "Hotel closed");
    await userEvent.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 });
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/invoices/${INVOICE_ID}/refunds`,
      body: { amountCents: 10_000, paymentDate: today, reason: "Hotel closed" },
    });
  });

  it("keeps a date the user chose when the agency's day comes in", async () => {
    const timeZone = zoneAwayFromBrowser();
    let answerMeta: (() => void) | undefined;
    const meta = new Promise<void>((resolve) => {
      answerMeta = resolve;
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/meta") await meta;
        return new Response(JSON.stringify(url === "/api/meta" ? metaAnswer(timeZone).body : {}), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    renderWithClient(
      <RefundDialog invoiceId={INVOICE_ID} currency="USD" paidCents={50_000} open onOpenChange={() => {}} />,
    );
    const date = await screen.findByLabelText(/Refund date/);
    await userEvent.clear(date);
    await userEvent.type(date, "2026-01-02");
    answerMeta?.();
    // The meta query answered: the chosen date stays.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith("/api/meta", expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(date).toHaveValue("2026-01-02");
  });

  it("refuses a refund dated after the agency's today, before sending anything", async () => {
    const timeZone = zoneAwayFromBrowser();
    const today = todayIn(timeZone);
    const calls = mockApi((call) => (isMetaCall(call) ? metaAnswer(timeZone) : {}));
    renderWithClient(
      <RefundDialog invoiceId={INVOICE_ID} currency="USD" paidCents={50_000} open onOpenChange={() => {}} />,
    );
    const date = await screen.findByLabelText(/Refund date/);
    await waitFor(() => expect(date).toHaveValue(today));
    expect(date).toHaveAttribute("max", today);
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), "100");
    await userEvent.type(screen.getByLabelText(/Reason/), "Hotel closed");
    await userEvent.clear(date);
    await userEvent.type(date, addDays(today, 1));
    await userEvent.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(REFUND_DATE_NOT_FUTURE), { timeout: 5000 });
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});
