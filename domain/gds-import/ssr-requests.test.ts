import { describe, expect, it } from "vitest";
import type { Reservation, Ssr } from "../gds/reservation.schema";
import { planSsrRequests, tripSsrStatusOf } from "./ssr-requests";

const CATALOGUE = new Set(["VGML", "AVML", "WCHR", "DOCS", "CTCE", "OTHS", "INFT"]);

function ssr(lineNumber: number, code: string, fields: Partial<Ssr> = {}): Ssr {
  return {
    lineNumber,
    code,
    airline: "LH",
    status: "HK",
    count: 1,
    text: "",
    passengerIds: [],
    segmentNumbers: [],
    ...fields,
  };
}

function reservation(ssrs: Ssr[], travellers = 3, timeLimitLines: number[] = []): Reservation {
  const passenger = (id: number) => ({
    id,
    nameNumber: String(id),
    lineNumber: 2,
    surname: `NAME${id}`,
    givenName: "A",
    title: null,
    type: "ADT",
    ptc: null,
    dateOfBirth: null,
    isInfant: false,
    accompanyingPassengerId: null,
    ssrCodes: [],
  });
  const segment = (segmentNumber: number) => ({ segmentNumber }) as Reservation["segments"][number];
  return {
    format: "amadeus",
    recordLocator: "ABC123",
    creationDate: null,
    airlineLocators: [],
    passengers: Array.from({ length: travellers }, (_, i) => passenger(i + 1)),
    segments: [segment(4), segment(5)],
    otherSegments: [],
    ssrs,
    remarks: [],
    otherElements: [],
    unparsedLines: [],
    warnings: [],
    timeLimits: timeLimitLines.map((lineNumber) => ({
      kind: "airline-deadline" as const,
      date: "2026-03-01",
      time: null,
      airline: "LH",
      lineNumber,
      text: "",
    })),
    fareTotals: [],
    lines: [],
    lineCounts: { parsed: 0, recognised: 0, unparsed: 0 },
  };
}

describe("planSsrRequests", () => {
  it("requests the catalogue's codes for the travellers and flights they name", () => {
    const plan = planSsrRequests(
      reservation([
        ssr(10, "VGML", { passengerIds: [2], segmentNumbers: [4, 5], text: "/S4-5/P2" }),
        ssr(11, "wchr", { passengerIds: [1, 3], status: "NN" }),
      ]),
      CATALOGUE,
    );
    expect(plan.requests).toEqual([
      {
        lineNumber: 10,
        code: "VGML",
        passengerIds: [2],
        segmentNumbers: [4, 5],
        status: "confirmed",
        notes: null,
      },
      {
        lineNumber: 11,
        code: "WCHR",
        passengerIds: [1, 3],
        segmentNumbers: [],
        status: "requested",
        notes: null,
      },
    ]);
    expect(plan.skipped).toEqual([]);
  });

  it.each([
    [
      "a code the catalogue lacks",
      ssr(12, "MAAS", { passengerIds: [1] }),
      "SSR MAAS is not in the SSR catalogue: not imported",
    ],
    [
      "a contact, data rather than a service",
      ssr(13, "CTCE", { passengerIds: [1] }),
      "Contact e-mail (SSR CTCE): not imported",
    ],
    [
      "an airline message",
      ssr(14, "OTHS", { text: "PLS ADV FQTV" }),
      "Airline message (SSR OTHS): not imported",
    ],
    [
      "no traveller named among several",
      ssr(15, "AVML", { count: 2 }),
      "SSR AVML does not say which traveller it is for: not imported",
    ],
  ])("reports %s", (_name, line, reason) => {
    const plan = planSsrRequests(reservation([line]), CATALOGUE);
    expect(plan.requests).toEqual([]);
    expect(plan.skipped).toEqual([{ lineNumber: line.lineNumber, code: line.code, reason }]);
  });

  it("gives a traveller-less SSR to the only traveller, or to all when its count covers them all", () => {
    const alone = planSsrRequests(reservation([ssr(10, "VGML")], 1), CATALOGUE);
    expect(alone.requests.map((r) => r.passengerIds)).toEqual([[1]]);
    const everyone = planSsrRequests(reservation([ssr(10, "VGML", { count: 3 })], 3), CATALOGUE);
    expect(everyone.requests.map((r) => r.passengerIds)).toEqual([[1, 2, 3]]);
  });

  it("leaves DOCS to the passenger and time-limit lines to the time limits, and drops non-flight segment numbers", () => {
    const plan = planSsrRequests(
      reservation(
        [
          ssr(8, "DOCS", { passengerIds: [1] }),
          ssr(9, "OTHS", { text: "ADV TKT BY 01MAR" }),
          ssr(10, "VGML", { passengerIds: [1], segmentNumbers: [4, 7] }),
        ],
        3,
        [9],
      ),
      CATALOGUE,
    );
    expect(plan.skipped).toEqual([]);
    expect(plan.requests.map((r) => [r.code, r.segmentNumbers])).toEqual([["VGML", [4]]]);
  });
});

describe("tripSsrStatusOf", () => {
  it.each([
    ["HK", "confirmed"],
    ["KK", "confirmed"],
    ["hk", "confirmed"],
    ["NN", "requested"],
    ["HN", "requested"],
    [null, "requested"],
    ["UN", "rejected"],
    ["NO", "rejected"],
    ["HX", "rejected"],
  ] as const)("%s → %s", (status, expected) => {
    expect(tripSsrStatusOf(status)).toBe(expected);
  });
});
