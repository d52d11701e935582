import { sql } from "drizzle-orm";
import { foreignKey, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from "#domain/passengers/search-text";
import { requestCategories, requestStatuses } from "#domain/requests/request-values";
import { users } from "./auth";
import { clientRef } from "./client-ref";
import { createdAt, editable, primaryId } from "./columns";
import { trips } from "./trips";

/** A client's request to the agency (SPEC §3): filed by the client or by staff for them, worked by an agent. */
export const requests = pgTable(
  "requests",
  {
    id: primaryId(),
    clientId: clientRef(),
    category: text("category", { enum: requestCategories }).notNull(),
    details: text("details").notNull(),
    status: text("status", { enum: requestStatuses }).notNull().default("open"),
    // One of the client's trips (composite key below), when the request is about one.
    tripId: uuid("trip_id"),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    // Details folded to lower case without accents: what the search matches.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql.raw(`translate(details, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`)),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    foreignKey({
      name: "requests_trip_client_fk",
      columns: [t.tripId, t.clientId],
      foreignColumns: [trips.id, trips.clientId],
    }).onDelete("restrict"),
    index("requests_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("requests_client_created_idx").on(t.clientId, t.createdAt, t.id),
    index("requests_created_idx").on(t.createdAt, t.id),
    index("requests_status_created_idx").on(t.status, t.createdAt, t.id),
    index("requests_assignee_idx").on(t.assigneeId),
    index("requests_trip_idx").on(t.tripId),
  ],
);
