import { z } from "zod";
import { isIsoDate } from "../calendar-date";
import { CURRENCIES } from "../currency";
import { optionalDateSchema, queryDateSchema, requiredDateSchema } from "../date.schema";
import { amountCentsSchema, currencySchema } from "../money";
import { pageQuerySchema, sortDirectionSchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { invoiceTotals } from "./invoice-totals";
import { invoiceSorts, invoiceStatuses, MAX_INVOICE_LINES, MAX_LINE_QUANTITY } from "./invoice-values";

export const INVOICE_NOTES_MAX = 2000;
export const INVOICE_REASON_MAX = 500;
export const LINE_DESCRIPTION_MAX = 300;
// 99 999 999.99 in any currency is above any real invoice; larger values are typos.
export const INVOICE_AMOUNT_MAX_CENTS = 9_999_999_999;

export const CLIENT_REQUIRED = "Choose a client";
export const LINES_REQUIRED = "Add at least one line";
export const DESCRIPTION_REQUIRED = "Describe the line";
export const ONE_TARGET = "Link a trip or a booking, not both";
export const CANCEL_REASON_REQUIRED = "Give a reason for the cancellation";
export const CREDIT_REASON_REQUIRED = "Give a reason for the credit note";
export const DUE_BEFORE_FROM = "The end of the range cannot be before its start";
export const TOTAL_ABOVE_ZERO = "The invoice total must be above zero";
export const TOTAL_TOO_LARGE = "The invoice total is too large";
export const DUE_BEFORE_ISSUE = "The due date cannot be before the issue date";

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value.normalize("NFC") : null));

const requiredText = (max: number, required: string, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value.normalize("NFC"));

/** An optional id from a picker: "" (nothing picked) becomes null. */
const optionalId = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal("")], { error: message })
    .nullish()
    .transform((value) => value || null);

