import { describe, expect, it } from "vitest";
import { deriveInvoiceStatus, type InvoiceFigures, invoiceBalanceCents } from "./invoice-status";

const TODAY = "2026-11-15";
const base: InvoiceFigures = {
  amountCents: 10_000,
  paidCents: 0,
  creditedCents: 0,
  dueDate: "2026-11-30",
  cancelled: false,
};

describe("deriveInvoiceStatus", () => {
  it.each([
    ["nothing paid, due later", {}, "unpaid"],
    ["nothing paid, due today", { dueDate: TODAY }, "unpaid"],
    ["nothing paid, due yesterday", { dueDate: "2026-11-14" }, "overdue"],
    ["part paid, due later", { paidCents: 1 }, "partially_paid"],
    ["part credited, due later", { creditedCents: 2_500 }, "partially_paid"],
    ["part paid, past due", { paidCents: 5_000, dueDate: "2026-01-01" }, "overdue"],
    ["all paid", { paidCents: 10_000 }, "paid"],
    ["all paid, past due", { paidCents: 10_000, dueDate: "2020-01-01" }, "paid"],
    ["paid and credited together", { paidCents: 6_000, creditedCents: 4_000 }, "paid"],
    ["all credited", { creditedCents: 10_000, dueDate: "2020-01-01" }, "paid"],
    ["cancelled", { cancelled: true }, "cancelled"],
    ["cancelled past due", { cancelled: true, dueDate: "2020-01-01" }, "cancelled"],
    ["one cent owed past due", { paidCents: 9_999, dueDate: "2026-11-14" }, "overdue"],
  ] as const)("%s → %s", (_, patch, status) => {
    expect(deriveInvoiceStatus({ ...base, ...patch }, TODAY)).toBe(status);
  });

  it("owes amount − paid − credited", () => {
    expect(invoiceBalanceCents({ ...base, paidCents: 2_500, creditedCents: 1_000 })).toBe(6_500);
  });
});
