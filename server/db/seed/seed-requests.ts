import type { Faker } from "@faker-js/faker";
import { asc, eq, inArray, isNull } from "drizzle-orm";
import {
  type RequestCategory,
  type RequestStatus,
  requestCategories,
  requestCategoryLabels,
  requestStatuses,
  requestStatusLabels,
} from "#domain/requests/request-values";
import type { DbOrTx } from "../client";
import { auditLogs } from "../schema/audit-logs";
import { users } from "../schema/auth";
import { clients } from "../schema/clients";
import { requests } from "../schema/requests";
import { trips } from "../schema/trips";

const REQUESTS = 40;
const DEMO_CLIENT_REQUESTS = 6;
const DEMO_AGENT_EMAIL = "agent@itinera.local";
const DEMO_CLIENT_EMAIL = "client@itinera.local";
const HISTORY_DAYS = 90;
const HOUR = 3_600_000;
// The audit log's entity name the requests feature reads the history from.
const REQUEST_ENTITY = "request";

const DETAILS: Record<RequestCategory, string[]> = {
  new_trip: [
    "We would like ten days in Japan in the spring, cherry blossom season if possible.",
    "Looking for a family beach holiday in August, two adults and two children.",
    "Could you put together a wine tour in Tuscany for our anniversary?",
    "Planning a ski week in February for four friends, mid-range budget.",
  ],
  date_change: [
    "Can we move the departure one week later? Work commitments came up.",
    "Please shift the return flight by two days, we want to stay longer.",
    "Our daughter's exams moved: could the trip start on the following Saturday?",
  ],
  add_service: [
    "Please add airport transfers on arrival and departure.",
    "We need a wheelchair assistance request for my father on all flights.",
    "Could you add a guided city tour on the second day?",
    "Please add extra baggage, we travel with golf clubs.",
  ],
  cancel_trip: [
    "Unfortunately we have to cancel for health reasons. What are the fees?",
    "Please cancel the trip, our plans changed. Can we get a voucher instead?",
  ],
  support: [
    "I cannot find the e-tickets in my documents, could you send them again?",
    "The hotel confirmation shows the wrong name, please correct it.",
    "Is travel insurance included in the price we paid?",
    "What documents do we need for entry with a child?",
  ],
};

/** What the chat seed builds its conversations on: each request with its client and assignee. */
export interface SeededRequest {
  id: string;
  clientId: string;
  clientUserId: string | null;
  assigneeId: string | null;
  createdBy: string | null;
  category: RequestCategory;
  status: RequestStatus;
  tripId: string | null;
  createdAt: Date;
}

/** The seeded requests, oldest first: for seeds that run after this one (chat messages). */
export async function seededRequests(tx: DbOrTx): Promise<SeededRequest[]> {
  return tx
    .select({
      id: requests.id,
      clientId: requests.clientId,
      clientUserId: clients.userId,
      assigneeId: requests.assigneeId,
      createdBy: requests.createdBy,
      category: requests.category,
      status: requests.status,
      tripId: requests.tripId,
      createdAt: requests.createdAt,
    })
    .from(requests)
    .innerJoin(clients, eq(clients.id, requests.clientId))
    .orderBy(asc(requests.createdAt), asc(requests.id));
}

/**
 * About 40 requests over the last three months, in every category and status, from the demo clients (six
 * from the demo client user's client); most are assigned, many to the demo agent, some link one of the
 * client's trips. Each carries the history lines the service would have written. Returns the rows.
 */
