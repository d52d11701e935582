import { describe, expect, it } from "vitest";
import { PHONE_CHARACTERS_MESSAGE, PHONE_DIGITS_MESSAGE, phoneProblem } from "./client-phone";

describe("phoneProblem", () => {
  it.each([
    ["+44 20 7946 0000", null],
    ["0044-20-7946-0000", null],
    ["(030) 123.456", null],
    ["1234", null],
    ["+1 (555) 010-0199", null],
    ["12345678901234567890", null],
    ["123", PHONE_DIGITS_MESSAGE],
    ["+ ( ) - .", PHONE_DIGITS_MESSAGE],
    ["123456789012345678901", PHONE_DIGITS_MESSAGE],
    ["+44 20 7946 0000 ext 12", PHONE_CHARACTERS_MESSAGE],
    ["020/7946", PHONE_CHARACTERS_MESSAGE],
    ["٠١٢٣٤٥", PHONE_CHARACTERS_MESSAGE],
    ["call me", PHONE_CHARACTERS_MESSAGE],
  ] as const)("%j → %j", (phone, expected) => {
    expect(phoneProblem(phone)).toBe(expected);
  });
});
