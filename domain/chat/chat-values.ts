// Plain values (no zod) so tables, schemas and small web chunks can all import them.
/** A conversation is a request's chat or a trip's thread (SPEC §3: messages carry a request or a trip id). */
export const conversationKinds = ["request", "trip"] as const;
export type ConversationKind = (typeof conversationKinds)[number];

export const MESSAGE_MAX = 4000;
/** Attachments: PDF or images, checked by content, at most this size. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export type ChatAttachmentType = "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
export const CHAT_ATTACHMENT_TOO_LARGE_MESSAGE = "The file is larger than 10 MB. Attach a smaller file.";
export const CHAT_ATTACHMENT_UNSUPPORTED_MESSAGE =
  "Only PDF, PNG, JPEG and WebP files can be attached: this file's content is none of these.";
/** What the file picker offers; the server decides by the file's content, never by this. */
export const CHAT_ATTACHMENT_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp";
/** Bytes needed from the start of a file to recognise it. */
export const CHAT_SIGNATURE_BYTES = 12;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** The attachment's type from its first bytes (magic numbers), or null when it is none of the four. */
export function detectChatAttachmentType(head: Uint8Array): ChatAttachmentType | null {
  const at = (offset: number, bytes: number[]) =>
    head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
  if (at(0, ascii("%PDF-"))) return "application/pdf";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(0, ascii("RIFF")) && at(8, ascii("WEBP"))) return "image/webp";
  return null;
}
