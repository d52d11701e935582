import { describe, expect, it } from "vitest";
import { describePassengerMoves } from "./passenger-merge-summary";

describe("describePassengerMoves", () => {
  it.each([
    [0, 0, 0, 0, "nothing"],
    [1, 0, 0, 0, "1 trip"],
    [2, 1, 0, 0, "2 trips and 1 booking"],
    [2, 0, 1, 3, "2 trips, 1 SSR request and 3 connections"],
    [0, 0, 2, 1, "2 SSR requests and 1 connection"],
  ])(
    "%i trips, %i bookings, %i requests, %i connections → %s",
    (trips, bookings, ssrRequests, connections, text) => {
      expect(describePassengerMoves({ trips, bookings, ssrRequests, connections })).toBe(text);
    },
  );
});
