import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Invoice } from "#domain/invoices/invoice.schema";
import { adminSession, renderRoute } from "../../test/render-route";
import { InvoiceDetailPage } from "./invoice-detail-page";
import { createdInvoice } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const credited: Invoice = {
  ...createdInvoice,
  creditedCents: 20_000,
  balanceCents: 100_000,
  creditNotes: [
    {
      id: "3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
      number: "CN-202611-0002",
      invoiceId: createdInvoice.id,
      amountCents: 20_000,
      currency: "GBP",
      reason: "Goodwill for the delayed transfer",
      issueDate: "2026-11-10",
      createdAt: "2026-11-10T10:00:00.000Z",
    },
  ],
};

const clientSession = {
  user: { id: "u2", email: "client@itinera.local", name: "Chris Client", role: "client" },
};

function open(session = adminSession) {
  return renderRoute(
    `/invoices/${credited.id}`,
    <InvoiceDetailPage />,
    (call) => (call.url === `/api/invoices/${credited.id}` ? { body: credited } : undefined),
    "/invoices/:id",
    session,
  );
}

describe("InvoiceDetailPage", { timeout: 20_000 }, () => {
  it.each([
    ["staff", adminSession],
    ["the client", clientSession],
  ])("lists each credit note with a link to its PDF for %s", async (_, session) => {
    open(session);
    const notes = await screen.findByRole("list", { name: "Credit notes" }, { timeout: 5000 });
    expect(within(notes).getByText("CN-202611-0002")).toBeInTheDocument();
    expect(within(notes).getByText(/Goodwill for the delayed transfer/)).toBeInTheDocument();
    const pdf = within(notes).getByRole("link", { name: "PDF of CN-202611-0002" });
    expect(pdf).toHaveAttribute(
      "href",
      `/api/invoices/${credited.id}/credit-notes/${credited.creditNotes[0]!.id}/pdf`,
    );
    expect(pdf).toHaveAttribute("download");
  });
});
