import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { CURRENCIES } from "#domain/currency";
import { invoiceStatuses } from "#domain/invoices/invoice-values";
import { paymentMethods, paymentStatuses } from "#domain/payments/payment-values";
import { users } from "./auth";
import { bookings } from "./bookings";
import { clientRef } from "./client-ref";
import { createdAt, currencyList, editable, lockedRate, primaryId } from "./columns";
import { trips } from "./trips";

/**
 * An admin's rate for one currency on one day: how many units of the base currency (BASE_CURRENCY) one
 * unit of `currency` buys. Each invoice, credit note and payment copies the rate of its own date when it
 * is created, so editing a rate later never changes a recorded total.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    rateDate: date("rate_date", { mode: "string" }).notNull(),
    // Exact decimal, never a float: base_cents = round(amount_cents * rate).
    rate: numeric("rate", { precision: 20, scale: 10 }).notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.rateDate] }),
    check("exchange_rates_rate_check", sql`${t.rate} > 0`),
    check("exchange_rates_currency_check", sql`${t.currency} in (${currencyList})`),
  ],
);

/**
 * The last number given per series and month ("INV-202611", "CN-202611"). The creating transaction bumps
 * its row (the row lock serialises concurrent creates) and a rollback gives the number back: no gaps.
 */
export const documentNumberCounters = pgTable("document_number_counters", {
  series: text("series").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** An invoice to a client (SPEC §3), optionally for one of its trips or bookings; its amount is the sum of its lines. */
export const invoices = pgTable(
  "invoices",
  {
    id: primaryId(),
    number: text("number").notNull().unique(),
    clientId: clientRef(),
    tripId: uuid("trip_id").references(() => trips.id, { onDelete: "restrict" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    // Sum of the lines before tax, the tax, and the total (what is owed); integer minor units.
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    // Kept by the payments and credit-note services in the transaction that locks this row.
    paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
    creditedCents: bigint("credited_cents", { mode: "number" }).notNull().default(0),
    issueDate: date("issue_date", { mode: "string" }).notNull().default(sql`current_date`),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    // Stored status (the overdue job and the payment transaction keep it); reads also derive overdue.
    status: text("status", { enum: invoiceStatuses }).notNull().default("unpaid"),
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    notes: text("notes"),
    // The base currency and rate of the issue date, locked at creation.
    ...lockedRate(),
    // The last time the PDF was e-mailed, and to whom (each send also writes an audit row).
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentTo: text("sent_to"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    check(
      "invoices_amount_check",
      sql`${t.amountCents} > 0 and ${t.subtotalCents} >= 0 and ${t.taxCents} >= 0`,
    ),
    check("invoices_amount_sum_check", sql`${t.amountCents} = ${t.subtotalCents} + ${t.taxCents}`),
    check(
      "invoices_settled_check",
      sql`${t.creditedCents} >= 0 and ${t.paidCents} >= 0 and ${t.paidCents} + ${t.creditedCents} <= ${t.amountCents}`,
    ),
    check("invoices_currency_check", sql`${t.currency} in (${currencyList})`),
    check("invoices_cancel_check", sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null)`),
    check("invoices_target_check", sql`num_nonnulls(${t.tripId}, ${t.bookingId}) <= 1`),
    index("invoices_client_idx").on(t.clientId, t.issueDate, t.id),
    index("invoices_trip_idx").on(t.tripId),
    index("invoices_booking_idx").on(t.bookingId),
    // The list's sorts, each ending on id so pages never overlap.
    index("invoices_issue_date_idx").on(t.issueDate, t.id),
    index("invoices_due_date_idx").on(t.dueDate, t.id),
    index("invoices_amount_idx").on(t.amountCents, t.id),
    index("invoices_status_due_idx").on(t.status, t.dueDate, t.id),
    index("invoices_currency_idx").on(t.currency, t.issueDate, t.id),
    // Search by number prefix ("INV-2026").
    index("invoices_number_pattern_idx").using("btree", sql`${t.number} text_pattern_ops`),
    // ... and by a part of it ("0113", "2611-01"): the global search and the invoice list's digit words.
    index("invoices_number_trgm_idx").using("gin", sql`${t.number} gin_trgm_ops`),
    // Target of the lines', credit notes' and payments' (invoice, client) keys.
    unique("invoices_id_client_unique").on(t.id, t.clientId),
  ],
);

/** One line of an invoice: description × quantity at a unit price, with an optional tax rate. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: primaryId(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    // Basis points (2000 = 20 %); null when the line is not taxed.
    taxRateBasisPoints: integer("tax_rate_bp"),
    netCents: bigint("net_cents", { mode: "number" }).notNull(),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    unique("invoice_lines_position_unique").on(t.invoiceId, t.position),
    check("invoice_lines_quantity_check", sql`${t.quantity} >= 1`),
    check(
      "invoice_lines_price_check",
      sql`${t.unitPriceCents} >= 0 and ${t.netCents} >= 0 and ${t.taxCents} >= 0`,
    ),
    check(
      "invoice_lines_tax_check",
      sql`${t.taxRateBasisPoints} is null or ${t.taxRateBasisPoints} between 0 and 10000`,
    ),
  ],
);

/** A credit note (CN-YYYYMM-NNNN) for part or all of an invoice's balance; it reduces what is owed. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: primaryId(),
    number: text("number").notNull().unique(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    clientId: clientRef(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    reason: text("reason").notNull(),
    issueDate: date("issue_date", { mode: "string" }).notNull().default(sql`current_date`),
    ...lockedRate(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("credit_notes_amount_check", sql`${t.amountCents} > 0`),
    index("credit_notes_invoice_idx").on(t.invoiceId),
    index("credit_notes_client_idx").on(t.clientId, t.issueDate),
  ],
);

/**
 * A payment on an invoice (SPEC §3), in the invoice's currency. A refund is a negative payment with a
 * reason. Only completed payments count towards the invoice's paid amount.
 */
export const payments = pgTable(
  "payments",
  {
    id: primaryId(),
    // Human reference shown as the Transaction ID: PAY-000123.
    number: integer("number").generatedAlwaysAsIdentity().notNull().unique(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    // Copied from the invoice: client scoping and the client filter read it without a join.
    clientId: clientRef(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    method: text("method", { enum: paymentMethods }).notNull().default("bank_transfer"),
    status: text("status", { enum: paymentStatuses }).notNull().default("completed"),
    transactionReference: text("transaction_reference"),
    paymentDate: date("payment_date", { mode: "string" }).notNull().default(sql`current_date`),
    // Required on a refund (a negative amount), absent otherwise.
    refundReason: text("refund_reason"),
    isRefund: boolean("is_refund").generatedAlwaysAs(sql`amount_cents < 0`),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    ...lockedRate(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    check("payments_amount_check", sql`${t.amountCents} <> 0`),
    check("payments_refund_reason_check", sql`(${t.amountCents} < 0) = (${t.refundReason} is not null)`),
    check("payments_currency_check", sql`${t.currency} in (${currencyList})`),
    index("payments_invoice_idx").on(t.invoiceId, t.paymentDate),
    index("payments_client_idx").on(t.clientId, t.paymentDate, t.id),
    // The list's sorts and filters, each ending on id so pages never overlap.
    index("payments_date_idx").on(t.paymentDate, t.id),
    index("payments_amount_idx").on(t.amountCents, t.id),
    index("payments_status_date_idx").on(t.status, t.paymentDate, t.id),
    index("payments_method_date_idx").on(t.method, t.paymentDate, t.id),
  ],
);

/** The agency's details printed on invoice PDFs (one row, edited by admins on the settings page). */
export const agencySettings = pgTable(
  "agency_settings",
  {
    id: boolean("id").primaryKey().default(true),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    email: text("email"),
    phone: text("phone"),
    vatNumber: text("vat_number"),
    paymentInstructions: text("payment_instructions").notNull().default(""),
    // Key of its stored_files row (PNG, re-encoded by sharp), or none.
    logoFile: text("logo_file"),
    ...editable(),
  },
  (t) => [check("agency_settings_single_row", sql`${t.id}`)],
);
