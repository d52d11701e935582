import { z } from "zod";
import { passengerGenders, passengerTitles } from "../passengers/passenger-format";

export const MAX_PASSENGERS_PER_ADD = 100;

/** A traveller on a trip, as the Passengers tab and the itinerary show them. */
export const tripPassengerSchema = z.object({
  id: z.uuid(),
  title: z.enum(passengerTitles).nullable(),
  firstName: z.string(),
  surname: z.string(),
  gender: z.enum(passengerGenders).nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  passportNumber: z.string(),
  documentExpiry: z.string(),
  clientId: z.uuid().nullable(),
  addedAt: z.string(),
});
export type TripPassenger = z.infer<typeof tripPassengerSchema>;

export const tripPassengerListSchema = z.object({ items: z.array(tripPassengerSchema) });
export type TripPassengerList = z.infer<typeof tripPassengerListSchema>;

export const addTripPassengersSchema = z.object({
  passengerIds: z
    .array(z.uuid({ error: "Choose passengers from the list" }), { error: "Choose at least one passenger" })
    .min(1, "Choose at least one passenger")
    .max(MAX_PASSENGERS_PER_ADD, `At most ${MAX_PASSENGERS_PER_ADD} passengers at once`)
    .transform((ids) => [...new Set(ids)]),
});

export const addTripPassengersResultSchema = z.object({
  added: z.number().int(),
  items: z.array(tripPassengerSchema),
});
export type AddTripPassengersResult = z.infer<typeof addTripPassengersResultSchema>;

/** Someone who could join the trip: not on it yet, and of the trip's client or of none. */
export const passengerCandidateSchema = z.object({
  id: z.uuid(),
  title: z.enum(passengerTitles).nullable(),
  firstName: z.string(),
  surname: z.string(),
  nationality: z.string().nullable(),
  passportNumber: z.string(),
  documentExpiry: z.string(),
  clientName: z.string().nullable(),
});
export type PassengerCandidate = z.infer<typeof passengerCandidateSchema>;

export const passengerCandidateQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
