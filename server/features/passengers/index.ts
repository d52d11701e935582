// What other features may call of passengers.

export { moveConnectionsToPassenger } from "./connection-passenger-move";
export { movePassengersToClient } from "./passenger-client-move";
export { passengerNameColumns } from "./passenger-name-columns";
export {
  clientPassengerNames,
  createPassenger,
  PASSENGER_ENTITY,
  passengerEvent,
} from "./passenger-records.service";