/** One line as the API takes it: minor units and basis points (2000 = 20 %), integers only. */
export const invoiceLineInputSchema = z.object({
  description: requiredText(LINE_DESCRIPTION_MAX, DESCRIPTION_REQUIRED, "Description"),
  quantity: z
    .number({ error: "Quantity is required" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  unitPriceCents: amountCentsSchema("Unit price", INVOICE_AMOUNT_MAX_CENTS),
  taxRateBasisPoints: z
    .number({ error: "Tax rate must be a number" })
    .int("Tax rate can have at most two decimals")
    .min(0, "Tax rate cannot be negative")
    .max(10_000, "Tax rate must be at most 100 %")
    .nullish()
    .transform((value) => value ?? null),
});

/**
 * POST /api/invoices (staff). The number is assigned by the server in the creating transaction; the
 * amount is the sum of the lines (domain/invoices/invoice-totals.ts) and must be above zero.
 */
export const invoiceCreateSchema = z
  .object({
    clientId: z.uuid({ error: CLIENT_REQUIRED }),
    tripId: optionalId("Choose a trip from the list"),
    bookingId: optionalId("Choose a booking from the list"),
    currency: currencySchema.default("EUR"),
    /** Defaults to today; also picks the exchange rate that is locked. */
    issueDate: optionalDateSchema,
    dueDate: requiredDateSchema("Due date"),
    lines: z
      .array(invoiceLineInputSchema, { error: LINES_REQUIRED })
      .min(1, LINES_REQUIRED)
      .max(MAX_INVOICE_LINES, `At most ${MAX_INVOICE_LINES} lines on one invoice`),
    notes: optionalText(INVOICE_NOTES_MAX, "Notes"),
  })
  .superRefine((value, ctx) => {
    if (value.tripId && value.bookingId)
      ctx.addIssue({ code: "custom", path: ["bookingId"], message: ONE_TARGET });
    if (typeof value.issueDate === "string" && isIsoDate(value.dueDate) && value.dueDate < value.issueDate)
      ctx.addIssue({ code: "custom", path: ["dueDate"], message: DUE_BEFORE_ISSUE });
    // zod runs this even when a line failed; that line's own issue then says all there is to say.
    if (!Array.isArray(value.lines) || value.lines.length === 0) return;
    if (!value.lines.every((line) => invoiceLineInputSchema.safeParse(line).success)) return;
    // Each line is within its limits; their sum must still be a payable amount.
    const { totalCents } = invoiceTotals(value.lines);
    if (totalCents <= 0) ctx.addIssue({ code: "custom", path: ["lines"], message: TOTAL_ABOVE_ZERO });
    else if (totalCents > INVOICE_AMOUNT_MAX_CENTS)
      ctx.addIssue({ code: "custom", path: ["lines"], message: TOTAL_TOO_LARGE });
  });
export type InvoiceCreate = z.output<typeof invoiceCreateSchema>;
export type InvoiceCreateBody = z.input<typeof invoiceCreateSchema>;

/** PUT /api/invoices/:id (staff, If-Match): due date and notes only; lines are fixed once issued. */
export const invoiceUpdateSchema = z.object({
  dueDate: requiredDateSchema("Due date"),
  notes: optionalText(INVOICE_NOTES_MAX, "Notes"),
});
export type InvoiceUpdate = z.output<typeof invoiceUpdateSchema>;

/** POST /api/invoices/:id/cancel (admin, If-Match): only while nothing was paid or credited. */
export const invoiceCancelSchema = z.object({
  reason: requiredText(INVOICE_REASON_MAX, CANCEL_REASON_REQUIRED, "The reason"),
});
export type InvoiceCancel = z.output<typeof invoiceCancelSchema>;

/** POST /api/invoices/:id/credit-notes (admin): part or all of the balance. */
export const creditNoteCreateSchema = z.object({
  amountCents: amountCentsSchema("Amount", INVOICE_AMOUNT_MAX_CENTS).refine(
    (v) => v > 0,
    "Amount must be above zero",
  ),
  reason: requiredText(INVOICE_REASON_MAX, CREDIT_REASON_REQUIRED, "The reason"),
});
export type CreditNoteCreate = z.output<typeof creditNoteCreateSchema>;

export const invoiceListQuerySchema = pageQuerySchema
  .extend({
    /** Invoice number (prefix or part) or client name. */
    search: z.string().trim().max(100).optional(),
    status: z.enum(invoiceStatuses).optional(),
    clientId: z.uuid().optional(),
    currency: z.enum(CURRENCIES).optional(),
    dueFrom: queryDateSchema,
    dueTo: queryDateSchema,
    tripId: z.uuid().optional(),
    bookingId: z.uuid().optional(),
    sort: z.enum(invoiceSorts).default("issueDate"),
    order: sortDirectionSchema.default("desc"),
  })
  .superRefine((value, ctx) => {
    const { dueFrom: from, dueTo: to } = value;
    if (from && to && isIsoDate(from) && isIsoDate(to) && to < from) {
      ctx.addIssue({ code: "custom", path: ["dueTo"], message: DUE_BEFORE_FROM });
    }
  });
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** A sum in one currency over the filtered invoices; cancelled ones count but owe and weigh nothing. */
export const currencyTotalSchema = z.object({
  currency: z.enum(CURRENCIES),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  count: z.number().int(),
});
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

export const invoiceListItemSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  clientId: z.uuid(),
  clientName: z.string(),
  tripId: z.uuid().nullable(),
  bookingId: z.uuid().nullable(),
  currency: z.enum(CURRENCIES),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  creditedCents: z.number().int(),
  /** amount − paid − credited */
  balanceCents: z.number().int(),
  /** Derived on read: overdue whenever the due date has passed with a balance. */
  status: z.enum(invoiceStatuses),
  issueDate: z.string(),
  dueDate: z.string(),
  sentAt: z.string().nullable(),
  version: versionSchema,
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/** The list page, its total, and the filtered set's totals per currency and in the base currency. */
export const invoiceListSchema = z.object({
  items: z.array(invoiceListItemSchema),
  total: z.number().int().min(0),
  totals: z.array(currencyTotalSchema),
  baseCurrency: z.enum(CURRENCIES),
  /** The filtered set's amount and balance converted with each invoice's locked rate. */
  baseTotal: z.object({ amountCents: z.number().int(), balanceCents: z.number().int() }),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  taxRateBasisPoints: z.number().int().nullable(),
  netCents: z.number().int(),
  taxCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const creditNoteSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  invoiceId: z.uuid(),
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  reason: z.string(),
  issueDate: z.string(),
  createdAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** One line of an invoice's history, read from its audit rows. */
export const invoiceHistoryEntrySchema = z.object({
  at: z.string(),
  summary: z.string(),
  byName: z.string().nullable(),
});
export type InvoiceHistoryEntry = z.infer<typeof invoiceHistoryEntrySchema>;

/** GET /api/invoices/:id. Payments use the payments feature's item schema (domain/payments). */
export const invoiceSchema = invoiceListItemSchema.extend({
  tripTitle: z.string().nullable(),
  /** BK-000123 */
  bookingReference: z.string().nullable(),
  clientEmail: z.string().nullable(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  baseCurrency: z.enum(CURRENCIES),
  /** Decimal text, as locked at creation ("1.1700000000"). */
  exchangeRate: z.string(),
  baseAmountCents: z.number().int(),
  sentTo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(invoiceLineSchema),
  creditNotes: z.array(creditNoteSchema),
  history: z.array(invoiceHistoryEntrySchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/invoices/next-number: what the New Invoice dialog shows read-only (the create may take a later one). */
export const nextInvoiceNumberSchema = z.object({ number: z.string() });

/** POST /api/invoices/:id/send answers the invoice's send record. */
export const invoiceSendResultSchema = z.object({ sentAt: z.string(), sentTo: z.string() });
export type InvoiceSendResult = z.infer<typeof invoiceSendResultSchema>;
