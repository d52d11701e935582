import type { FileKind } from "./file-store";

// What an upload may be, declared once per kind (upload-kinds.ts) and read by the one pipeline
// (upload-pipeline.ts): its field, limits, accepted types, re-encoding, store, names and answers.

/** A file received and recognised, waiting for the change whose record owns it (its bytes are written with it). */
export interface StoredUpload<T extends string = string> {
  key: string;
  sizeBytes: number;
  contentType: T;
  fileName: string;
}

/** What a file upload answers when it cannot be taken. */
export interface FileUploadMessages {
  /** 415 when the body is not multipart at all. */
  notMultipart: string;
  /** 413 when the file is larger than `maxBytes`. */
  tooLarge: string;
  /** 415 when the file's bytes are none of the accepted types (whatever its name or content type say). */
  unsupported: string;
  /** 400 naming `body.<field>` when no file came in that field. */
  missing: string;
  /** 400 when a second file follows the first. */
  oneAtATime: string;
}

interface FileUploadBase {
  /** The multipart field that carries the file. */
  readonly field: string;
  /** The text fields read besides the file; any other field is ignored. */
  readonly fields: readonly string[];
  readonly maxBytes: number;
  /** busboy's other limits: how many fields, how long each may be, how many parts in all. */
  readonly limits: { fields: number; fieldSize: number; parts: number };
  /** The kind its bytes are stored as (stored_files.kind): which records own it. */
  readonly fileKind: FileKind;
  /** The stored name's base when the client's cleans to nothing; every stored name ends in its type's extension. */
  readonly fallbackName: string;
  readonly messages: FileUploadMessages;
}

/**
 * A file kept as it was sent: `stream` sniffs its first bytes as they arrive (refusing early); `whole` reads it
 * whole and sniffs it once the rest of the body is read. Either is held in memory (`maxBytes` at most).
 */
export interface AsSentUploadKind<T extends string = string> extends FileUploadBase {
  readonly mode: "stream" | "whole";
  /** The file's type from its first `sniffBytes` bytes, or null to refuse it (415). */
  readonly sniff: (head: Uint8Array) => T | null;
  readonly sniffBytes: number;
  readonly extensions: Record<T, string>;
}

/**
 * An image read whole, then (once the rest of the body is read) decoded and re-encoded by sharp: what is
 * kept is the result, never the bytes sent.
 */
export interface ImageUploadKind<T extends string = string> extends FileUploadBase {
  readonly mode: "image";
  /** The accepted image types by their first bytes; null refuses the file (415) before it is decoded. */
  readonly sniff: (head: Uint8Array) => string | null;
  /** Decodes and re-encodes; a failure means the bytes are not an image taken (415). */
  readonly encode: (bytes: Buffer) => Promise<Buffer>;
  /** The type of what `encode` makes, and its extension. */
  readonly contentType: T;
  readonly extension: string;
}

export type FileUploadKind<T extends string = string> = AsSentUploadKind<T> | ImageUploadKind<T>;

/**
 * A text file read into the body (`body[field]`, UTF-8), so the route takes the same text as a multipart
 * file or as JSON; nothing is stored. Every 413 of such a route, JSON too, answers `messages.tooLarge`.
 */
export interface TextUploadKind {
  readonly mode: "text";
  readonly field: string;
  readonly maxBytes: number;
  readonly limits: { fieldSize: number; parts: number };
  readonly messages: { tooLarge: string };
}

export type UploadKind = FileUploadKind | TextUploadKind;
