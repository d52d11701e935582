import { describe, expect, it } from "vitest";
import { DEFAULT_PACKAGE_IMAGE_URL, detectPackageImageType, packageImageUrl } from "./package-image";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("detectPackageImageType", () => {
  it.each([
    ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), "image/png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF"), "image/jpeg"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["another RIFF file (WAV)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "), null],
    ["a PDF", bytes("%PDF-1.4\n%âãÏÓ"), null],
    ["text renamed .png", bytes("just some notes"), null],
    ["a GIF", bytes("GIF89a", [1, 0, 1, 0, 0, 0]), null],
    ["too short to tell", bytes([0x89], "PN"), null],
    ["nothing", bytes(), null],
  ])("%s → %s", (_, head, type) => {
    expect(detectPackageImageType(head)).toBe(type);
  });
});

describe("packageImageUrl", () => {
  it("points at the upload, versioned by its token, or at the shipped default", () => {
    expect(packageImageUrl("p-1", "a1b2c3")).toBe("/api/packages/p-1/image?v=a1b2c3");
    expect(packageImageUrl("p-1", null)).toBe(DEFAULT_PACKAGE_IMAGE_URL);
  });
});
