import { describe, expect, it } from "vitest";
import { AirportDirectory } from "./airport-directory";

const sample = new AirportDirectory([
  {
    iata: "FRA",
    name: "Frankfurt am Main Airport",
    city: "Frankfurt",
    country: "Germany",
    tz: "Europe/Berlin",
  },
  { iata: "HHN", name: "Frankfurt-Hahn Airport", city: "Hahn", country: "Germany", tz: "Europe/Berlin" },
  {
    iata: "JFK",
    name: "John F Kennedy International Airport",
    city: "New York",
    country: "United States",
    tz: "America/New_York",
  },
  {
    iata: "LGA",
    name: "La Guardia Airport",
    city: "New York",
    country: "United States",
    tz: "America/New_York",
  },
  { iata: "ZRH", name: "Zürich Airport", city: "Zurich", country: "Switzerland", tz: "Europe/Zurich" },
  { iata: "\\N", name: "No code strip", city: "Nowhere" },
  { iata: "FRA", name: "A duplicate", city: "Elsewhere" },
]);

describe("AirportDirectory", () => {
  it("knows codes and names, first record of a code winning", () => {
    expect(sample.size).toBe(5);
    expect(sample.exists("fra")).toBe(true);
    expect(sample.exists("QQQ")).toBe(false);
    expect(sample.name("FRA")).toBe("Frankfurt am Main Airport");
    expect(sample.name("JFK")).toBe("John F Kennedy International Airport, New York");
    expect(sample.name("QQQ")).toBeNull();
    expect(sample.get("ZRH")?.tz).toBe("Europe/Zurich");
  });

  it("searches by code, city and name, accents ignored", () => {
    expect(sample.search("jfk").map((a) => a.iata)).toEqual(["JFK"]);
    expect(sample.search("new york").map((a) => a.iata)).toEqual(["JFK", "LGA"]);
    expect(sample.search("frankfurt").map((a) => a.iata)).toEqual(["FRA", "HHN"]);
    expect(sample.search("zürich").map((a) => a.iata)).toEqual(["ZRH"]);
    expect(sample.search("")).toEqual([]);
  });

  it("gives the airports of a place", () => {
    expect(sample.codesForPlace("New York")).toEqual(["JFK", "LGA"]);
    expect(sample.codesForPlace("ny")).toEqual([]);
  });

  it("accepts any well-formed code when no data is loaded", () => {
    const empty = new AirportDirectory([]);
    expect(empty.available).toBe(false);
    expect(empty.exists("QQQ")).toBe(true);
    expect(empty.name("FRA")).toBeNull();
  });
});
