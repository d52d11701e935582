import { describe, expect, it } from "vitest";
import { searchLinks } from "./search-links";
import {
  bookingText,
  clientText,
  excerpt,
  flightText,
  invoiceText,
  joinParts,
  passengerText,
  requestText,
  reservationText,
  tripText,
} from "./search-result-text";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const TRIP = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

describe("joinParts", () => {
  it.each([
    [["a", "b"], "a · b"],
    [["a", null, undefined, "", "  ", "b"], "a · b"],
    [[], ""],
  ])("%j → %j", (parts, joined) => {
    expect(joinParts(parts)).toBe(joined);
  });
});

describe("excerpt", () => {
  it.each([
    ["Short text", 80, "Short text"],
    ["  Spaces   inside\tand out  ", 80, "Spaces inside and out"],
    ["First line\nSecond line", 80, "First line"],
    ["Move the trip to the week after next please", 20, "Move the trip to…"],
    ["Averyveryverylongwordwithoutspaces and more", 10, "Averyveryv…"],
    ["Ünïcödé çharacters counted as one each", 13, "Ünïcödé…"],
    ["Ünïcödé çharacters counted as one each", 14, "Ünïcödé çharac…"],
  ])("%j (max %i) → %j", (text, max, cut) => {
    expect(excerpt(text, max)).toBe(cut);
  });
});

describe("searchLinks", () => {
  it.each([
    [searchLinks.passenger(ID, "Anna Müller"), `/passengers?search=Anna+M%C3%BCller&selected=${ID}`],
    [searchLinks.trip(ID), `/trips/${ID}`],
    [searchLinks.client(ID), `/clients/${ID}`],
    [searchLinks.booking(ID), `/orders/${ID}`],
    [searchLinks.invoice(ID), `/invoices/${ID}`],
    [searchLinks.request(ID), `/requests/${ID}`],
    [searchLinks.flights("LH400"), "/flights?search=LH400&from="],
  ])("%s", (link, expected) => {
    expect(link).toBe(expected);
  });
});

describe("what each kind shows", () => {
  it.each([
    [
      passengerText({
        id: ID,
        title: "Mrs",
        firstName: "Anna",
        surname: "Müller",
        passportNumber: "C01X00T47",
        clientName: "Alpha Travellers",
      }),
      {
        title: "Mrs Anna Müller",
        subtitle: "Passport C01X00T47 · Alpha Travellers",
        link: searchLinks.passenger(ID, "Anna Müller"),
      },
    ],
    [
      passengerText({
        id: ID,
        title: null,
        firstName: "Li",
        surname: "Wei",
        passportNumber: "E1234",
        clientName: null,
      }),
      { title: "Li Wei", subtitle: "Passport E1234", link: searchLinks.passenger(ID, "Li Wei") },
    ],
    [
      tripText({
        id: ID,
        title: "Lisbon in spring",
        clientName: "Alpha Travellers",
        startDate: "2026-05-01",
        endDate: "2026-05-09",
        status: "confirmed",
      }),
      {
        title: "Lisbon in spring",
        subtitle: "Alpha Travellers · 1 – 9 May 2026 · Confirmed",
        link: `/trips/${ID}`,
      },
    ],
    [
      reservationText({
        id: ID,
        recordLocator: "ABC123",
        airlineLocators: [{ airline: "LH", locator: "XYZ789" }],
        tripId: TRIP,
        tripTitle: "Lisbon in spring",
      }),
      { title: "ABC123", subtitle: "Lisbon in spring · LH XYZ789", link: `/trips/${TRIP}` },
    ],
    [
      reservationText({
        id: ID,
        recordLocator: null,
        airlineLocators: [
          { airline: "LH", locator: "XYZ789" },
          { airline: "TP", locator: "QWE456" },
        ],
        tripId: null,
        tripTitle: null,
      }),
      { title: "LH XYZ789", subtitle: "No trip · TP QWE456", link: "/flights?search=XYZ789&from=" },
    ],
    [
      flightText({
        id: ID,
        airline: "LH",
        flightNumber: "400",
        origin: "FRA",
        destination: "JFK",
        departureLocal: "2026-05-01 10:05:00",
        status: "HK",
        tripId: TRIP,
        tripTitle: "New York",
      }),
      { title: "LH 400 FRA–JFK", subtitle: "01 May 2026 10:05 · HK · New York", link: `/trips/${TRIP}` },
    ],
    [
      flightText({
        id: ID,
        airline: "U2",
        flightNumber: "8123A",
        origin: "LGW",
        destination: null,
        departureLocal: null,
        status: null,
        tripId: null,
        tripTitle: null,
      }),
      { title: "U2 8123A LGW–?", subtitle: "Open date · No trip", link: "/flights?search=U28123A&from=" },
    ],
    [
      clientText({
        id: ID,
        name: "Beta Holidays",
        email: "desk@beta.example",
        phone: "+44 20",
        archived: false,
      }),
      { title: "Beta Holidays", subtitle: "desk@beta.example", link: `/clients/${ID}` },
    ],
    [
      clientText({ id: ID, name: "Gamma", email: null, phone: "+44 20", archived: true }),
      { title: "Gamma", subtitle: "+44 20 · Archived", link: `/clients/${ID}` },
    ],
    [
      bookingText({
        id: ID,
        number: 123,
        clientName: "Alpha Travellers",
        packageTitle: "Fjord Escape",
        tripTitle: null,
        travelDate: "2026-07-04",
        status: "pending",
      }),
      {
        title: "BK-000123",
        subtitle: "Fjord Escape · Alpha Travellers · 4 Jul 2026 · Pending",
        link: `/orders/${ID}`,
      },
    ],
    [
      invoiceText({
        id: ID,
        number: "INV-202611-0042",
        clientName: "Alpha Travellers",
        status: "partially_paid",
        dueDate: "2026-12-01",
      }),
      {
        title: "INV-202611-0042",
        subtitle: "Alpha Travellers · Partially paid · Due 1 Dec 2026",
        link: `/invoices/${ID}`,
      },
    ],
    [
      requestText({
        id: ID,
        category: "date_change",
        details: "Please move our Lisbon trip one week later",
        status: "in_progress",
        clientName: "Alpha Travellers",
      }),
      {
        title: "Please move our Lisbon trip one week later",
        subtitle: "Date change · Alpha Travellers · In progress",
        link: `/requests/${ID}`,
      },
    ],
  ])("%#: %j", (text, expected) => {
    expect(text).toEqual(expected);
  });
});
