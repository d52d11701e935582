import { describe, expect, it } from "vitest";
import {
  effectiveOfferStatus,
  isPastExpiry,
  OFFER_VALIDITY_MS,
  offerExpiresAt,
  type TripOfferStatus,
} from "./trip-offer-values";

const created = new Date("2026-03-28T23:30:00.000Z");
const expires = new Date("2026-03-31T23:30:00.000Z");

describe("offerExpiresAt", () => {
  it("is exactly 3 days (259200000 ms) after creation, across a DST change", () => {
    expect(OFFER_VALIDITY_MS).toBe(259_200_000);
    expect(offerExpiresAt(created).toISOString()).toBe(expires.toISOString());
    expect(offerExpiresAt(new Date("2024-02-28T12:00:00.123Z")).toISOString()).toBe(
      "2024-03-02T12:00:00.123Z",
    );
  });
});

describe("effectiveOfferStatus", () => {
  const at = (ms: number) => new Date(expires.getTime() + ms);
  const cases: [TripOfferStatus, number, TripOfferStatus][] = [
    ["sent", -1, "sent"],
    ["sent", 0, "expired"],
    ["sent", 1, "expired"],
    ["draft", -1, "draft"],
    ["draft", 0, "expired"],
    ["accepted", 0, "accepted"],
    ["accepted", 86_400_000, "accepted"],
    ["declined", 1, "declined"],
    ["expired", -86_400_000, "expired"],
  ];
  it.each(cases)("%s at expiry %+d ms is %s", (status, offset, expected) => {
    expect(effectiveOfferStatus(status, expires, at(offset))).toBe(expected);
  });

  it("counts the expiry instant itself as past", () => {
    expect(isPastExpiry(expires, new Date(expires.getTime() - 1))).toBe(false);
    expect(isPastExpiry(expires, expires)).toBe(true);
  });
});
