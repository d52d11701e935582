import { describe, expect, it } from "vitest";
import { countries, countryName, isCountryCode } from "./countries";

describe("countries", () => {
  it("lists every ISO 3166-1 country once", () => {
    expect(countries.length).toBe(250);
    expect(new Set(countries.map((country) => country.alpha3)).size).toBe(countries.length);
    expect(new Set(countries.map((country) => country.alpha2)).size).toBe(countries.length);
  });

  it("holds well-formed codes and a name for each", () => {
    for (const country of countries) {
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.name.length).toBeGreaterThan(0);
    }
  });

  it("is sorted by English name", () => {
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(names[0]).toBe("Afghanistan");
    // Å sorts with A, not after Z.
    expect(names.indexOf("Åland Islands")).toBeLessThan(names.indexOf("Albania"));
  });

  it("pairs alpha-2 and alpha-3 codes", () => {
    expect(countries.find((country) => country.alpha3 === "GBR")).toEqual({
      alpha3: "GBR",
      alpha2: "GB",
      name: "United Kingdom",
    });
    expect(countries.find((country) => country.alpha3 === "DEU")?.alpha2).toBe("DE");
  });

  it.each([
    ["GBR", true],
    ["DEU", true],
    ["USA", true],
    ["ALA", true],
    ["gbr", false],
    ["UK", false],
    ["GB", false],
    ["XXX", false],
    ["", false],
  ])("isCountryCode(%j) is %s", (code, expected) => {
    expect(isCountryCode(code)).toBe(expected);
  });

  it.each([
    ["FRA", "France"],
    ["CIV", "Cote d'Ivoire"],
    ["TUR", "Türkiye"],
    ["ZZZ", undefined],
  ])("countryName(%j) is %j", (code, expected) => {
    expect(countryName(code)).toBe(expected);
  });
});
