import { and, asc, eq, or } from "drizzle-orm";
import { AppError, fieldError, notFound } from "#domain/errors";
import type {
  Connection,
  ConnectionInput,
  ConnectionList,
} from "#domain/passengers/passenger-association.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { clientScopeOf, scopeFilter } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { passengerAssociations, passengers } from "../../db/schema/passengers";
import { isUniqueViolation } from "../../db/sql-helpers";
import { publishPassenger } from "./passenger-records.service";
import { findVisiblePassenger } from "./visible-passenger";

const CONNECTION_ENTITY = "passenger_association";

/** Connections between passengers (family, travelling together): both ends must be visible to the caller. */
export function createPassengerConnectionsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, id: string): Promise<ConnectionList> {
      const scope = await clientScopeOf(db, user);
      await findVisiblePassenger(db, scope, id);
      const a = passengerAssociations;
      const rows = await db
        .select({
          id: a.id,
          associationType: a.associationType,
          createdAt: a.createdAt,
          otherId: passengers.id,
          title: passengers.title,
          firstName: passengers.firstName,
          surname: passengers.surname,
        })
        .from(a)
        .innerJoin(
          passengers,
          or(
            and(eq(a.passengerId, id), eq(passengers.id, a.associatedPassengerId)),
            and(eq(a.associatedPassengerId, id), eq(passengers.id, a.passengerId)),
          ),
        )
        // A client user never learns about other clients' passengers, even connected ones.
        .where(
          and(
            or(eq(a.passengerId, id), eq(a.associatedPassengerId, id)),
            scopeFilter(scope, passengers.clientId),
          ),
        )
        .orderBy(asc(passengers.sortName), asc(a.id));
      return {
        items: rows.map(
          (r): Connection => ({
            id: r.id,
            associationType: r.associationType,
            createdAt: r.createdAt.toISOString(),
            passenger: { id: r.otherId, title: r.title, firstName: r.firstName, surname: r.surname },
          }),
        ),
      };
    },

    async connect(user: SessionUser, id: string, input: ConnectionInput): Promise<Connection> {
      if (input.associatedPassengerId === id) {
        throw fieldError("body.associatedPassengerId", "A passenger cannot be connected to themselves.");
      }
      const conflict = () => new AppError("CONFLICT", "These passengers are already connected.");
      const created = await db
        .transaction(async (tx) => {
          const scope = await clientScopeOf(tx, user);
          const self = await findVisiblePassenger(tx, scope, id);
          const other = await findVisiblePassenger(tx, scope, input.associatedPassengerId);
          const [row] = await tx
            .insert(passengerAssociations)
            .values({ passengerId: id, ...input })
            .onConflictDoNothing()
            .returning();
          if (!row) throw conflict();
          await writeAudit(tx, {
            userId: user.id,
            action: "create",
            entity: CONNECTION_ENTITY,
            entityId: row.id,
            summary: `Connected ${passengerName(self)} with ${passengerName(other)} (${input.associationType})`,
            details: { passengerId: id, ...input },
          });
          return {
            id: row.id,
            associationType: row.associationType,
            createdAt: row.createdAt.toISOString(),
            passenger: {
              id: other.id,
              title: other.title,
              firstName: other.firstName,
              surname: other.surname,
            },
          };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict();
          throw error;
        });
      await publishPassenger(ctx, id, "update");
      await publishPassenger(ctx, input.associatedPassengerId, "update");
      return created;
    },

    async disconnect(user: SessionUser, id: string, connectionId: string): Promise<void> {
      const a = passengerAssociations;
      const otherId = await db.transaction(async (tx) => {
        const scope = await clientScopeOf(tx, user);
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
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: CONNECTION_ENTITY,
          entityId: connectionId,
          summary: `Disconnected ${passengerName(self)} from ${passengerName(other)}`,
          details: { passengerId: link.passengerId, associatedPassengerId: link.associatedPassengerId },
        });
        return otherId;
      });
      await publishPassenger(ctx, id, "update");
      await publishPassenger(ctx, otherId, "update");
    },
  };
}
