import { z } from "zod";
import { segmentSchema } from "../segments/segment.schema";
import { tripSchema } from "./trip.schema";
import { tripPassengerSchema } from "./trip-passenger.schema";

export const itinerarySsrSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  passengerId: z.uuid(),
  passengerName: z.string(),
  segmentId: z.uuid().nullable(),
  notes: z.string().nullable(),
});
export type ItinerarySsr = z.infer<typeof itinerarySsrSchema>;

/** Everything the printable itinerary shows, in one answer: segments in order, passengers, confirmed SSRs. */
export const tripItinerarySchema = z.object({
  trip: tripSchema,
  segments: z.array(segmentSchema),
  passengers: z.array(tripPassengerSchema),
  confirmedSsrs: z.array(itinerarySsrSchema),
});
export type TripItinerary = z.infer<typeof tripItinerarySchema>;
