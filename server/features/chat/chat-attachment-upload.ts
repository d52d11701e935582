import { Transform, type TransformCallback } from "node:stream";
import {
  CHAT_ATTACHMENT_TOO_LARGE_MESSAGE,
  CHAT_ATTACHMENT_UNSUPPORTED_MESSAGE,
  CHAT_SIGNATURE_BYTES,
  type ChatAttachmentType,
  detectChatAttachmentType,
} from "#domain/chat/chat-values";
import { AppError } from "#domain/errors";
import { cleanUploadName } from "#domain/upload-name";

/** An attachment written to the store and recognised, waiting for its message row. */
export interface StoredAttachment {
  key: string;
  sizeBytes: number;
  contentType: ChatAttachmentType;
  fileName: string;
}

/** Passes the bytes through and recognises the file from its first bytes; refuses anything else (415). */
export class AttachmentSignatureCheck extends Transform {
  private head = Buffer.alloc(0);
  contentType: ChatAttachmentType | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.contentType === null && this.head.length < CHAT_SIGNATURE_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, CHAT_SIGNATURE_BYTES - this.head.length)]);
      if (this.head.length >= CHAT_SIGNATURE_BYTES && !this.decide()) {
        callback(unsupported());
        return;
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    // Files shorter than the signature are decided on what there is.
    callback(this.contentType === null && !this.decide() ? unsupported() : null);
  }

  private decide(): boolean {
    this.contentType = detectChatAttachmentType(this.head);
    return this.contentType !== null;
  }
}

const unsupported = () => new AppError("UNSUPPORTED_MEDIA_TYPE", CHAT_ATTACHMENT_UNSUPPORTED_MESSAGE);
export const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", CHAT_ATTACHMENT_TOO_LARGE_MESSAGE);

const extensions: Record<ChatAttachmentType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};
const FILE_NAME_MAX = 200;

/** The name stored and shown: cleaned (cleanUploadName), at most 200 characters, generic when empty. */
export function attachmentFileName(name: string | undefined, type: ChatAttachmentType): string {
  const cleaned = cleanUploadName(name);
  if (cleaned === "") return `attachment.${extensions[type]}`;
  if (cleaned.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, FILE_NAME_MAX - ext.length) + ext;
}
