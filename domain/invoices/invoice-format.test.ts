import { describe, expect, it } from "vitest";
import { invoiceActions, invoiceStatusBadge, invoiceStatusLabels } from "./invoice-format";
import { invoiceStatuses } from "./invoice-values";

describe("invoice badges", () => {
  it("labels every status and styles it per SPEC §4", () => {
    expect(invoiceStatuses.map((s) => [invoiceStatusLabels[s], invoiceStatusBadge[s]])).toEqual([
      ["Unpaid", "secondary"],
      ["Partially paid", "secondary"],
      ["Paid", "default"],
      ["Overdue", "destructive"],
      ["Cancelled", "outline"],
    ]);
  });
});

describe("invoiceActions", () => {
  const open = { status: "unpaid" as const, balanceCents: 100, paidCents: 0, creditedCents: 0 };
  it.each([
    ["unpaid", open, { pay: true, credit: true, cancel: true }],
    ["overdue", { ...open, status: "overdue" as const }, { pay: true, credit: true, cancel: true }],
    [
      "partly paid",
      { ...open, status: "partially_paid" as const, paidCents: 50, balanceCents: 50 },
      { pay: true, credit: true, cancel: false },
    ],
    [
      "partly credited",
      { ...open, status: "partially_paid" as const, creditedCents: 50, balanceCents: 50 },
      { pay: true, credit: true, cancel: false },
    ],
    [
      "paid",
      { ...open, status: "paid" as const, paidCents: 100, balanceCents: 0 },
      { pay: false, credit: false, cancel: false },
    ],
    [
      "cancelled",
      { ...open, status: "cancelled" as const, balanceCents: 0 },
      { pay: false, credit: false, cancel: false },
    ],
  ])("%s", (_, invoice, actions) => {
    expect(invoiceActions(invoice)).toEqual(actions);
  });
});
