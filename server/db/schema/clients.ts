import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { clientKinds } from "#domain/clients/client-values";
import { CURRENCIES, DEFAULT_CURRENCY } from "#domain/currency";
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from "#domain/passengers/search-text";
import { users } from "./auth";
import { createdAt, currencyList, editable, primaryId } from "./columns";

/** The agency's customers, persons or companies (SPEC §3 Client). */
export const clients = pgTable(
  "clients",
  {
    id: primaryId(),
    kind: text("kind", { enum: clientKinds }).notNull().default("person"),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    preferredCurrency: text("preferred_currency", { enum: CURRENCIES }).notNull().default(DEFAULT_CURRENCY),
    notes: text("notes"),
    // The client's portal account, when they have one: a user belongs to at most one client.
    userId: uuid("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    // Archived clients keep their history but leave the list and the pickers.
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    // Name, e-mail and phone folded to lower case without accents: what the list search matches.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `translate(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''), '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`,
        ),
      ),
    // The name folded the same way: the name sort and the duplicate finder ignore case and accents.
    sortName: text("sort_name")
      .notNull()
      .generatedAlwaysAs(sql.raw(`translate(name, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`)),
    // Digits only, so "+44 20 7946 0000" and "0044-20-7946-0000" tails compare for duplicates.
    phoneDigits: text("phone_digits").generatedAlwaysAs(
      sql.raw(`nullif(regexp_replace(phone, '\\D', '', 'g'), '')`),
    ),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    index("clients_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("clients_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("clients_sort_name_idx").on(t.sortName, t.id),
    index("clients_email_idx").on(sql`lower(${t.email})`),
    index("clients_phone_digits_idx").on(t.phoneDigits),
    // The archived list counts and walks only the few archived clients.
    index("clients_archived_idx").on(t.archivedAt).where(sql`${t.archivedAt} is not null`),
    check("clients_currency_check", sql`${t.preferredCurrency} in (${currencyList})`),
  ],
);

/**
 * Derived figures per client, kept by triggers on bookings and trips (never written by the application):
 * bookings count, spend in the client's preferred currency, last activity. The list sorts on them.
 */
export const clientStats = pgTable(
  "client_stats",
  {
    clientId: uuid("client_id")
      .primaryKey()
      .references(() => clients.id, { onDelete: "cascade" }),
    // Bookings that are not cancelled.
    bookingsCount: integer("bookings_count").notNull().default(0),
    // Completed payments net of refunds in the client's preferred currency (every currency: client_spend; migration 0028).
    spentCents: bigint("spent_cents", { mode: "number" }).notNull().default(0),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("client_stats_bookings_idx").on(t.bookingsCount, t.clientId),
    index("client_stats_spent_idx").on(t.spentCents, t.clientId),
    index("client_stats_activity_idx").on(t.lastActivityAt, t.clientId),
  ],
);

/** What a client spent per currency (completed payments net of refunds), kept by the payments trigger (0028). */
export const clientSpend = pgTable(
  "client_spend",
  {
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.currency] })],
);

/** An invitation to become a client's portal user: the mail's link sets the password. */
export const clientInvitations = pgTable(
  "client_invitations",
  {
    id: primaryId(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("client_invitations_client_idx").on(t.clientId, t.createdAt)],
);

/**
 * How many clients are not archived, kept by a trigger (migration 0021): the unfiltered list shows this
 * total on every page, and counting 100k rows each time costs more than the page itself.
 */
export const clientCount = pgTable(
  "client_count",
  {
    // One row only.
    id: boolean("id").primaryKey().default(true),
    total: bigint("total", { mode: "number" }).notNull(),
  },
  (t) => [check("client_count_single_row", sql`${t.id}`)],
);
