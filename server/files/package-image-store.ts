import { createHash } from "node:crypto";
import { join } from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { AppError } from "#domain/errors";
import {
  detectPackageImageType,
  PACKAGE_IMAGE_HEIGHT,
  PACKAGE_IMAGE_UNSUPPORTED_MESSAGE,
  PACKAGE_IMAGE_WIDTH,
} from "#domain/packages/package-image";
import { createFileStore, type StoredFile } from "./file-store";

// A photo larger than this (a 100-megapixel panorama, a decompression bomb) is refused before decoding.
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;

/**
 * The card version of an uploaded image: a PNG, JPEG or WebP by its first bytes and by decoding it
 * whole, turned upright, cut to 800×500 and written as WebP, without its metadata (sharp drops EXIF,
 * GPS and colour profiles unless asked to keep them). Anything else is a 415. The original bytes are
 * never kept.
 */
export async function toCardImage(upload: Buffer): Promise<Buffer> {
  if (detectPackageImageType(upload) === null) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", PACKAGE_IMAGE_UNSUPPORTED_MESSAGE);
  }
  try {
    return await sharp(upload, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(PACKAGE_IMAGE_WIDTH, PACKAGE_IMAGE_HEIGHT, { fit: "cover", position: "attention" })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // A right signature on a broken or truncated body, or a format sharp will not read: not an image we take.
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", PACKAGE_IMAGE_UNSUPPORTED_MESSAGE);
  }
}

/** The short token in an image's URL: changes with every new file, so browsers may cache each for good. */
export function packageImageToken(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 12);
}

/** Where the packages' card images live (WebP, one file per package that has one). */
export function packageImageStore(filesDir: string) {
  const store = createFileStore(join(filesDir, "package-images"));
  return {
    ...store,
    /** Stores a finished card image under a new key. */
    writeImage(image: Buffer): Promise<StoredFile> {
      return store.write(Readable.from([image]));
    },
  };
}
export type PackageImageStore = ReturnType<typeof packageImageStore>;
