import { z } from "zod";
import { CURRENCIES } from "../currency";
import { invoiceStatuses } from "../invoices/invoice-values";
import { pageOf, pageQuerySchema } from "../pagination.schema";
import { STATEMENT_PAGE_MAX, statementEntryKinds } from "./statement-values";

/** GET /api/clients/:id/statement: one page of the entries, newest first (page 1 holds the latest). */
export const statementQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(STATEMENT_PAGE_MAX).default(10),
});
export type StatementQuery = z.output<typeof statementQuerySchema>;

/** One line of a client's statement of account: a money record and the balance of its currency after it. */
export const statementEntrySchema = z.object({
  /** The kind and the record's id together: an invoice and its cancellation are two entries of one record. */
  id: z.string(),
  kind: z.enum(statementEntryKinds),
  /** The record's own id (the invoice, credit note or payment). */
  recordId: z.uuid(),
  /** The day it counts from: issue date, payment date, or the day (agency time) the invoice was cancelled. */
  date: z.string(),
  /** INV-…, CN-… or PAY-…. */
  reference: z.string(),
  /** What the record says of itself: the trip or booking invoiced, the method, the reason; null when nothing. */
  description: z.string().nullable(),
  /** The invoice the entry belongs to (an invoice's own id for an invoice). */
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  currency: z.enum(CURRENCIES),
  /** The effect on what the client owes, in minor units: positive owes more (invoice, refund), negative less. */
  amountCents: z.number().int(),
  /** What the client owes in this currency once this entry counts (and every older one). */
  balanceCents: z.number().int(),
  /** An invoice entry's status today; null for every other kind. */
  invoiceStatus: z.enum(invoiceStatuses).nullable(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** What a client owes in one currency now, the overdue part of it, and on how many invoices. */
export const openBalanceSchema = z.object({
  currency: z.enum(CURRENCIES),
  balanceCents: z.number().int(),
  overdueCents: z.number().int(),
  openInvoices: z.number().int(),
});
export type OpenBalance = z.infer<typeof openBalanceSchema>;

/** The statement: a page of entries (newest first) with their running balances, and the open balances on top. */
export const clientStatementSchema = pageOf(statementEntrySchema).extend({
  /** One per currency the client was ever invoiced in; a settled currency reads 0. */
  openBalances: z.array(openBalanceSchema),
});
export type ClientStatement = z.infer<typeof clientStatementSchema>;
