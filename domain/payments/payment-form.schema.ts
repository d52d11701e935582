import type { z } from "zod";
import { INVOICE_AMOUNT_MAX_CENTS } from "../invoices/invoice.schema";
import { amountTextSchema } from "../money";
import {
  PAYMENT_EXCEEDS_BALANCE,
  paymentCreateWithInvoiceSchema,
  REFUND_EXCEEDS_PAID,
  refundCreateSchema,
  withPaymentDateOn,
} from "./payment.schema";

// The payment dialogs' forms: the amount typed as text ("1250,50"), checked against what the dialog
// knows (the balance, what was paid) with the API's own messages, then the API schema's rules.

const typedAmount = (limit: number | null, message: string) =>
  amountTextSchema("Amount", INVOICE_AMOUNT_MAX_CENTS, "Amount is required")
    .refine((cents) => cents > 0, "Amount must be above zero")
    .refine((cents) => limit === null || cents <= limit, message);

/**
 * Record Payment: at most `balanceCents` (SPEC §5: the remaining balance, total − paid − credited), or
 * unchecked here when the dialog does not know it yet; the server checks again with the invoice locked.
 * Its date follows the API's rule on `today()`, the agency's day.
 */
export const paymentFormSchemaFor = (balanceCents: number | null, today: () => string) =>
  withPaymentDateOn(
    paymentCreateWithInvoiceSchema.extend({
      amountCents: typedAmount(balanceCents, PAYMENT_EXCEEDS_BALANCE),
    }),
    today,
    "payment",
  );
export type PaymentFormValues = z.input<ReturnType<typeof paymentFormSchemaFor>>;

/** Refund: at most what was paid, with a reason, dated at the latest on `today()` (the agency's). */
export const refundFormSchemaFor = (paidCents: number, today: () => string) =>
  withPaymentDateOn(
    refundCreateSchema.extend({ amountCents: typedAmount(paidCents, REFUND_EXCEEDS_PAID) }),
    today,
    "refund",
  );
export type RefundFormValues = z.input<ReturnType<typeof refundFormSchemaFor>>;
