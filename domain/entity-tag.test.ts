import { describe, expect, it } from "vitest";
import { entityTag, parseIfMatch } from "./entity-tag";

describe("parseIfMatch", () => {
  it.each([
    [undefined, undefined],
    ["*", undefined],
    [" * ", undefined],
    ['"3"', 3],
    ['W/"3"', 3],
    [' "42" ', 42],
    ['"999999999"', 999999999],
    ["3", null],
    ['"0"', null],
    ['"-1"', null],
    ['"03"', null],
    ['"1.5"', null],
    ['"abc"', null],
    ['"1", "2"', null],
    ['w/"3"', null],
    ['"1234567890"', null],
    ["", null],
    ['"', null],
  ])("%j → %j", (header, expected) => {
    expect(parseIfMatch(header)).toBe(expected);
  });

  it("reads back the tag it writes", () => {
    expect(parseIfMatch(entityTag(7))).toBe(7);
  });
});
