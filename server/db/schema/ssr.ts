import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { CURRENCIES } from "#domain/currency";
import { DEFAULT_SSR_CURRENCY } from "#domain/ssr/ssr-definition.schema";
import { createdAt, currencyList, editable, primaryId } from "./columns";

/** The SSR catalogue: one row per IATA special service request code. */
export const ssrDefinitions = pgTable(
  "ssr_definitions",
  {
    id: primaryId(),
    code: text("code").notNull().unique(),
    description: text("description").notNull(),
    // Money: integer minor units in `currency`, which the airline prices below share.
    defaultPriceCents: bigint("default_price_cents", { mode: "number" }).notNull().default(0),
    currency: text("currency", { enum: CURRENCIES }).notNull().default(DEFAULT_SSR_CURRENCY),
    gdsFormatAmadeus: text("gds_format_amadeus"),
    gdsFormatGalileo: text("gds_format_galileo"),
    isChargeable: boolean("is_chargeable").notNull().default(false),
    documentationRequired: boolean("documentation_required").notNull().default(false),
    airlineRulesUrl: text("airline_rules_url"),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    index("ssr_definitions_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    check("ssr_definitions_price_check", sql`${t.defaultPriceCents} >= 0`),
    check("ssr_definitions_currency_check", sql`${t.currency} in (${currencyList})`),
  ],
);

/** Airline-specific prices that override an SSR's default price, in the SSR's currency. */
export const ssrPricing = pgTable(
  "ssr_pricing",
  {
    id: primaryId(),
    ssrId: uuid("ssr_id")
      .notNull()
      .references(() => ssrDefinitions.id, { onDelete: "cascade" }),
    airlineCode: text("airline_code").notNull(),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    unique("ssr_pricing_ssr_airline_unique").on(t.ssrId, t.airlineCode),
    check("ssr_pricing_price_check", sql`${t.priceCents} >= 0`),
  ],
);
