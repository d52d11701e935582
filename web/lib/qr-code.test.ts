import { describe, expect, it } from "vitest";
import reference from "./fixtures/qr-reference.json";
import { type ErrorCorrection, encodeQr, formatBits, qrPath } from "./qr-code";

const rowsOf = (modules: boolean[][]) => modules.map((row) => row.map((m) => (m ? "#" : ".")).join(""));

describe("encodeQr", () => {
  // Matrices made by the Python `qrcode` package (byte mode, same level and mask), module for module.
  it.each(reference)(
    "matches a reference encoder for $text ($ecl, mask $mask)",
    ({ text, ecl, mask, version, rows }) => {
      const code = encodeQr(text, ecl as ErrorCorrection, mask);
      expect(code.version).toBe(version);
      expect(code.size).toBe(version * 4 + 17);
      expect(rowsOf(code.modules)).toEqual(rows);
    },
  );

  it("picks the smallest version that holds the text", () => {
    expect(encodeQr("a".repeat(14), "M").version).toBe(1);
    expect(encodeQr("a".repeat(15), "M").version).toBe(2);
    expect(encodeQr("a".repeat(17), "L").version).toBe(1);
    expect(encodeQr("a".repeat(18), "L").version).toBe(2);
    expect(encodeQr("a".repeat(2331), "M").version).toBe(40);
    expect(() => encodeQr("a".repeat(2332), "M")).toThrow("Too much data");
  });

  it("chooses a mask by itself and keeps the finder patterns", () => {
    const code = encodeQr("otpauth://totp/Itinera:x?secret=ABC");
    expect(code.mask).toBeGreaterThanOrEqual(0);
    expect(code.mask).toBeLessThanOrEqual(7);
    expect(rowsOf(code.modules)[0]!.startsWith("#######.")).toBe(true);
    expect(rowsOf(code.modules)[0]!.endsWith(".#######")).toBe(true);
  });

  it.each([
    ["M", 0, 0b101010000010010],
    ["M", 5, 0b100000011001110],
    ["L", 0, 0b111011111000100],
    ["L", 7, 0b110100101110110],
  ] as const)("encodes the format bits of %s mask %i", (ecl, mask, bits) => {
    expect(formatBits(ecl, mask)).toBe(bits);
  });

  it("draws one square per dark module inside the quiet zone", () => {
    const code = encodeQr("x");
    const dark = code.modules.flat().filter(Boolean).length;
    const path = qrPath(code);
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(path.startsWith("M4 4h1v1h-1z")).toBe(true);
  });
});
