import { describe, expect, it } from "vitest";
import { MESSAGE_REQUIRED, messagePreview, messageTextSchema } from "./chat.schema";

describe("messageTextSchema (SPEC §5)", () => {
  it.each([
    ["  hello  ", "hello"],
    ["line one\nline two", "line one\nline two"],
  ])("trims %j", (input, expected) => {
    expect(messageTextSchema.parse(input)).toBe(expected);
  });

  it.each(["", "   ", "\n\t"])("refuses blank %j", (input) => {
    expect(messageTextSchema.safeParse(input).error?.issues[0]?.message).toBe(MESSAGE_REQUIRED);
  });
});

describe("messagePreview", () => {
  it.each([
    ["Short", null, "Short"],
    ["Two\n\nlines", null, "Two lines"],
    ["", "passport.pdf", "📎 passport.pdf"],
    [`${"a".repeat(100)}`, null, `${"a".repeat(79)}…`],
  ])("%j → %j", (body, attachment, expected) => {
    expect(messagePreview(body, attachment)).toBe(expected);
  });
});
