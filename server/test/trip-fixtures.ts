import { eq } from "drizzle-orm";
import type { Role } from "#domain/auth/role";
import type { SessionUser } from "../auth/session";
import { users } from "../db/schema/auth";
import { clients } from "../db/schema/clients";
import { passengers } from "../db/schema/passengers";
import { segments } from "../db/schema/segments";
import { tripPassengers, trips } from "../db/schema/trips";
import type { TestApp } from "./test-app";

/** Fixtures for the features that hang off a trip (SSR requests, offers, documents): rows written directly. */

export type Session = { cookie: string; origin: string; userId: string };
export type ClientSession = Session & { clientId: string };

export const MISSING_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

/** The five kinds of caller every trip route is tried with. */
export interface Cast {
  agent: Session;
  admin: Session;
  /** Client user whose client owns the trips made with `makeTrip(t, cast.clientA.clientId)`. */
  clientA: ClientSession;
  clientB: ClientSession;
  /** A client user whose account belongs to no client. */
  clientless: Session;
}

export async function clientUser(t: TestApp, name: string): Promise<ClientSession> {
  const session = await t.signInAs("client");
  const [row] = await t.database.db
    .insert(clients)
    .values({ name, userId: session.userId })
    .returning({ id: clients.id });
  return { ...session, clientId: row!.id };
}

export async function signInCast(t: TestApp): Promise<Cast> {
  return {
    agent: await t.signInAs("agent"),
    admin: await t.signInAs("admin"),
    clientA: await clientUser(t, "Alpha Travellers"),
    clientB: await clientUser(t, "Beta Holidays"),
    clientless: await t.signInAs("client"),
  };
}

/** The session's user as services see it, for calling a service directly. */
export async function sessionUser(t: TestApp, session: Session): Promise<SessionUser> {
  const [row] = await t.database.db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!row) throw new Error("no such user");
  return { ...row, role: row.role as Role };
}

export function caller(t: TestApp) {
  return (
    session: Session | null,
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: method as "GET",
      url,
      headers: { ...(session ? { cookie: session.cookie, origin: session.origin } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export { issues } from "./issues";

let counter = 0;

export async function makeTrip(t: TestApp, clientId: string, title = `Trip ${++counter}`): Promise<string> {
  const [row] = await t.database.db
    .insert(trips)
    .values({ title, clientId, startDate: "2026-05-01", endDate: "2026-05-09" })
    .returning({ id: trips.id });
  return row!.id;
}

/** A new passenger, put on the trip (and so of its client) when one is given, else of no client. */
export async function makePassenger(
  t: TestApp,
  tripId: string | null,
  name: { firstName?: string; surname?: string; title?: "Mr" | "Mrs" | "Ms" } = {},
): Promise<string> {
  const [trip] = tripId
    ? await t.database.db.select({ clientId: trips.clientId }).from(trips).where(eq(trips.id, tripId))
    : [];
  const clientId = trip?.clientId ?? null;
  const [row] = await t.database.db
    .insert(passengers)
    .values({
      title: name.title ?? "Mrs",
      firstName: name.firstName ?? "Ana",
      surname: name.surname ?? "Silva",
      passportNumber: `TX${100000 + ++counter}`,
      documentExpiry: "2030-09-30",
      clientId,
    })
    .returning({ id: passengers.id });
  if (tripId && clientId) {
    await t.database.db.insert(tripPassengers).values({ tripId, passengerId: row!.id, clientId });
  }
  return row!.id;
}

export async function makeFlight(
  t: TestApp,
  tripId: string,
  flight: { airline: string; flightNumber?: string; origin?: string; destination?: string },
): Promise<string> {
  const [row] = await t.database.db
    .insert(segments)
    .values({
      tripId,
      segmentType: "flight",
      airline: flight.airline,
      flightNumber: flight.flightNumber ?? "400",
      origin: flight.origin ?? "FRA",
      destination: flight.destination ?? "JFK",
      departureLocal: "2026-05-01 10:05:00",
      arrivalLocal: "2026-05-01 12:55:00",
      status: "HK",
    })
    .returning({ id: segments.id });
  return row!.id;
}
