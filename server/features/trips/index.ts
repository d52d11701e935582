// What other features may call of trips.

export { moveTripPassengersToClient, moveTripsToClient } from "./trip-client-move";
export { copyTripLinksToPassenger, dropTripLinksOfPassenger } from "./trip-passenger-move";
export { addTripPassengers, tripPassengersOf } from "./trip-passengers.service";
export {
  extendTripDates,
  requireClient,
  startTrip,
  TRIP_ENTITY,
  tripEvent,
} from "./trip-records.service";
export { checkSegmentMove } from "./trip-segments.service";
