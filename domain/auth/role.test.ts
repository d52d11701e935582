import { describe, expect, it } from "vitest";
import { type AccessLevel, type Role, roleMayAccess } from "./role";

describe("roleMayAccess", () => {
  const cases: [Role | undefined, AccessLevel, boolean][] = [
    [undefined, "public", true],
    [undefined, "signed-in", false],
    [undefined, "staff", false],
    [undefined, "admin", false],
    ["client", "public", true],
    ["client", "signed-in", true],
    ["client", "staff", false],
    ["client", "admin", false],
    ["agent", "signed-in", true],
    ["agent", "staff", true],
    ["agent", "admin", false],
    ["admin", "signed-in", true],
    ["admin", "staff", true],
    ["admin", "admin", true],
  ];
  it.each(cases)("%s on %s route → %s", (role, level, allowed) => {
    expect(roleMayAccess(role, level)).toBe(allowed);
  });
});
