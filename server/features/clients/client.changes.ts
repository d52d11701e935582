import { eq, sql } from "drizzle-orm";
import type { Client, ClientDeletion, ClientInput } from "#domain/clients/client.schema";
import { AppError } from "#domain/errors";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import { changedFields } from "../../audit/audit";
import { bumpVersion } from "../../db/record-version";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import type { Change } from "../../kernel/mutate";
import { clientAudience, staffOnly } from "../../realtime/audience";
import { CLIENT_ENTITY } from "./client-history.query";
import { deletionBlockers, lockClient, readClient } from "./client-record";

// The clients' use cases, one function each, run by the kernel (ctx.kernel.mutate): staff's (the routes say so).
// `today` is the agency's day, which decides the client's next trip in the record each one answers.

// The history tab reads the summary: fields as people name them.
const fieldLabels: Record<keyof ClientInput, string> = {
  kind: "kind",
  name: "name",
  email: "e-mail",
  phone: "phone",
  address: "address",
  preferredCurrency: "preferred currency",
  notes: "notes",
};

/** Heard by the client's portal users and staff. */
function clientEvent(id: string, op: "insert" | "update" | "delete"): PublishedEvent {
  return { topic: topics.clients, id, op, audience: clientAudience(id) };
}

export async function createClient(
  { tx, audit, emit }: Change,
  input: ClientInput,
  today: string,
): Promise<Client> {
  const [row] = await tx.insert(clients).values(input).returning({ id: clients.id });
  if (!row) throw new Error("insert returned no row");
  await audit({
    action: "create",
    entity: CLIENT_ENTITY,
    entityId: row.id,
    summary: `Added client ${input.name}`,
    details: input,
  });
  emit(clientEvent(row.id, "insert"));
  return readClient(tx, row.id, today);
}

export async function updateClient(
  { tx, audit, emit }: Change,
  id: string,
  input: ClientInput,
  today: string,
  expected?: number,
): Promise<Client> {
  const before = await lockClient(tx, id, today, expected, "no key update");
  await tx
    .update(clients)
    .set({ ...input, version: bumpVersion(clients.version), updatedAt: sql`now()` })
    .where(eq(clients.id, id));
  const changed = changedFields(before, input);
  const labels = changed.map((field) => fieldLabels[field as keyof ClientInput]);
  await audit({
    action: "update",
    entity: CLIENT_ENTITY,
    entityId: id,
    summary:
      changed.length > 0
        ? `Updated client ${input.name}: ${labels.join(", ")}`
        : `Saved client ${input.name} without changes`,
    details: { changed },
  });
  emit(clientEvent(id, "update"));
  return readClient(tx, id, today);
}

/**
 * Deletes a client nothing refers to any more: no trips, bookings, invoices, credit notes, payments, requests
 * or support tickets (409 naming each kind it still has and how many: archive it instead). Its passengers
 * stay, without a client; answers how many.
 */
export async function removeClient(
  { tx, audit, emit }: Change,
  id: string,
  today: string,
  expected?: number,
): Promise<ClientDeletion> {
  const before = await lockClient(tx, id, today, expected, "update");
  const blockers = await deletionBlockers(tx, id);
  if (blockers) {
    throw new AppError(
      "CONFLICT",
      `This client still has ${blockers}: a client with records cannot be deleted. Archive the client instead.`,
    );
  }
  const unlinked = await tx
    .update(passengers)
    .set({ clientId: null, version: bumpVersion(passengers.version), updatedAt: sql`now()` })
    .where(eq(passengers.clientId, id))
    .returning({ id: passengers.id });
  await tx.delete(clients).where(eq(clients.id, id));
  await audit({
    action: "delete",
    entity: CLIENT_ENTITY,
    entityId: id,
    summary: `Deleted client ${before.name}`,
    details: { name: before.name, email: before.email, passengersUnlinked: unlinked.length },
  });
  emit(clientEvent(id, "delete"));
  if (unlinked.length > 0) emit({ topic: topics.passengers, op: "update", audience: staffOnly });
  return { passengersUnlinked: unlinked.length };
}

/** Archive or restore: the same change of one column, with its own audit row. */
async function setArchived(
  { tx, audit, emit }: Change,
  id: string,
  archived: boolean,
  today: string,
  expected?: number,
): Promise<Client> {
  const before = await lockClient(tx, id, today, expected, "no key update");
  // Archiving an archived client (a second click) changes nothing and says so by its unchanged version.
  if ((before.archivedAt !== null) === archived) return before;
  await tx
    .update(clients)
    .set({
      archivedAt: archived ? sql`now()` : null,
      version: bumpVersion(clients.version),
      updatedAt: sql`now()`,
    })
    .where(eq(clients.id, id));
  await audit({
    action: "update",
    entity: CLIENT_ENTITY,
    entityId: id,
    summary: `${archived ? "Archived" : "Restored"} client ${before.name}`,
    details: { archived },
  });
  emit(clientEvent(id, "update"));
  return readClient(tx, id, today);
}

export const archiveClient = (change: Change, id: string, today: string, expected?: number) =>
  setArchived(change, id, true, today, expected);

export const restoreClient = (change: Change, id: string, today: string, expected?: number) =>
  setArchived(change, id, false, today, expected);
