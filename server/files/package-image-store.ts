import { createHash } from "node:crypto";
import { PACKAGE_IMAGE_HEIGHT, PACKAGE_IMAGE_WIDTH } from "#domain/packages/package-image";

// A photo larger than this (a 100-megapixel panorama, a decompression bomb) is refused before decoding.
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;

/**
 * The card version of an image: decoded whole (a broken or truncated body, or a format sharp will not read,
 * fails), turned upright, cut to 800×500 and written as WebP, without its metadata (sharp drops EXIF, GPS
 * and colour profiles unless asked to keep them). The upload pipeline's packageImageUpload runs it.
 */
export async function cardImage(upload: Buffer): Promise<Buffer> {
  // Imported on the first image: sharp would cost every server start about 0.15 s.
  const { default: sharp } = await import("sharp");
  return sharp(upload, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize(PACKAGE_IMAGE_WIDTH, PACKAGE_IMAGE_HEIGHT, { fit: "cover", position: "attention" })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** The short token in an image's URL: changes with every new file, so browsers may cache each for good. */
export function packageImageToken(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 12);
}
