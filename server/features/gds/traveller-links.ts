import type { GdsImportResult, PreviewPassenger } from "#domain/gds-import/gds-import.schema";
import { displayName, matchPassengerName, passengerTitleOf } from "#domain/gds-import/name-match";
import { passengerInputSchema } from "#domain/passengers/passenger.schema";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import type { VisibleTrip } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { clientPassengerNames, createPassengerInTx } from "../passengers/passenger-records.service";
import { addTripPassengersInTx, tripPassengersOf } from "../trips/trip-passengers.service";

// Step 4 of an import: the reservation's travellers on the trip, through the passengers and trips features.

type PassengerReport = GdsImportResult["passengers"];

/** What an import onto no trip reports: nobody is linked. */
export function unlinkedReport(travellers: readonly PreviewPassenger[]): PassengerReport {
  return {
    matched: [],
    created: [],
    toCreate: travellers.map((t) => ({ name: t.name, reason: "Not linked: the reservation is on no trip" })),
  };
}

/**
 * Finds each traveller among the trip's passengers, then the client's, and puts found ones on the trip.
 * The missing ones are created when asked and their DOCS SSR gives the passport data a passenger needs;
 * the rest are reported for the agent to create in Passengers.
 */
export async function linkTravellers(
  tx: DbOrTx,
  user: SessionUser,
  trip: VisibleTrip,
  travellers: readonly PreviewPassenger[],
  create: boolean,
  origin: string,
): Promise<{ report: PassengerReport; events: PublishedEvent[] }> {
  const onTrip = (await tripPassengersOf(tx, trip.id)).items;
  const ofClient = await clientPassengerNames(tx, trip.clientId);
  const onTripIds = new Set(onTrip.map((p) => p.id));
  const report: PassengerReport = { matched: [], created: [], toCreate: [] };
  const events: PublishedEvent[] = [];
  const linked = new Set<string>();

  for (const traveller of travellers) {
    const found = matchPassengerName(traveller, onTrip) ?? matchPassengerName(traveller, ofClient);
    if (found && !linked.has(found.id)) {
      linked.add(found.id);
      report.matched.push({
        name: traveller.name,
        passengerId: found.id,
        addedToTrip: !onTripIds.has(found.id),
      });
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
      remarks: `Created ${origin}`,
      clientId: trip.clientId,
    });
    if (!parsed.success) {
      report.toCreate.push({
        name: traveller.name,
        reason: `The DOCS data is incomplete: ${parsed.error.issues[0]?.message ?? "invalid"}`,
      });
      continue;
    }
    const created = await createPassengerInTx(tx, user, parsed.data, origin);
    events.push(created.event);
    linked.add(created.id);
    report.created.push({ name: traveller.name, passengerId: created.id, addedToTrip: true });
  }

  const joining = [...report.matched.filter((m) => m.addedToTrip), ...report.created].map(
    (p) => p.passengerId,
  );
  if (joining.length > 0) events.push(...(await addTripPassengersInTx(tx, user, trip, joining)).events);
  return { report, events };
}
