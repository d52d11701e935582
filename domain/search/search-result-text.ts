import { bookingReference, bookingStatusLabels } from "../bookings/booking-format";
import type { BookingStatus } from "../bookings/booking-values";
import { flightDesignator, formatSegmentDateTime } from "../flights/flight-format";
import type { InvoiceStatus } from "../invoices/invoice-values";
import { passengerName } from "../passengers/passenger-format";
import {
  type RequestCategory,
  type RequestStatus,
  requestCategoryLabels,
  requestStatusLabels,
} from "../requests/request-values";
import { formatDateRange, formatTripDate, tripStatusLabels } from "../trips/trip-format";
import type { TripStatus } from "../trips/trip-values";
import { searchLinks } from "./search-links";

// How each kind of record reads in the palette: a title, a subtitle that tells two alike apart, and its screen.

export interface ResultText {
  title: string;
  subtitle: string;
  link: string;
}

const EXCERPT_LENGTH = 80;

/** The parts that are there, joined by a middle dot. */
export function joinParts(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part?.trim())).join(" · ");
}

/** The first line of a text, cut at a word near `max` characters with an ellipsis. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const line = text.trim().split(/\r?\n/, 1)[0]!.replace(/\s+/g, " ");
  if ([...line].length <= max) return line;
  const cut = [...line].slice(0, max).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function passengerText(row: {
  id: string;
  title: string | null;
  firstName: string;
  surname: string;
  passportNumber: string;
  clientName: string | null;
}): ResultText {
  return {
    title: passengerName(row),
    subtitle: joinParts([`Passport ${row.passportNumber}`, row.clientName]),
    link: searchLinks.passenger(row.id, `${row.firstName} ${row.surname}`),
  };
}

export function tripText(row: {
  id: string;
  title: string;
  clientName: string;
  startDate: string;
  endDate: string;
  status: TripStatus;
}): ResultText {
  return {
    title: row.title,
    subtitle: joinParts([
      row.clientName,
      formatDateRange(row.startDate, row.endDate),
      tripStatusLabels[row.status],
    ]),
    link: searchLinks.trip(row.id),
  };
}

export function reservationText(row: {
  id: string;
  recordLocator: string | null;
  airlineLocators: readonly { airline: string; locator: string }[];
  tripId: string | null;
  tripTitle: string | null;
}): ResultText {
  const airline = row.airlineLocators.map((l) => `${l.airline} ${l.locator}`);
  const title = row.recordLocator ?? airline[0] ?? "Reservation";
  return {
    title,
    subtitle: joinParts([row.tripTitle ?? "No trip", ...(row.recordLocator ? airline : airline.slice(1))]),
    link: row.tripId
      ? searchLinks.trip(row.tripId)
      : searchLinks.flights(row.recordLocator ?? row.airlineLocators[0]?.locator ?? ""),
  };
}

export function flightText(row: {
  id: string;
  airline: string | null;
  flightNumber: string | null;
  origin: string | null;
  destination: string | null;
  departureLocal: string | null;
  status: string | null;
  tripId: string | null;
  tripTitle: string | null;
}): ResultText {
  return {
    title: `${flightDesignator(row.airline, row.flightNumber)} ${row.origin ?? "?"}–${row.destination ?? "?"}`,
    subtitle: joinParts([
      row.departureLocal ? formatSegmentDateTime(row.departureLocal) : "Open date",
      row.status,
      row.tripTitle ?? "No trip",
    ]),
    link: row.tripId
      ? searchLinks.trip(row.tripId)
      : searchLinks.flights(`${row.airline ?? ""}${row.flightNumber ?? ""}`),
  };
}

export function clientText(row: {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  archived: boolean;
}): ResultText {
  return {
    title: row.name,
    subtitle: joinParts([row.email ?? row.phone, row.archived ? "Archived" : null]),
    link: searchLinks.client(row.id),
  };
}

export function bookingText(row: {
  id: string;
  number: number;
  clientName: string;
  packageTitle: string | null;
  tripTitle: string | null;
  travelDate: string;
  status: BookingStatus;
}): ResultText {
  return {
    title: bookingReference(row.number),
    subtitle: joinParts([
      row.packageTitle ?? row.tripTitle,
      row.clientName,
      formatTripDate(row.travelDate),
      bookingStatusLabels[row.status],
    ]),
    link: searchLinks.booking(row.id),
  };
}

/** "partially_paid" → "Partially paid". */
const statusWords = (status: string) => {
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function invoiceText(row: {
  id: string;
  number: string;
  clientName: string;
  status: InvoiceStatus;
  dueDate: string;
}): ResultText {
  return {
    title: row.number,
    subtitle: joinParts([row.clientName, statusWords(row.status), `Due ${formatTripDate(row.dueDate)}`]),
    link: searchLinks.invoice(row.id),
  };
}

export function requestText(row: {
  id: string;
  category: RequestCategory;
  details: string;
  status: RequestStatus;
  clientName: string;
}): ResultText {
  return {
    title: excerpt(row.details),
    subtitle: joinParts([
      requestCategoryLabels[row.category],
      row.clientName,
      requestStatusLabels[row.status],
    ]),
    link: searchLinks.request(row.id),
  };
}
