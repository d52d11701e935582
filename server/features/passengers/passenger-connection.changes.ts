import { and, eq, or } from "drizzle-orm";
import { AppError, fieldError, notFound } from "#domain/errors";
import type { Connection, ConnectionInput } from "#domain/passengers/passenger-association.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { passengerAssociations } from "../../db/schema/passengers";
import { isUniqueViolation } from "../../db/sql-helpers";
import type { Change } from "../../kernel/mutate";
import { passengerEvent } from "./passenger-records.service";
import { findVisiblePassenger } from "./visible-passenger";

// Connections between passengers (family, travelling together), run by the kernel (ctx.kernel.mutate): both
// ends must be visible to the caller, and both passengers' audiences hear of it.

const CONNECTION_ENTITY = "passenger_association";

export async function connectPassengers(
  { tx, scope, audit, emit }: Change,
  id: string,
  input: ConnectionInput,
): Promise<Connection> {
  if (input.associatedPassengerId === id) {
    throw fieldError("body.associatedPassengerId", "A passenger cannot be connected to themselves.");
  }
  const conflict = () => new AppError("CONFLICT", "These passengers are already connected.");
  const self = await findVisiblePassenger(tx, scope, id);
  const other = await findVisiblePassenger(tx, scope, input.associatedPassengerId);
  const [row] = await tx
    .insert(passengerAssociations)
    .values({ passengerId: id, ...input })
    .onConflictDoNothing()
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    });
  if (!row) throw conflict();
  await audit({
    action: "create",
    entity: CONNECTION_ENTITY,
    entityId: row.id,
    summary: `Connected ${passengerName(self)} with ${passengerName(other)} (${input.associationType})`,
    details: { passengerId: id, ...input },
  });
  emit([passengerEvent(id, "update", self.clientId), passengerEvent(other.id, "update", other.clientId)]);
  return {
    id: row.id,
    associationType: row.associationType,
    createdAt: row.createdAt.toISOString(),
    passenger: { id: other.id, title: other.title, firstName: other.firstName, surname: other.surname },
  };
}

export async function disconnectPassengers(
  { tx, scope, audit, emit }: Change,
  id: string,
  connectionId: string,
): Promise<void> {
  const a = passengerAssociations;
  const self = await findVisiblePassenger(tx, scope, id);
  const [link] = await tx
    .select()
    .from(a)
    .where(and(eq(a.id, connectionId), or(eq(a.passengerId, id), eq(a.associatedPassengerId, id))));
  if (!link) throw notFound("Connection");
  const otherId = link.passengerId === id ? link.associatedPassengerId : link.passengerId;
  // The other side must be visible too, or the connection is not the caller's to remove.
  const other = await findVisiblePassenger(tx, scope, otherId).catch(() => {
    throw notFound("Connection");
  });
  await tx.delete(a).where(eq(a.id, connectionId));
  await audit({
    action: "delete",
    entity: CONNECTION_ENTITY,
    entityId: connectionId,
    summary: `Disconnected ${passengerName(self)} from ${passengerName(other)}`,
    details: { passengerId: link.passengerId, associatedPassengerId: link.associatedPassengerId },
  });
  emit([passengerEvent(id, "update", self.clientId), passengerEvent(otherId, "update", other.clientId)]);
}
