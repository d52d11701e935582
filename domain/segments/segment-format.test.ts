import { describe, expect, it } from "vitest";
import { formatSegmentTime, segmentHeadline, segmentRoute, segmentStatusBadge } from "./segment-format";

describe("segment display", () => {
  it.each([
    ["2026-05-01T07:05", "01 May 2026 07:05"],
    ["2026-12-31 23:59:00", "31 Dec 2026 23:59"],
    ["2026-02-30T10:00", ""],
    [null, ""],
  ])("formats %j as %j", (value, text) => {
    expect(formatSegmentTime(value)).toBe(text);
  });

  it("gives HK, TK, UN and NO different looks", () => {
    const looks = ["HK", "TK", "UN", "NO"].map(segmentStatusBadge);
    expect(new Set(looks).size).toBe(4);
    expect(segmentStatusBadge("XX")).toBe("secondary");
  });

  it("names flights by airline and number, other kinds by their details", () => {
    const base = { airline: null, flightNumber: null, details: {} };
    expect(segmentHeadline({ ...base, segmentType: "flight", airline: "TP", flightNumber: "347" })).toBe(
      "TP 347",
    );
    expect(segmentHeadline({ ...base, segmentType: "hotel", details: { name: "Memmo" } })).toBe("Memmo");
    expect(segmentHeadline({ ...base, segmentType: "car", details: { company: "Sixt" } })).toBe("Sixt");
    expect(segmentHeadline({ ...base, segmentType: "other" })).toBe("");
  });

  it("shows a route or a place", () => {
    expect(segmentRoute({ origin: "LHR", destination: "LIS" })).toBe("LHR → LIS");
    expect(segmentRoute({ origin: "Lisbon", destination: null })).toBe("Lisbon");
  });
});
