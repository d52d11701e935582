// What other features may call of flights.
export {
  airportLocator,
  airportNamesOf,
  applyFlightPlan,
  flightsChanged,
  itineraryFlightsOf,
  moveItineraryFlights,
} from "./flight-records.service";
