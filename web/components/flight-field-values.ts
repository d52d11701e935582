import type { FlightFieldValues } from "./flight-fields";

/** FlightFields' values as a form holds them: blank text where there is nothing. */
export interface FlightFieldsForm {
  airline: string;
  flightNumber: string;
  origin: string;
  destination: string;
  departureLocal: string;
  arrivalLocal: string;
  bookingClass: string;
  status: string;
  seatCount: number | "";
  operatingCarrier: string;
}

/** A new flight's block: all blank but the status the form starts from. */
export function emptyFlightFields(status: string): FlightFieldsForm {
  return flightFieldsOf({}, status);
}

/** A saved flight's (or segment's) block for its form; `status` stands where it has none. */
export function flightFieldsOf(record: FlightFieldValues, status: string): FlightFieldsForm {
  return {
    airline: record.airline ?? "",
    flightNumber: record.flightNumber ?? "",
    origin: record.origin ?? "",
    destination: record.destination ?? "",
    departureLocal: record.departureLocal ?? "",
    arrivalLocal: record.arrivalLocal ?? "",
    bookingClass: record.bookingClass ?? "",
    status: record.status ?? status,
    seatCount: record.seatCount ?? "",
    operatingCarrier: record.operatingCarrier ?? "",
  };
}
