import type { GdsImportResult, PreviewPassenger } from "#domain/gds-import/gds-import.schema";
import { displayName, matchPassengerName, passengerTitleOf } from "#domain/gds-import/name-match";
import { type PassengerInput, passengerInputSchemaOn } from "#domain/passengers/passenger.schema";
import type { VisibleTrip } from "../../access/client-scope";
import type { Change } from "../../kernel/mutate";
import { clientPassengerNames, createPassenger } from "../passengers";
import { addTripPassengers, tripPassengersOf } from "../trips";

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

/** The passenger each traveller (by reservation passenger id) is linked to on the trip. */
export type TravellerPassengers = ReadonlyMap<number, { passengerId: string; name: string }>;

/**
 * A new passenger of the trip's client for a traveller: the DOCS passport data when the reservation has it
 * all; otherwise the name (and whatever DOCS gives) with the passport left to complete, which the
 * passenger's remarks say. Null with the reason when not even the name makes a passenger. `today`: the
 * agency's day of the import.
 */
function passengerFor(
  traveller: PreviewPassenger,
  trip: VisibleTrip,
  origin: string,
  today: string,
): { input: PassengerInput; passportMissing: boolean } | { reason: string } {
  const passengerInputSchema = passengerInputSchemaOn(() => today);
  const names = {
    title: passengerTitleOf(traveller.title),
    firstName: displayName("", traveller.givenName),
    surname: displayName(traveller.surname, ""),
    method: "agent",
    clientId: trip.clientId,
  } as const;
  const docs = traveller.docs;
  if (traveller.creatable && docs) {
    const parsed = passengerInputSchema.safeParse({
      ...names,
      gender: docs.gender,
      dateOfBirth: docs.dateOfBirth,
      nationality: docs.nationality,
      countryOfIssue: docs.issuingCountry,
      documentType: docs.documentType ?? "P",
      passportNumber: docs.documentNumber,
      documentExpiry: docs.expiryDate,
      remarks: `Created ${origin}`,
    });
    if (parsed.success) return { input: parsed.data, passportMissing: false };
  }
  const withoutPassport = passengerInputSchema.omit({ passportNumber: true, documentExpiry: true });
  const remarks = `Created ${origin} without passport data: enter the passport number and expiry.`;
  // What DOCS gives beyond the passport (a Secure Flight DOCS has birth date and gender), when valid.
  const fromDocs = {
    gender: docs?.gender,
    dateOfBirth: docs?.dateOfBirth ?? traveller.dateOfBirth,
    nationality: docs?.nationality,
  };
  const parsed =
    withoutPassport.safeParse({ ...names, ...fromDocs, remarks }).data ??
    withoutPassport.safeParse({ ...names, remarks }).data;
  if (!parsed) {
    return {
      reason: traveller.givenName.trim()
        ? "The reservation name is not a valid passenger name"
        : "The reservation gives no first name for this traveller",
    };
  }
  // The passenger record requires a passport: it stays blank, and expires on the import day, so the
  // trip and passenger screens flag it until the agent enters the real one.
  return { input: { ...parsed, passportNumber: "", documentExpiry: today }, passportMissing: true };
}

/**
 * Finds each traveller among the trip's passengers, then the client's (the name-match rules), and puts
 * found ones on the trip. The missing ones are created as the client's passengers when `create` says so,
 * with their DOCS passport data when the reservation has it and from their name alone otherwise (`today`:
 * the agency's day of the import).
 */
export async function linkTravellers(
  change: Change,
  trip: VisibleTrip,
  travellers: readonly PreviewPassenger[],
  { create, origin, today }: { create: boolean; origin: string; today: string },
): Promise<{ report: PassengerReport; linked: TravellerPassengers }> {
  const { tx } = change;
  const onTrip = (await tripPassengersOf(tx, trip.id)).items;
  const ofClient = await clientPassengerNames(tx, trip.clientId);
  const onTripIds = new Set(onTrip.map((p) => p.id));
  const report: PassengerReport = { matched: [], created: [], toCreate: [] };
  const linked = new Map<number, { passengerId: string; name: string }>();
  const taken = new Set<string>();

  for (const traveller of travellers) {
    const found = matchPassengerName(traveller, onTrip) ?? matchPassengerName(traveller, ofClient);
    if (found && !taken.has(found.id)) {
      taken.add(found.id);
      linked.set(traveller.id, { passengerId: found.id, name: traveller.name });
      report.matched.push({
        name: traveller.name,
        passengerId: found.id,
        addedToTrip: !onTripIds.has(found.id),
        passportMissing: false,
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
    const made = passengerFor(traveller, trip, origin, today);
    if ("reason" in made) {
      report.toCreate.push({ name: traveller.name, reason: made.reason });
      continue;
    }
    const createdId = await createPassenger(change, made.input, origin);
    taken.add(createdId);
    linked.set(traveller.id, { passengerId: createdId, name: traveller.name });
    report.created.push({
      name: traveller.name,
      passengerId: createdId,
      addedToTrip: true,
      passportMissing: made.passportMissing,
    });
  }

  const joining = [...report.matched.filter((m) => m.addedToTrip), ...report.created].map(
    (p) => p.passengerId,
  );
  if (joining.length > 0) await addTripPassengers(change, trip, joining);
  return { report, linked };
}
