import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { passengerDocumentTypes } from "#domain/passengers/passenger.schema";
import { associationTypes } from "#domain/passengers/passenger-association.schema";
import {
  passengerGenders,
  passengerMethods,
  passengerStatuses,
  passengerTitles,
} from "#domain/passengers/passenger-format";
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from "#domain/passengers/search-text";
import { clients } from "./clients";
import { createdAt, editable, primaryId } from "./columns";

/** Travellers with their travel document (SPEC §3 Passenger). */
export const passengers = pgTable(
  "passengers",
  {
    id: primaryId(),
    title: text("title", { enum: passengerTitles }),
    firstName: text("first_name").notNull(),
    surname: text("surname").notNull(),
    gender: text("gender", { enum: passengerGenders }),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    // ISO 3166-1 alpha-3 codes.
    nationality: text("nationality"),
    countryOfIssue: text("country_of_issue"),
    documentType: text("document_type", { enum: passengerDocumentTypes }).notNull().default("P"),
    passportNumber: text("passport_number").notNull(),
    documentExpiry: date("document_expiry", { mode: "string" }).notNull(),
    // The Amadeus DOCS entry last saved from the DOCS generator.
    passportDocsLine: text("passport_docs_line"),
    status: text("status", { enum: passengerStatuses }).notNull().default("active"),
    method: text("method", { enum: passengerMethods }).notNull().default("online"),
    remarks: text("remarks"),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    // Names and passport number folded to lower case without accents: what the search matches.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `translate(first_name || ' ' || surname || ' ' || passport_number, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`,
        ),
      ),
    // Surname then first name, folded the same way: the name sort ignores case and accents in any collation.
    sortName: text("sort_name")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`translate(surname || ' ' || first_name, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`),
      ),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    index("passengers_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The list's three sorts, each ending on id so pages never overlap.
    index("passengers_sort_name_idx").on(t.sortName, t.id),
    index("passengers_nationality_sort_idx").on(t.nationality, t.sortName, t.id),
    index("passengers_expiry_sort_idx").on(t.documentExpiry, t.sortName, t.id),
    index("passengers_client_idx").on(t.clientId),
    index("passengers_passport_idx").on(t.passportNumber, t.countryOfIssue),
    // Target of trip_passengers' (passenger, client) key: a passenger only travels on their client's trips.
    unique("passengers_id_client_unique").on(t.id, t.clientId),
  ],
);

/** Links between two passengers (family, organization, group); one row shows from both sides. */
export const passengerAssociations = pgTable(
  "passenger_associations",
  {
    id: primaryId(),
    passengerId: uuid("passenger_id")
      .notNull()
      .references(() => passengers.id, { onDelete: "cascade" }),
    associatedPassengerId: uuid("associated_passenger_id")
      .notNull()
      .references(() => passengers.id, { onDelete: "cascade" }),
    associationType: text("association_type", { enum: associationTypes }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A–B and B–A are the same connection.
    uniqueIndex("passenger_associations_pair_unique").on(
      sql`least(${t.passengerId}, ${t.associatedPassengerId})`,
      sql`greatest(${t.passengerId}, ${t.associatedPassengerId})`,
    ),
    index("passenger_associations_passenger_idx").on(t.passengerId),
    index("passenger_associations_associated_idx").on(t.associatedPassengerId),
    check("passenger_associations_no_self_link", sql`${t.passengerId} <> ${t.associatedPassengerId}`),
  ],
);

/**
 * How many passengers there are, kept by a trigger (migration 0010): the unfiltered list shows this
 * total on every page, and counting 100k rows each time costs more than the page itself.
 */
export const passengerCount = pgTable(
  "passenger_count",
  {
    // One row only.
    id: boolean("id").primaryKey().default(true),
    total: bigint("total", { mode: "number" }).notNull(),
  },
  (t) => [check("passenger_count_single_row", sql`${t.id}`)],
);
