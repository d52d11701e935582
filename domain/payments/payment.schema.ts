import { z } from "zod";
import { isIsoDate } from "../calendar-date";
import { CURRENCIES } from "../currency";
import { queryDateSchema, requiredDateSchema } from "../date.schema";
import { INVOICE_AMOUNT_MAX_CENTS } from "../invoices/invoice.schema";
import { amountCentsSchema } from "../money";
import { pageQuerySchema, sortDirectionSchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { type PaymentDateKind, paymentDateRefusal } from "./payment-date";
import { paymentMethods, paymentSorts, paymentStatuses } from "./payment-values";

export const PAYMENT_REFERENCE_MAX = 120;
export const REFUND_REASON_MAX = 500;

/** SPEC §5 / §8, word for word. */
export const PAYMENT_EXCEEDS_BALANCE = "Payment amount cannot exceed the remaining balance";
export const REFUND_EXCEEDS_PAID = "A refund cannot exceed what was paid";
export const REFUND_REASON_REQUIRED = "Give a reason for the refund";
export const INVOICE_REQUIRED = "Choose an invoice";
export const DATE_BEFORE_FROM = "The end of the range cannot be before its start";

const reference = z
  .string({ error: "Transaction reference must be text" })
  .trim()
  .max(PAYMENT_REFERENCE_MAX, `Transaction reference must be at most ${PAYMENT_REFERENCE_MAX} characters`)
  .nullish()
  .transform((value) => (value ? value.normalize("NFC") : null));

/**
 * POST /api/invoices/:id/payments and POST /api/payments (with invoiceId), staff only, honouring
 * Idempotency-Key. The amount is positive and at most the remaining balance (total − paid − credited),
 * checked again on the server with the invoice row locked. A pending payment (a bank transfer announced)
 * does not count until marked as received.
 */
export const paymentCreateSchema = z.object({
  // Negative amounts already have their message; zero gets this one.
  amountCents: amountCentsSchema("Amount", INVOICE_AMOUNT_MAX_CENTS).refine(
    (v) => v !== 0,
    "Amount must be above zero",
  ),
  paymentDate: requiredDateSchema("Payment date"),
  method: z
    .enum(paymentMethods, { error: `Method must be one of ${paymentMethods.join(", ")}` })
    .default("bank_transfer"),
  status: z
    .enum(["completed", "pending"], { error: "Status must be completed or pending" })
    .default("completed"),
  transactionReference: reference,
});
export type PaymentCreate = z.output<typeof paymentCreateSchema>;

export const paymentCreateWithInvoiceSchema = paymentCreateSchema.extend({
  invoiceId: z.uuid({ error: INVOICE_REQUIRED }),
});
export type PaymentCreateWithInvoice = z.output<typeof paymentCreateWithInvoiceSchema>;

/** POST /api/invoices/:id/refunds (admin, Idempotency-Key): never more than what was paid. */
export const refundCreateSchema = z.object({
  // Negative amounts already have their message; zero gets this one.
  amountCents: amountCentsSchema("Amount", INVOICE_AMOUNT_MAX_CENTS).refine(
    (v) => v !== 0,
    "Amount must be above zero",
  ),
  paymentDate: requiredDateSchema("Refund date"),
  method: z.enum(paymentMethods).default("bank_transfer"),
  transactionReference: reference,
  reason: z
    .string({ error: REFUND_REASON_REQUIRED })
    .trim()
    .min(1, REFUND_REASON_REQUIRED)
    .max(REFUND_REASON_MAX, `The reason must be at most ${REFUND_REASON_MAX} characters`)
    .transform((value) => value.normalize("NFC")),
});
export type RefundCreate = z.output<typeof refundCreateSchema>;

/**
 * Adds the payment date rule (payment-date.ts) on `today()`, the agency's day asked at every parse since a
 * schema outlives the day it was built on. It runs beside the fields' own issues, so all show at once.
 */
export function withPaymentDateOn<T extends z.ZodType<{ paymentDate: string }>>(
  schema: T,
  today: () => string,
  what: "payment" | "refund",
) {
  const rule = z.superRefine<unknown>(
    (value, ctx) => {
      const { paymentDate, status } = (value ?? {}) as { paymentDate?: unknown; status?: unknown };
      if (typeof paymentDate !== "string") return;
      const kind: PaymentDateKind =
        what === "refund" ? "refund" : status === "pending" ? "pending" : "completed";
      const refusal = paymentDateRefusal(kind, paymentDate, today());
      if (refusal) ctx.addIssue({ code: "custom", path: ["paymentDate"], message: refusal });
    },
    // An amount typed wrong aborts the object's own checks; the date's rule still has its say.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
  return schema.check(rule);
}

/** The API's bodies with the payment date rule on the agency's `today`. */
export const paymentCreateSchemaOn = (today: () => string) =>
  withPaymentDateOn(paymentCreateSchema, today, "payment");
export const paymentCreateWithInvoiceSchemaOn = (today: () => string) =>
  withPaymentDateOn(paymentCreateWithInvoiceSchema, today, "payment");
export const refundCreateSchemaOn = (today: () => string) =>
  withPaymentDateOn(refundCreateSchema, today, "refund");

export const paymentListQuerySchema = pageQuerySchema
  .extend({
    /** PAY-000123, transaction reference, invoice number or client name. */
    search: z.string().trim().max(100).optional(),
    method: z.enum(paymentMethods).optional(),
    status: z.enum(paymentStatuses).optional(),
    clientId: z.uuid().optional(),
    invoiceId: z.uuid().optional(),
    from: queryDateSchema,
    to: queryDateSchema,
    sort: z.enum(paymentSorts).default("paymentDate"),
    order: sortDirectionSchema.default("desc"),
  })
  .superRefine((value, ctx) => {
    const { from, to } = value;
    if (from && to && isIsoDate(from) && isIsoDate(to) && to < from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: DATE_BEFORE_FROM });
    }
  });
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  /** PAY-000123: the Transaction ID column. */
  reference: z.string(),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  clientId: z.uuid(),
  clientName: z.string(),
  /** Negative for a refund. */
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  method: z.enum(paymentMethods),
  status: z.enum(paymentStatuses),
  transactionReference: z.string().nullable(),
  paymentDate: z.string(),
  refundReason: z.string().nullable(),
  receivedAt: z.string().nullable(),
  createdAt: z.string(),
  version: versionSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int().min(0),
});
export type PaymentList = z.infer<typeof paymentListSchema>;
