import { describe, expect, it } from "vitest";
import { matchCondition, searchMatches } from "./search-matches";

describe("searchMatches", () => {
  it.each([
    ["", []],
    ["   ", []],
    ["Müller", [{ kind: "like", pattern: "%muller%" }]],
    ["zoë", [{ kind: "like", pattern: "%zoe%" }]],
    [
      "ab 12345",
      [
        { kind: "start", pattern: "(^| )ab" },
        { kind: "like", pattern: "%12345%" },
      ],
    ],
    [
      "Di Co",
      [
        { kind: "start", pattern: "(^| )di" },
        { kind: "start", pattern: "(^| )co" },
      ],
    ],
    ["o'", [{ kind: "start", pattern: "(^| )o\\'" }]],
    ["%", [{ kind: "start", pattern: "(^| )\\%" }]],
    ["a.", [{ kind: "start", pattern: "(^| )a\\." }]],
    ["50%_x", [{ kind: "like", pattern: "%50\\%\\_x%" }]],
    ["Øs", [{ kind: "start", pattern: "(^| )os" }]],
  ] as const)("%j", (search, expected) => {
    expect(searchMatches(search)).toEqual(expected);
  });

  it("keeps the first five words", () => {
    expect(searchMatches("one two three four five six").map((m) => m.pattern)).toEqual([
      "%one%",
      "%two%",
      "%three%",
      "%four%",
      "%five%",
    ]);
  });
});

describe("matchCondition", () => {
  it("matches anywhere with LIKE, and at a word's start with a regular expression", () => {
    expect(matchCondition("c.search_text", "like", "$3")).toBe("c.search_text like $3");
    expect(matchCondition("c.search_text", "start", "$4")).toBe("c.search_text ~ $4");
  });
});
