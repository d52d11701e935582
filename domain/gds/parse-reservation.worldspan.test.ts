import { describe, expect, it } from "vitest";
import { type DisplayCase, displayExpectation } from "./display-expectation";
import { seg } from "./segment-expectation";

// Worldspan (1P) displays: "1P-LOCATOR" header, "1.1SURNAME/GIVEN*PTC" names, segments
// " 1 HP2017Y 24FEB MO MCIPHX HK1 645A 833A/O $HP$ E", keyed fields P- (phone), T- (ticketing), S- (SSR), RMK-.
const cases: DisplayCase[] = [
  {
    name: "the documented sample: two segments, phone and ticketing fields, pricing line",
    text: `1P-2UUGJW
 1.1MORAN/CHRISTOPHER*ADT
 1 HP2017Y 24FEB MO MCIPHX HK1   645A  833A/O $HP$
 2 HP2598Y 26FEB WE PHXMCI HK1  1019A  149P/O $HP$
P-  1.MCI816 891-5369-T/AGENCY TRAVEL/CASSIE
T-  1.TAW/00/04FEB
TKG FAX-NOT PRICED FARE TYPE EX`,
    locator: "2UUGJW",
    segments: [
      seg("HP 2017 Y 2025-02-24 MCI PHX HK 1 06:45 08:33", { segmentNumber: 1 }),
      seg("HP 2598 Y 2025-02-26 PHX MCI HK 1 10:19 13:49", { segmentNumber: 2 }),
    ],
    passengers: [{ nameNumber: "1.1", surname: "MORAN", givenName: "CHRISTOPHER", type: "ADT", ptc: "ADT" }],
    timeLimits: [{ kind: "ticketing", date: "2025-02-04", time: null, lineNumber: 6 }],
    fareTotals: [],
    lineOutcomes: { 1: "parsed", 3: "parsed", 5: "recognised", 6: "parsed", 7: "recognised" },
  },
  {
    name: "a family: name field holding two people, child and infant markers",
    text: `1P-7KQ2ZD
 1.2LINDQVIST/ERIK MR/ASTRID MRS  2.1LINDQVIST/OLIVIA*C08
 3.I/1LINDQVIST/NILS*INF
 1 DL 148Y 12JUN TH ATLAMS HK3   545P  815A+1/O $DL$  E
    OPERATED BY KLM ROYAL DUTCH AIRLINES`,
    segments: [
      seg("DL 148 Y 2025-06-12 ATL AMS HK 3 17:45 08:15", {
        arrivalDate: "2025-06-13",
        dayOffset: 1,
        eticket: true,
        operatingCarrier: "KLM ROYAL DUTCH AIRLINES",
      }),
    ],
    passengers: [
      { surname: "LINDQVIST", givenName: "ERIK", title: "MR", type: "ADT" },
      { surname: "LINDQVIST", givenName: "ASTRID", title: "MRS", type: "ADT" },
      { surname: "LINDQVIST", givenName: "OLIVIA", type: "CHD", ptc: "C08" },
      { surname: "LINDQVIST", givenName: "NILS", type: "INF", isInfant: true },
    ],
  },
  {
    name: "SSR field: meal request tied to a passenger, airline deadline in ADTK",
    text: `1P-4RTY8U
 1.1SILVA/JOAO MR*ADT  2.1SILVA/ANA MRS*ADT
 1 TP 201Y 03OCT FR LISEWR HK2  1035A  155P/O $TP$  E
S-  1.SSR VGML TP HK1 LISEWR0201Y03OCT-1.1SILVA/JOAO
    2.SSR ADTK 1P TO TP BY 20SEP 2359 OTHERWISE WILL BE XLD`,
    segments: [seg("TP 201 Y 2025-10-03 LIS EWR HK 2 10:35 13:55")],
    ssrs: [
      { code: "VGML", airline: "TP", status: "HK", count: 1, passengerIds: [1] },
      { code: "ADTK", airline: "1P", passengerIds: [] },
    ],
    timeLimits: [
      { kind: "airline-deadline", date: "2025-09-20", time: "23:59", airline: "TP", lineNumber: 5 },
    ],
    lineOutcomes: { 4: "parsed", 5: "parsed" },
  },
  {
    name: "passive GK segment without times, flown segment, ARNK, all in display order",
    text: `1P-9PLM2X
 1.1OKAFOR/CHIDI MR*ADT
 1 UA 901Y 10JAN FR SFOLHR HK1  FLWN
 2 BA 117Y 20JAN MO LHRJFK GK1
 3   ARNK
 4 AA 100Y 25JAN SA JFKSFO HK1   900A 1215P/O $AA$  E`,
    segments: [
      seg("UA 901 Y 2025-01-10 SFO LHR HK 1 - -", { flown: true, passive: true, segmentNumber: 1 }),
      seg("BA 117 Y 2025-01-20 LHR JFK GK 1 - -", { passive: true, segmentNumber: 2 }),
      seg("AA 100 Y 2025-01-25 JFK SFO HK 1 09:00 12:15", { segmentNumber: 4 }),
    ],
    ref: "2025-01-05",
    otherSegments: [{ segmentNumber: 3, kind: "arnk" }],
  },
  {
    name: "a wrapped name line, a segment run into it, and an airline message between segments",
    text: `1P-6HGT3E
 1.1VANDERBERG/ALEXANDRA MARIA JOSEFINA MRS*ADT  2.1VANDERBERG/
MAXIMILIAN MR*ADT  1 KL1234Y 14MAY WE AMSCDG HK2   710A  835A/O $KL$  E
FLIGHT RETIMED - PLEASE ADVISE PASSENGER
 2 AF1041Y 21MAY WE CDGAMS HK2   615P  740P/O $AF$  E`,
    segments: [
      seg("KL 1234 Y 2025-05-14 AMS CDG HK 2 07:10 08:35", { segmentNumber: 1 }),
      seg("AF 1041 Y 2025-05-21 CDG AMS HK 2 18:15 19:40", { segmentNumber: 2 }),
    ],
    passengers: [
      { surname: "VANDERBERG", givenName: "ALEXANDRA MARIA JOSEFINA", title: "MRS" },
      { surname: "VANDERBERG", givenName: "MAXIMILIAN", title: "MR" },
    ],
  },
  {
    name: "remarks and a priced fare total",
    text: `1P-3KDS9Q
 1.1NAKAMURA/KEN MR*ADT
 1 NH   7Y 01JUL TU SFONRT HK1  1120A  220P+1/O $NH$  E
RMK-  1.CLIENT PREFERS AISLE
      2.CORPORATE ACCOUNT 4471
TKG FAX-PRICED FARE TOTAL USD 1811.40`,
    segments: [
      seg("NH 7 Y 2025-07-01 SFO NRT HK 1 11:20 14:20", { arrivalDate: "2025-07-02", dayOffset: 1 }),
    ],
    remarks: [
      { type: "RMK", text: "CLIENT PREFERS AISLE" },
      { type: "RMK", text: "CORPORATE ACCOUNT 4471" },
    ],
    fareTotals: [{ kind: "total", currency: "USD", amountCents: 181140, lineNumber: 6 }],
    lineOutcomes: { 4: "recognised", 5: "recognised", 6: "recognised" },
  },
  {
    name: "lower-case paste with CRLF",
    text: "1p-2uugjw\r\n 1.1moran/christopher*adt\r\n 1 hp2017y 24feb mo mciphx hk1   645a  833a/o $hp$\r\n",
    locator: "2UUGJW",
    segments: [seg("HP 2017 Y 2025-02-24 MCI PHX HK 1 06:45 08:33")],
  },
];

describe("parseReservation — Worldspan", () => {
  it.each(cases)("$name", (c) => {
    const { actual, expected } = displayExpectation("worldspan", c);
    expect(actual).toMatchObject(expected);
  });
});
