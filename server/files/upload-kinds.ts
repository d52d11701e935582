import {
  AGENCY_LOGO_MAX_BYTES,
  AGENCY_LOGO_TOO_LARGE_MESSAGE,
  AGENCY_LOGO_UNSUPPORTED_MESSAGE,
} from "#domain/agency/agency-logo";
import {
  CHAT_ATTACHMENT_TOO_LARGE_MESSAGE,
  CHAT_ATTACHMENT_UNSUPPORTED_MESSAGE,
  CHAT_SIGNATURE_BYTES,
  type ChatAttachmentType,
  detectChatAttachmentType,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_MAX,
} from "#domain/chat/chat-values";
import {
  detectPackageImageType,
  PACKAGE_IMAGE_MAX_BYTES,
  PACKAGE_IMAGE_TOO_LARGE_MESSAGE,
  PACKAGE_IMAGE_UNSUPPORTED_MESSAGE,
} from "#domain/packages/package-image";
import { SSR_CSV_MAX_BYTES, SSR_CSV_TOO_LARGE_MESSAGE } from "#domain/ssr/ssr-api.schema";
import {
  detectDocumentContentType,
  SIGNATURE_BYTES,
  TRIP_DOCUMENT_MAX_BYTES,
  TRIP_DOCUMENT_TOO_LARGE_MESSAGE,
  TRIP_DOCUMENT_UNSUPPORTED_MESSAGE,
  type TripDocumentContentType,
} from "#domain/trip-documents/trip-document-values";
import { logoImage } from "./agency-logo-store";
import { cardImage } from "./package-image-store";
import type { AsSentUploadKind, ImageUploadKind, TextUploadKind } from "./upload-kind";

// Every upload the API takes, in one place: a route names its kind in `config.upload` and reads it with
// receiveUpload (server/files/upload-pipeline.ts). Types are decided by the bytes alone.

const documentExtensions = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg" } as const;

/** A trip's document: PDF, PNG or JPEG up to 10 MB, with its `documentType` field. */
export const tripDocumentUpload: AsSentUploadKind<TripDocumentContentType> = {
  mode: "stream",
  field: "file",
  fields: ["documentType"],
  maxBytes: TRIP_DOCUMENT_MAX_BYTES,
  limits: { fields: 4, fieldSize: 1024, parts: 5 },
  sniff: detectDocumentContentType,
  sniffBytes: SIGNATURE_BYTES,
  extensions: documentExtensions,
  fileKind: "trip-documents",
  fallbackName: "document",
  messages: {
    notMultipart: "Send the document as multipart/form-data, with the file in the field `file`.",
    tooLarge: TRIP_DOCUMENT_TOO_LARGE_MESSAGE,
    unsupported: TRIP_DOCUMENT_UNSUPPORTED_MESSAGE,
    missing: "Attach a file",
    oneAtATime: "Upload one file at a time.",
  },
};

/** A chat message's attachment: PDF, PNG, JPEG or WebP up to 10 MB, with an optional `message`. */
export const chatAttachmentUpload: AsSentUploadKind<ChatAttachmentType> = {
  mode: "stream",
  field: "file",
  fields: ["message"],
  maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
  limits: { fields: 2, fieldSize: MESSAGE_MAX * 4, parts: 3 },
  sniff: detectChatAttachmentType,
  sniffBytes: CHAT_SIGNATURE_BYTES,
  extensions: { ...documentExtensions, "image/webp": "webp" },
  fileKind: "chat-attachments",
  fallbackName: "attachment",
  messages: {
    notMultipart: "Send the attachment as multipart/form-data, with the file in the field `file`.",
    tooLarge: CHAT_ATTACHMENT_TOO_LARGE_MESSAGE,
    unsupported: CHAT_ATTACHMENT_UNSUPPORTED_MESSAGE,
    missing: "Attach a file",
    oneAtATime: "Attach one file at a time.",
  },
};

/** A support ticket's attachment: what trip documents take, read whole before it is checked. */
export const ticketAttachmentUpload: AsSentUploadKind<TripDocumentContentType> = {
  ...tripDocumentUpload,
  mode: "whole",
  fields: [],
  limits: { fields: 2, fieldSize: 1024, parts: 3 },
  fileKind: "ticket-attachments",
  messages: {
    ...tripDocumentUpload.messages,
    notMultipart: "Send the file as multipart/form-data, in the field `file`.",
  },
};

// Images are decoded whole: the same PNG, JPEG or WebP signatures for package cards and the logo.
const imageLimits = { fields: 2, fieldSize: 1024, parts: 3 };

/** A package's card image (PNG, JPEG or WebP up to 5 MB), kept as an 800×500 WebP. */
export const packageImageUpload: ImageUploadKind<"image/webp"> = {
  mode: "image",
  field: "file",
  fields: [],
  maxBytes: PACKAGE_IMAGE_MAX_BYTES,
  limits: imageLimits,
  sniff: detectPackageImageType,
  encode: cardImage,
  contentType: "image/webp",
  extension: "webp",
  fileKind: "package-images",
  fallbackName: "image",
  messages: {
    notMultipart: "Send the image as multipart/form-data, with the file in the field `file`.",
    tooLarge: PACKAGE_IMAGE_TOO_LARGE_MESSAGE,
    unsupported: PACKAGE_IMAGE_UNSUPPORTED_MESSAGE,
    missing: "Attach an image",
    oneAtATime: "Upload one image at a time.",
  },
};

/** The agency's logo (PNG, JPEG or WebP up to 5 MB), kept as a PNG fitted inside 400×160. */
export const agencyLogoUpload: ImageUploadKind<"image/png"> = {
  ...packageImageUpload,
  maxBytes: AGENCY_LOGO_MAX_BYTES,
  encode: logoImage,
  contentType: "image/png",
  extension: "png",
  fileKind: "agency-logo",
  fallbackName: "logo",
  messages: {
    notMultipart: "Send the logo as multipart/form-data, with the file in the field `file`.",
    tooLarge: AGENCY_LOGO_TOO_LARGE_MESSAGE,
    unsupported: AGENCY_LOGO_UNSUPPORTED_MESSAGE,
    missing: "Attach an image",
    oneAtATime: "Upload one logo at a time.",
  },
};

/** The SSR catalogue's CSV: a file in `csv` (or JSON `{ csv }`), up to 5 MB, read into `body.csv`. */
export const ssrCsvUpload: TextUploadKind = {
  mode: "text",
  field: "csv",
  maxBytes: SSR_CSV_MAX_BYTES,
  limits: { fieldSize: SSR_CSV_MAX_BYTES + 1, parts: 10 },
  messages: { tooLarge: SSR_CSV_TOO_LARGE_MESSAGE },
};
