import { and, asc, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { AppError } from "#domain/errors";
import { todayUtc } from "#domain/gds/gds-dates";
import { GdsParseError } from "#domain/gds/gds-parse-error";
import { parseReservation } from "#domain/gds/parse-reservation";
import type { Reservation } from "#domain/gds/reservation.schema";
import { docsCreatable, readDocsText } from "#domain/gds-import/docs-ssr";
import {
  changesOf,
  type FlightValues,
  flightValuesOf,
  planSegmentChanges,
  type StoredFlight,
  tripDatesOf,
} from "#domain/gds-import/flight-values";
import {
  GDS_CONTENT_TOO_LARGE_MESSAGE,
  type GdsImportResult,
  type GdsImportTarget,
  type GdsPreview,
  gdsContentProblem,
  type PreviewPassenger,
  type TripOption,
} from "#domain/gds-import/gds-import.schema";
import { displayName, matchPassengerName, passengerTitleOf } from "#domain/gds-import/name-match";
import { passengerInputSchema } from "#domain/passengers/passenger.schema";
import { topics } from "#domain/realtime/topics";
import { normalizeLocalDateTime } from "#domain/segments/local-date-time";
import { tripTitleFor } from "#domain/trips/trip-title";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { nextVersion } from "../../db/record-version";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { itineraries, segments } from "../../db/schema/segments";
import { tripPassengers, trips } from "../../db/schema/trips";
import { isUniqueViolation, likePattern } from "../../db/sql-helpers";
import { passengerAudience, staffOnly, tripAudience } from "../../realtime/audience";
import { airportDirectory } from "../flights/airport-directory";
import { checkSegmentMove } from "../trips/segment-move";

// The pickers filter in the browser; the latest trips are the ones imports go to.
const TRIP_OPTIONS_LIMIT = 200;

function fieldError(path: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", `Invalid input — ${path}: ${message}`, {
    issues: [{ path, message }],
  });
}

function checkContent(content: string): void {
  const problem = gdsContentProblem(content);
  if (problem === GDS_CONTENT_TOO_LARGE_MESSAGE) throw new AppError("PAYLOAD_TOO_LARGE", problem);
  if (problem) throw fieldError("body.content", problem);
}

function parse(content: string, referenceDate: string | undefined): Reservation {
  checkContent(content);
  try {
    return parseReservation(content, { referenceDate });
  } catch (error) {
    if (error instanceof GdsParseError) {
      throw fieldError(error.code === "EMPTY_INPUT" ? "body.content" : "body.referenceDate", error.message);
    }
    throw error;
  }
}

/** Why this reservation cannot become an itinerary; null when it can. */
function importProblemOf(reservation: Reservation): string | null {
  if (!reservation.format)
    return "The reservation system could not be recognised (Amadeus, Galileo, Sabre or Apollo).";
  if (reservation.segments.length === 0) return "No flight segments were found in the pasted content.";
  return null;
}

function previewPassengers(reservation: Reservation, referenceDate: string | undefined): PreviewPassenger[] {
  const reference = referenceDate
    ? {
        year: Number(referenceDate.slice(0, 4)),
        month: Number(referenceDate.slice(5, 7)),
        day: Number(referenceDate.slice(8, 10)),
      }
    : todayUtc();
  const docsSsrs = reservation.ssrs.filter((s) => s.code === "DOCS");
  return reservation.passengers.map((p) => {
    // The DOCS of this passenger: by its association, or the only one of a one-passenger booking.
    const ssr =
      docsSsrs.find(
        (s) => s.passengerIds.includes(p.id) && readDocsText(s.text, reference)?.documentNumber,
      ) ??
      docsSsrs.find((s) => s.passengerIds.includes(p.id)) ??
      (reservation.passengers.length === 1 ? docsSsrs.find((s) => s.passengerIds.length === 0) : undefined);
    const docs = ssr ? readDocsText(ssr.text, reference) : null;
    if (docs && !docs.dateOfBirth && p.dateOfBirth) docs.dateOfBirth = p.dateOfBirth;
    return {
      id: p.id,
      name: displayName(p.surname, p.givenName),
      surname: p.surname,
      givenName: p.givenName,
      title: p.title,
      type: p.type,
      isInfant: p.isInfant,
      docs,
      creatable: docsCreatable(docs),
    };
  });
}

type TripRef = {
  id: string;
  title: string;
  clientId: string;
  clientName: string;
  startDate: string;
  endDate: string;
};

