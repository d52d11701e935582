import { describe, expect, it } from "vitest";
import { foldSearchText, passengerSearchText, SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from "./search-text";

describe("search folding", () => {
  it("maps every character to exactly one", () => {
    expect([...SEARCH_FOLD_FROM].length).toBe([...SEARCH_FOLD_TO].length);
    expect(new Set(SEARCH_FOLD_FROM).size).toBe([...SEARCH_FOLD_FROM].length);
    expect(SEARCH_FOLD_TO).toMatch(/^[a-z]+$/);
    // translate() in SQL gets these as string literals.
    expect(SEARCH_FOLD_FROM).not.toContain("'");
  });

  it.each([
    ["Müller", "muller"],
    ["ÇELIK", "celik"],
    ["Łukasz Wiśniewski", "lukasz wisniewski"],
    ["Søren Ærø", "soren aro"],
    ["Straße", "strase"],
    ["José Ñúñez", "jose nunez"],
    ["Đorđe", "dorde"],
    ["İlkay Şahin", "ilkay sahin"],
    ["Nguyễn", "nguyễn"],
    ["Дмитрий", "Дмитрий"],
    ["AB123", "ab123"],
  ])("folds %j to %j", (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it("folds decomposed input like composed input", () => {
    expect(foldSearchText("Mu\u0308ller")).toBe("muller");
  });

  it("joins names and passport number", () => {
    expect(passengerSearchText({ firstName: "Zoë", surname: "Ångström", passportNumber: "X1234567" })).toBe(
      "zoe angstrom x1234567",
    );
  });
});
