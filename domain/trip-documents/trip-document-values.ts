// Plain lists and rules (no zod, no Node) so the server, tables and small web chunks can all use them.
import { cleanUploadName } from "../upload-name";

export const tripDocumentTypes = [
  "ticket",
  "voucher",
  "invoice",
  "passport",
  "visa",
  "insurance",
  "other",
] as const;
export type TripDocumentType = (typeof tripDocumentTypes)[number];

export const tripDocumentTypeLabels: Record<TripDocumentType, string> = {
  ticket: "Ticket",
  voucher: "Voucher",
  invoice: "Invoice",
  passport: "Passport",
  visa: "Visa",
  insurance: "Insurance",
  other: "Other",
};

export const TRIP_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const TRIP_DOCUMENT_TOO_LARGE_MESSAGE = "The file is larger than 10 MB. Upload a smaller file.";
export const TRIP_DOCUMENT_UNSUPPORTED_MESSAGE =
  "Only PDF, PNG and JPEG files can be uploaded: this file's content is none of these.";
/** What the file picker offers; the server decides by the file's content, never by this. */
export const TRIP_DOCUMENT_ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

export type TripDocumentContentType = "application/pdf" | "image/png" | "image/jpeg";

const signatures: { type: TripDocumentContentType; bytes: number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
];

/** Bytes needed from the start of a file to recognise it. */
export const SIGNATURE_BYTES = 8;

/** The file's type from its first bytes (magic numbers), or null when it is not a PDF, PNG or JPEG. */
export function detectDocumentContentType(head: Uint8Array): TripDocumentContentType | null {
  for (const { type, bytes } of signatures) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return type;
  }
  return null;
}

const extensions: Record<TripDocumentContentType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
};

const FILE_NAME_MAX = 200;

/**
 * A file name safe to store and show (see cleanUploadName: no control or bidi characters), at most 200
 * characters; a generic name when nothing is left.
 */
export function safeFileName(name: string | undefined, type: TripDocumentContentType): string {
  const cleaned = cleanUploadName(name);
  if (cleaned === "") return `document.${extensions[type]}`;
  if (cleaned.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, FILE_NAME_MAX - ext.length) + ext;
}

/**
 * `Content-Disposition` for a download: an ASCII fallback name for old clients and the exact
 * UTF-8 name (RFC 6266 / RFC 5987), so no quote, semicolon or line break can break the header.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7e]/g, "_")
      .replace(/["\\;]/g, "_")
      .trim() || "document";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** 1536 → "1.5 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