async function lockTrip(tx: DbOrTx, id: string): Promise<TripRef | undefined> {
  const [trip] = await tx
    .select({
      id: trips.id,
      title: trips.title,
      clientId: trips.clientId,
      clientName: clients.name,
      startDate: trips.startDate,
      endDate: trips.endDate,
    })
    .from(trips)
    .innerJoin(clients, eq(clients.id, trips.clientId))
    .where(eq(trips.id, id))
    .for("update", { of: trips });
  return trip;
}

async function storedFlightsOf(tx: DbOrTx, itineraryId: string): Promise<StoredFlight[]> {
  const rows = await tx
    .select({
      id: segments.id,
      airline: segments.airline,
      flightNumber: segments.flightNumber,
      bookingClass: segments.bookingClass,
      origin: segments.origin,
      destination: segments.destination,
      departureLocal: segments.departureLocal,
      arrivalLocal: segments.arrivalLocal,
      status: segments.status,
      seatCount: segments.seatCount,
      operatingCarrier: segments.operatingCarrier,
      segmentNumber: segments.segmentNumber,
      details: segments.details,
      notes: segments.notes,
    })
    .from(segments)
    .where(and(eq(segments.itineraryId, itineraryId), eq(segments.segmentType, "flight")))
    .orderBy(asc(segments.segmentNumber), asc(segments.departureLocal), asc(segments.id));
  return rows.map((r) => ({
    ...r,
    airline: r.airline ?? "",
    flightNumber: r.flightNumber ?? "",
    origin: r.origin ?? "",
    destination: r.destination ?? "",
    departureLocal: normalizeLocalDateTime(r.departureLocal),
    arrivalLocal: normalizeLocalDateTime(r.arrivalLocal),
    segmentNumber: r.segmentNumber ?? 0,
  }));
}

function segmentRow(flight: FlightValues) {
  return {
    airline: flight.airline,
    flightNumber: flight.flightNumber,
    bookingClass: flight.bookingClass,
    origin: flight.origin,
    destination: flight.destination,
    departureLocal: flight.departureLocal,
    arrivalLocal: flight.arrivalLocal,
    status: flight.status,
    seatCount: flight.seatCount,
    operatingCarrier: flight.operatingCarrier,
    segmentNumber: flight.segmentNumber,
    details: flight.details,
    notes: flight.notes,
  };
}

function titleFor(flights: readonly FlightValues[], recordLocator: string | null): string {
  return (
    tripTitleFor(flights.map((f) => ({ ...f, segmentType: "flight" as const }))) ??
    `Reservation ${recordLocator ?? "without record locator"}`
  );
}

