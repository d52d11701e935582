import { describe, expect, it } from "vitest";
import { detectChatAttachmentType } from "./chat-values";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe("detectChatAttachmentType", () => {
  it.each([
    ["PDF", bytes("%PDF-1.7"), "application/pdf"],
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "image/png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["WAV (RIFF, not WebP)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "), null],
    ["HTML", bytes("<html>"), null],
    ["empty", bytes(), null],
  ])("%s", (_name, head, expected) => {
    expect(detectChatAttachmentType(head)).toBe(expected);
  });
});
