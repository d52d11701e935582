import { and, eq } from "drizzle-orm";
import { notFound } from "#domain/errors";
import type { Passenger } from "#domain/passengers/passenger.schema";
import type { Scope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { passengerNameColumns } from "./passenger-name-columns";

// The passenger as every read answers it, and the one visibility check the feature's services share.

const passengerColumns = {
  id: passengers.id,
  ...passengerNameColumns,
  gender: passengers.gender,
  dateOfBirth: passengers.dateOfBirth,
  nationality: passengers.nationality,
  countryOfIssue: passengers.countryOfIssue,
  documentType: passengers.documentType,
  passportNumber: passengers.passportNumber,
  documentExpiry: passengers.documentExpiry,
  passportDocsLine: passengers.passportDocsLine,
  status: passengers.status,
  method: passengers.method,
  remarks: passengers.remarks,
  clientId: passengers.clientId,
  clientName: clients.name,
  version: passengers.version,
  createdAt: passengers.createdAt,
  updatedAt: passengers.updatedAt,
};

type PassengerRow = Omit<Passenger, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

function toPassenger(row: PassengerRow): Passenger {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The passenger if `scope` may see them (`lock`: row-locked until the transaction ends), else 404. */
export async function findVisiblePassenger(
  tx: DbOrTx,
  scope: Scope,
  id: string,
  lock = false,
): Promise<Passenger> {
  const query = tx
    .select(passengerColumns)
    .from(passengers)
    .leftJoin(clients, eq(clients.id, passengers.clientId))
    .where(and(eq(passengers.id, id), scope.where(passengers.clientId)));
  const [row] = lock ? await query.for("update", { of: passengers }) : await query;
  // Someone else's passenger answers exactly like a missing one.
  if (!row) throw notFound("Passenger");
  return toPassenger(row);
}
