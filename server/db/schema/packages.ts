import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { CURRENCIES, DEFAULT_CURRENCY } from "#domain/currency";
import {
  DEFAULT_MAX_PARTICIPANTS,
  DEFAULT_PACKAGE_CATEGORY,
  packageCategories,
  packageStatuses,
} from "#domain/packages/package-values";
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from "#domain/passengers/search-text";
import { users } from "./auth";
import { createdAt, currencyList, editable, primaryId } from "./columns";

/** The agency's package catalogue (SPEC's travel offers on /offers), bookable by clients. */
export const travelPackages = pgTable(
  "travel_packages",
  {
    id: primaryId(),
    title: text("title").notNull(),
    destination: text("destination").notNull(),
    description: text("description").notNull(),
    // Price per person, in minor units of `currency`.
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default(DEFAULT_CURRENCY),
    durationDays: integer("duration_days").notNull().default(1),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    includedServices: text("included_services").array().notNull().default(sql`'{}'::text[]`),
    maxParticipants: integer("max_participants").notNull().default(DEFAULT_MAX_PARTICIPANTS),
    category: text("category", { enum: packageCategories }).notNull().default(DEFAULT_PACKAGE_CATEGORY),
    featured: boolean("featured").notNull().default(false),
    discountPercent: integer("discount_percent").notNull().default(0),
    // As chosen by staff; past its end date a package reads as expired whatever this says.
    status: text("status", { enum: packageStatuses }).notNull().default("active"),
    // Key of the card image's stored_files row; none means the default image that ships with the app.
    imageName: text("image_name"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    // Title and destination folded to lower case without accents: what the search matches.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`translate(title || ' ' || destination, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`),
      ),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    index("travel_packages_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("travel_packages_start_idx").on(t.startDate, t.id),
    index("travel_packages_title_idx").on(t.title, t.id),
    index("travel_packages_price_idx").on(t.priceCents, t.id),
    index("travel_packages_duration_idx").on(t.durationDays, t.id),
    check("travel_packages_price_check", sql`${t.priceCents} > 0`),
    check("travel_packages_duration_check", sql`${t.durationDays} >= 1`),
    check("travel_packages_max_check", sql`${t.maxParticipants} >= 1`),
    check("travel_packages_discount_check", sql`${t.discountPercent} between 0 and 100`),
    check("travel_packages_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("travel_packages_currency_check", sql`${t.currency} in (${currencyList})`),
  ],
);