export async function seedRequests(tx: DbOrTx, faker: Faker): Promise<SeededRequest[]> {
  const now = Date.now();
  const [clientRows, people, tripRows] = await Promise.all([
    tx
      .select({ id: clients.id, name: clients.name, userId: clients.userId })
      .from(clients)
      .where(isNull(clients.archivedAt))
      .orderBy(asc(clients.createdAt), asc(clients.name)),
    tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(inArray(users.role, ["agent", "admin", "client"]))
      .orderBy(asc(users.email)),
    tx
      .select({ id: trips.id, clientId: trips.clientId, title: trips.title })
      .from(trips)
      .orderBy(asc(trips.startDate), asc(trips.id)),
  ]);
  const demoUser = people.find((user) => user.email === DEMO_CLIENT_EMAIL);
  const staff = people.filter((person) => person.role !== "client");
  if (clientRows.length === 0 || staff.length === 0) return [];
  const demoClient = demoUser ? clientRows.find((client) => client.userId === demoUser.id) : undefined;
  const agent = staff.find((member) => member.email === DEMO_AGENT_EMAIL) ?? staff[0]!;
  const tripsOf = new Map<string, { id: string; title: string }[]>();
  for (const trip of tripRows) tripsOf.set(trip.clientId, [...(tripsOf.get(trip.clientId) ?? []), trip]);
  const others = clientRows.filter((client) => client !== demoClient).slice(0, 30);

  const audit: (typeof auditLogs.$inferInsert)[] = [];
  const rows: (typeof requests.$inferInsert & { id: string })[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const client = demoClient && i < DEMO_CLIENT_REQUESTS ? demoClient : faker.helpers.arrayElement(others);
    if (!client) continue;
    // Every category and status appears: the first ones cycle through them, the rest are drawn.
    const category = requestCategories[i % requestCategories.length]!;
    const status =
      i < requestStatuses.length ? requestStatuses[i]! : faker.helpers.arrayElement(requestStatuses);
    const createdAt = new Date(now - faker.number.int({ min: 1, max: HISTORY_DAYS * 24 }) * HOUR);
    const clientTrips = tripsOf.get(client.id) ?? [];
    const trip =
      category !== "new_trip" && clientTrips.length > 0 && faker.datatype.boolean(0.7)
        ? faker.helpers.arrayElement(clientTrips)
        : null;
    // Open requests are often still unassigned; the rest are worked, half of them by the demo agent.
    const assignee =
      status === "open" && faker.datatype.boolean(0.5)
        ? null
        : faker.datatype.boolean(0.5)
          ? agent
          : faker.helpers.arrayElement(staff);
    const byClient = client.userId !== null && faker.datatype.boolean(0.7);
    const createdBy = byClient ? client.userId : agent.id;
    const id = faker.string.uuid();
    const updates = (assignee ? 1 : 0) + (status === "open" ? 0 : status === "in_progress" ? 1 : 2);
    rows.push({
      id,
      clientId: client.id,
      category,
      details: faker.helpers.arrayElement(DETAILS[category]),
      status,
      tripId: trip?.id ?? null,
      assigneeId: assignee?.id ?? null,
      createdBy,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + updates * HOUR),
      version: 1 + updates,
    });
    const line = (hours: number, summary: string, userId: string | null) =>
      audit.push({
        userId,
        action: hours === 0 ? "create" : "update",
        entity: REQUEST_ENTITY,
        entityId: id,
        summary,
        createdAt: new Date(createdAt.getTime() + hours * HOUR),
      });
    line(
      0,
      `${requestCategoryLabels[category]} request filed for ${client.name}${trip ? ` about trip “${trip.title}”` : ""}`,
      createdBy,
    );
    let hour = 0;
    if (assignee) line(++hour, `Assigned to ${assignee.name}`, agent.id);
    const worker = assignee?.id ?? agent.id;
    if (status !== "open")
      line(++hour, `Status: ${requestStatusLabels.open} → ${requestStatusLabels.in_progress}`, worker);
    if (status === "resolved") {
      line(++hour, `Status: ${requestStatusLabels.in_progress} → ${requestStatusLabels.resolved}`, worker);
    }
  }
  // Newer than the clock allows would look odd in the history: keep every line in the past.
  for (const entry of audit)
    if (entry.createdAt && entry.createdAt.getTime() > now) entry.createdAt = new Date(now);
  for (const row of rows) if ((row.updatedAt as Date).getTime() > now) row.updatedAt = new Date(now);
  if (rows.length > 0) await tx.insert(requests).values(rows);
  if (audit.length > 0) await tx.insert(auditLogs).values(audit);
  return seededRequests(tx);
}
