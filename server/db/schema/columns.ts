import { sql } from "drizzle-orm";
import { bigint, integer, numeric, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CURRENCIES } from "#domain/currency";

// The columns many tables spell alike; each call makes a new column for the table that spreads it.

/** The currencies a check constraint allows, as an SQL list. */
export const currencyList = sql.raw(CURRENCIES.map((c) => `'${c}'`).join(", "));

/** A record's id: a random UUID. */
export const primaryId = () => uuid("id").primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** An editable record's version (one more with every change; If-Match compares against it) and last change. */
export const editable = () => ({
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A money record's amount in the base currency, at the rate locked when it was created (never moves after). */
export const lockedRate = () => ({
  baseCurrency: text("base_currency", { enum: CURRENCIES }).notNull(),
  exchangeRate: numeric("exchange_rate", { precision: 20, scale: 10 }).notNull(),
  baseAmountCents: bigint("base_amount_cents", { mode: "number" }).notNull(),
});