export function createGdsService(ctx: AppContext) {
  const { db } = ctx;
  const airports = () => airportDirectory(ctx.log);

  async function existingItinerary(tx: DbOrTx, recordLocator: string | null, lock = false) {
    if (!recordLocator) return undefined;
    const query = tx
      .select({
        id: itineraries.id,
        tripId: itineraries.tripId,
        tripTitle: trips.title,
        clientId: trips.clientId,
        clientName: clients.name,
        updatedAt: itineraries.updatedAt,
      })
      .from(itineraries)
      .leftJoin(trips, eq(trips.id, itineraries.tripId))
      .leftJoin(clients, eq(clients.id, trips.clientId))
      .where(eq(itineraries.recordLocator, recordLocator));
    const [row] = lock ? await query.for("update", { of: itineraries }) : await query;
    return row;
  }

  return {
    /** What the content holds and what importing it would do; nothing is stored. */
    async preview(content: string, referenceDate: string | undefined): Promise<GdsPreview> {
      const reservation = parse(content, referenceDate);
      const flights = reservation.segments.map(flightValuesOf);
      const directory = airports();
      const airportNames: Record<string, string> = {};
      for (const code of new Set(flights.flatMap((f) => [f.origin, f.destination]))) {
        const name = directory.name(code);
        if (name) airportNames[code] = name;
      }
      const existing = await existingItinerary(db, reservation.recordLocator);
      return {
        reservation,
        passengers: previewPassengers(reservation, referenceDate),
        airportNames,
        suggestedTripTitle: flights.length > 0 ? titleFor(flights, reservation.recordLocator) : null,
        existing: existing
          ? {
              itineraryId: existing.id,
              tripId: existing.tripId,
              tripTitle: existing.tripTitle,
              clientName: existing.clientName,
              importedAt: existing.updatedAt.toISOString(),
              changes: changesOf(planSegmentChanges(await storedFlightsOf(db, existing.id), flights)),
            }
          : null,
        importProblem: importProblemOf(reservation),
      };
    },

    /**
     * Stores the reservation as an itinerary (updating the one with the same record locator), its flights
     * as segments, optionally on a trip (existing or new), and links the travellers to the trip's passengers.
     */
    async import(
      user: SessionUser,
      input: {
        content: string;
        referenceDate?: string;
        target?: GdsImportTarget | null;
        createPassengers: boolean;
      },
    ): Promise<GdsImportResult> {
      const reservation = parse(input.content, input.referenceDate);
      const problem = importProblemOf(reservation);
      if (problem) throw fieldError("body.content", problem);
      const format = reservation.format!;
      const flights = reservation.segments.map(flightValuesOf);
      const travellers = previewPassengers(reservation, input.referenceDate);
      const locator = reservation.recordLocator;
      const target = input.target ?? null;

      const outcome = await db
        .transaction(async (tx) => {
          // Imports of one record locator run one after another, each seeing what the previous one stored.
          if (locator)
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gds-import:${locator}`}))`);
          const existing = await existingItinerary(tx, locator, true);

          // The trip the itinerary ends up on.
          let trip: TripRef | undefined;
          let tripCreated = false;
          if (target && "tripId" in target) {
            trip = await lockTrip(tx, target.tripId);
            if (!trip) throw fieldError("body.target.tripId", "Trip not found");
          } else if (target && "newTrip" in target) {
            const [client] = await tx
              .select({ id: clients.id, name: clients.name })
              .from(clients)
              .where(eq(clients.id, target.newTrip.clientId));
            if (!client) throw fieldError("body.target.newTrip.clientId", "Client not found");
            if (existing?.clientId && existing.clientId !== client.id) throw otherClient(existing);
            if (existing?.tripId) {
              // Already on a trip of this client (an earlier or concurrent import made it): updated there.
              trip = await lockTrip(tx, existing.tripId);
            } else {
              const dates = tripDatesOf(flights) ?? todayRange();
              const title = titleFor(flights, locator);
              const [row] = await tx
                .insert(trips)
                .values({ title, ...dates, clientId: client.id, ownerId: user.id, status: "planning" })
                .returning({ id: trips.id });
              if (!row) throw new Error("insert returned no row");
              trip = { id: row.id, title, clientId: client.id, clientName: client.name, ...dates };
              tripCreated = true;
            }
          } else if (existing?.tripId) {
            trip = await lockTrip(tx, existing.tripId);
          }
          // A reservation never moves to another client's trip: its travellers would come along.
          if (trip && existing?.clientId && existing.clientId !== trip.clientId) throw otherClient(existing);

          // The itinerary itself.
          const itineraryValues = {
            tripId: trip?.id ?? null,
            recordLocator: locator,
            airlineLocators: reservation.airlineLocators.map(({ airline, locator }) => ({
              airline,
              locator,
            })),
            sourceFormat: format,
            rawText: input.content,
          };
          let itineraryId: string;
          if (existing) {
            itineraryId = existing.id;
            await tx
              .update(itineraries)
              .set({ ...itineraryValues, updatedAt: sql`now()` })
              .where(eq(itineraries.id, itineraryId));
          } else {
            const [row] = await tx
              .insert(itineraries)
              .values({ ...itineraryValues, createdBy: user.id })
              .returning({ id: itineraries.id });
            if (!row) throw new Error("insert returned no row");
            itineraryId = row.id;
          }

          // Its flights: matched to the stored ones, then inserted, updated, deleted.
          const plan = planSegmentChanges(existing ? await storedFlightsOf(tx, itineraryId) : [], flights);
          if (plan.deletes.length > 0) {
            await tx.delete(segments).where(
              inArray(
                segments.id,
                plan.deletes.map((d) => d.id),
              ),
            );
          }
          for (const update of plan.updates) {
            await tx
              .update(segments)
              .set({
                ...segmentRow(update.next),
                version: nextVersion(segments.version),
                updatedAt: sql`now()`,
              })
              .where(eq(segments.id, update.stored.id));
          }
          const inserted =
            plan.inserts.length > 0
              ? await tx
                  .insert(segments)
                  .values(
                    plan.inserts.map((f) => ({
                      ...segmentRow(f),
                      itineraryId,
                      tripId: trip?.id ?? null,
                      segmentType: "flight" as const,
                      source: "gds" as const,
                    })),
                  )
                  .returning({ id: segments.id })
              : [];
          if (trip && !tripCreated) await extendTripDates(tx, trip, flights);

          const passengerReport = trip
            ? await linkPassengers(tx, trip, travellers, input.createPassengers, locator)
            : {
                matched: [],
                created: [],
                toCreate: travellers.map((t) => ({
                  name: t.name,
                  reason: "Not linked: the reservation is on no trip",
                })),
              };

          // Every segment of the itinerary follows it to its trip (or off it), once its travellers are
          // linked there: the segments' SSR requests come along, which needs their passengers on that trip.
          await checkSegmentMove(
            tx,
            (await storedFlightsOf(tx, itineraryId)).map((f) => f.id),
            trip?.id ?? null,
          );
          const previousTripId = existing?.tripId ?? null;
          await tx
            .update(segments)
            .set({ tripId: trip?.id ?? null, version: nextVersion(segments.version) })
            .where(
              and(
                eq(segments.itineraryId, itineraryId),
                sql`${segments.tripId} is distinct from ${trip?.id ?? null}`,
              ),
            );
          const changes = changesOf(
            plan,
            inserted.map((r) => r.id),
          );
          await writeAudit(tx, [
            ...(tripCreated && trip
              ? [
                  {
                    userId: user.id,
                    action: "create",
                    entity: "trip",
                    entityId: trip.id,
                    summary: `Created trip ${trip.title} from reservation ${locator ?? ""}`.trim(),
                    details: { clientId: trip.clientId, startDate: trip.startDate, endDate: trip.endDate },
                  },
                ]
              : []),
            ...passengerReport.created.map((p) => ({
              userId: user.id,
              action: "create",
              entity: "passenger",
              entityId: p.passengerId,
              summary: `Added passenger ${p.name} from reservation ${locator ?? ""}`.trim(),
            })),
            {
              userId: user.id,
              action: "import",
              entity: "itinerary",
              entityId: itineraryId,
              summary: `${existing ? "Re-imported" : "Imported"} ${format} reservation ${locator ?? "(no record locator)"}: ${changes.added.length} added, ${changes.changed.length} changed, ${changes.removed.length} removed`,
              details: {
                recordLocator: locator,
                format,
                tripId: trip?.id ?? null,
                previousTripId,
                added: changes.added.length,
                changed: changes.changed.map((c) => ({ id: c.segment.id, changes: c.changes })),
                removed: changes.removed.map((r) => r.id),
                unchanged: changes.unchanged,
                passengersMatched: passengerReport.matched.length,
                passengersCreated: passengerReport.created.length,
                unparsedLines: reservation.unparsedLines.length,
              },
            },
          ]);
          const result: GdsImportResult = {
            itineraryId,
            recordLocator: locator,
            format,
            itineraryCreated: !existing,
            tripId: trip?.id ?? null,
            tripTitle: trip?.title ?? null,
            tripCreated,
            segments: changes,
            passengers: passengerReport,
          };
          return { result, previousTripId };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) {
            throw new AppError(
              "CONFLICT",
              `Reservation ${locator} was being imported at the same moment by someone else. Please try again.`,
            );
          }
          throw error;
        });

      const { result, previousTripId } = outcome;
      await ctx.hub.publish({
        topic: topics.flights,
        id: result.itineraryId,
        op: "update",
        audience: staffOnly,
      });
      for (const tripId of new Set([result.tripId, previousTripId])) {
        if (tripId) {
          await ctx.hub.publish({
            topic: topics.trips,
            id: tripId,
            op: tripId === result.tripId && result.tripCreated ? "insert" : "update",
            audience: await tripAudience(db, tripId),
          });
        }
      }
      for (const p of result.passengers.created) {
        await ctx.hub.publish({
          topic: topics.passengers,
          id: p.passengerId,
          op: "insert",
          audience: await passengerAudience(db, p.passengerId),
        });
      }
      return result;
    },

    /** Trips an import can attach to, by title or client name, latest first. */
    async tripOptions(search: string | undefined): Promise<{ items: TripOption[] }> {
      const pattern = search ? likePattern(search) : null;
      const items = await db
        .select({
          id: trips.id,
          title: trips.title,
          clientId: trips.clientId,
          clientName: clients.name,
          startDate: trips.startDate,
          endDate: trips.endDate,
        })
        .from(trips)
        .innerJoin(clients, eq(clients.id, trips.clientId))
        .where(pattern ? or(ilike(trips.title, pattern), ilike(clients.name, pattern)) : undefined)
        .orderBy(desc(trips.startDate), asc(trips.id))
        .limit(TRIP_OPTIONS_LIMIT);
      return { items };
    },
  };
}

