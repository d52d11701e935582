import { describe, expect, it } from "vitest";
import { isUniqueViolation, likePattern } from "./sql-helpers";

describe("likePattern", () => {
  it.each([
    ["smith", "%smith%"],
    ["50%", "%50\\%%"],
    ["a_b", "%a\\_b%"],
    ["back\\slash", "%back\\\\slash%"],
  ])("%s → %s", (text, pattern) => {
    expect(likePattern(text)).toBe(pattern);
  });
});

describe("isUniqueViolation", () => {
  it("finds the code on the error or on a wrapped cause", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation(new Error("query failed", { cause: { code: "23505" } }))).toBe(true);
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
