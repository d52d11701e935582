import { describe, expect, it } from "vitest";
import { sentence } from "./sentence";

describe("sentence", () => {
  it.each([
    ["Everything now belongs to Helena Park", "Everything now belongs to Helena Park."],
    ["Everything now belongs to Acme Travel Ltd.", "Everything now belongs to Acme Travel Ltd."],
    ["Everything now belongs to Yahoo!", "Everything now belongs to Yahoo!"],
    ["Who is Acme?", "Who is Acme?"],
    ["Wait for it…", "Wait for it…"],
    ["", "."],
  ])("%j → %j", (text, expected) => {
    expect(sentence(text)).toBe(expected);
  });
});