function otherClient(existing: { tripTitle: string | null; clientName: string | null }): AppError {
  return new AppError(
    "CONFLICT",
    `This reservation is already on trip “${existing.tripTitle}” of ${existing.clientName}; it cannot move to another client's trip.`,
  );
}

function todayRange(): { startDate: string; endDate: string } {
  const today = new Date().toISOString().slice(0, 10);
  return { startDate: today, endDate: today };
}

/** An existing trip grows to cover the imported flights; it never shrinks. */
async function extendTripDates(tx: DbOrTx, trip: TripRef, flights: readonly FlightValues[]): Promise<void> {
  const dates = tripDatesOf(flights);
  if (!dates) return;
  // ISO dates sort as text.
  const startDate = [dates.startDate, trip.startDate].sort()[0]!;
  const endDate = [dates.endDate, trip.endDate].sort()[1]!;
  if (startDate === trip.startDate && endDate === trip.endDate) return;
  await tx
    .update(trips)
    .set({ startDate, endDate, version: nextVersion(trips.version), updatedAt: sql`now()` })
    .where(eq(trips.id, trip.id));
}

/**
 * Finds each traveller among the trip's passengers, then the client's, and puts found ones on the trip.
 * The missing ones are created when asked and their DOCS SSR gives the passport data a passenger needs;
 * the rest are reported for the agent to create in Passengers.
 */
