import { describe, expect, it } from "vitest";
import { greatCircleKm } from "./great-circle";

const CDG = { latitude: 49.0128, longitude: 2.55 };
const JFK = { latitude: 40.6398, longitude: -73.7789 };
const SYD = { latitude: -33.9461, longitude: 151.177 };

describe("greatCircleKm", () => {
  it.each([
    ["the same point", CDG, CDG, 0],
    ["Paris CDG to New York JFK", CDG, JFK, 5834],
    ["New York JFK to Paris CDG (symmetric)", JFK, CDG, 5834],
    ["Paris CDG to Sydney, most of the way round", CDG, SYD, 16944],
  ])("%s", (_name, a, b, km) => {
    // Haversine on the mean radius; published figures differ from it by a few kilometres.
    expect(Math.abs(greatCircleKm(a, b) - km)).toBeLessThan(3);
  });
});
