// The offer card image: what an upload may be, and how the card shows one (SPEC §5: none → a default image).

export const PACKAGE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PACKAGE_IMAGE_TOO_LARGE_MESSAGE = "Images can be at most 5 MB";
export const PACKAGE_IMAGE_UNSUPPORTED_MESSAGE = "Upload a PNG, JPEG or WebP image";
/** Shipped with the web app (web/public), so a card without an upload needs no network beyond the app. */
export const DEFAULT_PACKAGE_IMAGE_URL = "/offer-default.webp";
/** The stored card version: covers a 16:10 card at twice a phone's column width. */
export const PACKAGE_IMAGE_WIDTH = 800;
export const PACKAGE_IMAGE_HEIGHT = 500;

export const packageImageTypes = ["image/png", "image/jpeg", "image/webp"] as const;
export type PackageImageType = (typeof packageImageTypes)[number];

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

/** The image's type from its first bytes (magic numbers), or null when it is not a PNG, JPEG or WebP. */
export function detectPackageImageType(head: Uint8Array): PackageImageType | null {
  const at = (offset: number, bytes: number[]) =>
    head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(0, RIFF) && at(8, WEBP)) return "image/webp";
  return null;
}

/** The card's image: the uploaded one (its token changes with every new upload), else the default. */
export function packageImageUrl(packageId: string, imageToken: string | null): string {
  return imageToken ? `/api/packages/${packageId}/image?v=${imageToken}` : DEFAULT_PACKAGE_IMAGE_URL;
}