async function linkPassengers(
  tx: DbOrTx,
  trip: TripRef,
  travellers: readonly PreviewPassenger[],
  create: boolean,
  locator: string | null,
): Promise<GdsImportResult["passengers"]> {
  const columns = { id: passengers.id, firstName: passengers.firstName, surname: passengers.surname };
  const onTrip = await tx
    .select(columns)
    .from(tripPassengers)
    .innerJoin(passengers, eq(passengers.id, tripPassengers.passengerId))
    .where(eq(tripPassengers.tripId, trip.id));
  const ofClient = await tx.select(columns).from(passengers).where(eq(passengers.clientId, trip.clientId));
  const onTripIds = new Set(onTrip.map((p) => p.id));
  const report: GdsImportResult["passengers"] = { matched: [], created: [], toCreate: [] };
  const linked = new Set<string>();

  for (const traveller of travellers) {
    const found = matchPassengerName(traveller, onTrip) ?? matchPassengerName(traveller, ofClient);
    if (found && !linked.has(found.id)) {
      linked.add(found.id);
      const addedToTrip = !onTripIds.has(found.id);
      if (addedToTrip) {
        await tx
          .insert(tripPassengers)
          .values({ tripId: trip.id, passengerId: found.id, clientId: trip.clientId })
          .onConflictDoNothing();
      }
      report.matched.push({ name: traveller.name, passengerId: found.id, addedToTrip });
      continue;
    }
    if (!create) {
      report.toCreate.push({
        name: traveller.name,
        reason: "No passenger with this name on the trip or its client",
      });
      continue;
    }
    if (!traveller.creatable || !traveller.docs) {
      report.toCreate.push({
        name: traveller.name,
        reason: "The reservation has no DOCS passport data for this traveller",
      });
      continue;
    }
    const parsed = passengerInputSchema.safeParse({
      title: passengerTitleOf(traveller.title),
      firstName: displayName("", traveller.givenName),
      surname: displayName(traveller.surname, ""),
      gender: traveller.docs.gender,
      dateOfBirth: traveller.docs.dateOfBirth,
      nationality: traveller.docs.nationality,
      countryOfIssue: traveller.docs.issuingCountry,
      documentType: traveller.docs.documentType ?? "P",
      passportNumber: traveller.docs.documentNumber,
      documentExpiry: traveller.docs.expiryDate,
      method: "agent",
      remarks: `Created from GDS reservation ${locator ?? ""}`.trim(),
      clientId: trip.clientId,
    });
    if (!parsed.success) {
      report.toCreate.push({
        name: traveller.name,
        reason: `The DOCS data is incomplete: ${parsed.error.issues[0]?.message ?? "invalid"}`,
      });
      continue;
    }
    const [row] = await tx.insert(passengers).values(parsed.data).returning({ id: passengers.id });
    if (!row) throw new Error("insert returned no row");
    await tx.insert(tripPassengers).values({ tripId: trip.id, passengerId: row.id, clientId: trip.clientId });
    linked.add(row.id);
    report.created.push({ name: traveller.name, passengerId: row.id, addedToTrip: true });
  }
  return report;
}
