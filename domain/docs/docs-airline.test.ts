import { describe, expect, it } from "vitest";
import { ALL_AIRLINES, docsAirline } from "./docs-airline";

describe("docsAirline", () => {
  it.each([
    [undefined, ALL_AIRLINES],
    [null, ALL_AIRLINES],
    ["", ALL_AIRLINES],
    ["   ", ALL_AIRLINES],
    ["BA", "BA"],
    [" lh ", "LH"],
    ["u2", "U2"],
    ["4U", "4U"],
    ["YY", "YY"],
    ["B", null],
    ["BAW", null],
    ["B-", null],
    ["L H", null],
    ["É1", null],
  ])("%j → %j", (text, expected) => {
    expect(docsAirline(text)).toBe(expected);
  });
});
