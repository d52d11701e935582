import { afterEach, describe, expect, it } from "vitest";
import { MAX_RECENT_SEARCHES, readRecentSearches, withRecentSearch } from "./recent-searches";

afterEach(() => localStorage.clear());

describe("withRecentSearch", () => {
  it.each([
    [[], "Müller", ["Müller"]],
    [["LH 400"], "  Müller  ", ["Müller", "LH 400"]],
    [["LH 400", "Müller"], "müller", ["müller", "LH 400"]],
    [["LH 400"], "   ", ["LH 400"]],
    [["a", "b", "c", "d", "e", "f", "g", "h"], "i", ["i", "a", "b", "c", "d", "e", "f", "g"]],
  ])("%j + %j → %j", (before, text, after) => {
    expect(withRecentSearch(before, text)).toEqual(after);
  });

  it("keeps at most eight", () => {
    let list: string[] = [];
    for (let i = 0; i < 20; i++) list = withRecentSearch(list, `search ${i}`);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]).toBe("search 19");
  });
});

describe("readRecentSearches", () => {
  it.each([
    ['["LH 400","Müller"]', ["LH 400", "Müller"]],
    ['["ok", 3, null, {"a":1}]', ["ok"]],
    ['{"not":"a list"}', []],
    ["not json", []],
    [
      JSON.stringify(Array.from({ length: 12 }, (_, i) => `s${i}`)),
      ["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7"],
    ],
  ])("%s → %j", (stored, read) => {
    localStorage.setItem("itinera:recent-searches:u1", stored);
    expect(readRecentSearches("u1")).toEqual(read);
  });

  it("reads nothing stored for another user", () => {
    localStorage.setItem("itinera:recent-searches:u2", '["theirs"]');
    expect(readRecentSearches("u1")).toEqual([]);
  });
});
