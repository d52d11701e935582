import { AGENCY_LOGO_MAX_HEIGHT, AGENCY_LOGO_MAX_WIDTH } from "#domain/agency/agency-logo";

// A picture larger than this (a decompression bomb) is refused before decoding, as package images are.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The stored logo: decoded whole (a broken body fails), turned upright, fitted inside 400×160 without
 * enlarging or cropping, and written as PNG (transparency kept) without its metadata. The upload
 * pipeline's agencyLogoUpload runs it on a PNG, JPEG or WebP; the original bytes are never kept.
 */
export async function logoImage(upload: Buffer): Promise<Buffer> {
  // Imported on the first image: sharp would cost every server start about 0.15 s.
  const { default: sharp } = await import("sharp");
  return sharp(upload, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize(AGENCY_LOGO_MAX_WIDTH, AGENCY_LOGO_MAX_HEIGHT, { fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
