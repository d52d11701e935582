import type { ComponentProps } from "react";
import { countedList } from "#domain/clients/client-format";
import type { MergePassengerSummary } from "#domain/passenger-merge/passenger-merge.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { MergeChoiceCard } from "../../../components/merge-choice-card";

/** "2 trips, 1 booking and 3 connections", or "No trips, bookings or connections". */
export function passengerRecordCounts(passenger: MergePassengerSummary): string {
  return (
    countedList([
      [passenger.tripsCount, "trip", "trips"],
      [passenger.bookingsCount, "booking", "bookings"],
      [passenger.connectionsCount, "connection", "connections"],
    ]) || "No trips, bookings or connections"
  );
}

/** "P1234567 (PRT)": a passport as the merge screens show it. */
export function passportText(passenger: MergePassengerSummary): string {
  return passenger.countryOfIssue
    ? `${passenger.passportNumber} (${passenger.countryOfIssue})`
    : passenger.passportNumber;
}

/** One of two records of a person: their document, client and what hangs off them. */
export function PassengerMergeCard({
  passenger,
  kept,
  radio,
}: {
  passenger: MergePassengerSummary;
  kept: boolean;
  radio: ComponentProps<"input">;
}) {
  return (
    <MergeChoiceCard
      name={passengerName(passenger)}
      kept={kept}
      radio={radio}
      details={[
        ["Passport", passportText(passenger)],
        ["Passport expiry", passenger.documentExpiry],
        ["Date of birth", passenger.dateOfBirth],
        ["Nationality", passenger.nationality],
        ["Client", passenger.clientName],
      ]}
      counts={passengerRecordCounts(passenger)}
    />
  );
}
