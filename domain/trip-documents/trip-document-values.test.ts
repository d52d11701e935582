import { describe, expect, it } from "vitest";
import {
  attachmentDisposition,
  detectDocumentContentType,
  formatFileSize,
  safeFileName,
  type TripDocumentContentType,
} from "./trip-document-values";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("detectDocumentContentType", () => {
  const cases: [string, Uint8Array, TripDocumentContentType | null][] = [
    ["PDF", text("%PDF-1.7\n%âãÏÓ"), "application/pdf"],
    ["PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), "image/png"],
    ["JPEG (JFIF)", bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46), "image/jpeg"],
    ["JPEG (Exif)", bytes(0xff, 0xd8, 0xff, 0xe1), "image/jpeg"],
    ["empty", bytes(), null],
    ["too short for PDF", text("%PDF"), null],
    ["PNG header cut short", bytes(0x89, 0x50, 0x4e, 0x47), null],
    ["text named .pdf", text("hello, this is not a pdf"), null],
    ["HTML", text("<!doctype html><script>"), null],
    ["GIF", text("GIF89a"), null],
    ["ZIP (docx)", bytes(0x50, 0x4b, 0x03, 0x04), null],
    ["PDF marker later in the file", text(" %PDF-1.4"), null],
  ];
  it.each(cases)("%s", (_name, head, expected) => {
    expect(detectDocumentContentType(head)).toBe(expected);
  });
});

describe("safeFileName", () => {
  const cases: [string | undefined, string][] = [
    ["ticket.pdf", "ticket.pdf"],
    ["C:\\Users\\ana\\Desktop\\e-ticket LH400.pdf", "e-ticket LH400.pdf"],
    ["../../etc/passwd", "passwd"],
    ["..hidden.pdf", "hidden.pdf"],
    ['in"voice\r\n;x.pdf', "invoice;x.pdf"],
    ["Reiseplan Müller – Zürich.pdf", "Reiseplan Müller – Zürich.pdf"],
    ["   ", "document.pdf"],
    [undefined, "document.pdf"],
    ["////", "document.pdf"],
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["\u202E\u2066", "document.pdf"],
  ];
  it.each(cases)("%j → %j", (input, expected) => {
    expect(safeFileName(input, "application/pdf")).toBe(expected);
  });

  it("shortens long names and keeps the extension", () => {
    const name = safeFileName(`${"a".repeat(300)}.jpeg`, "image/jpeg");
    expect(name).toHaveLength(200);
    expect(name.endsWith(".jpeg")).toBe(true);
  });
});

describe("attachmentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(attachmentDisposition("ticket.pdf")).toBe(
      `attachment; filename="ticket.pdf"; filename*=UTF-8''ticket.pdf`,
    );
    expect(attachmentDisposition("Zürich – plan (1).pdf")).toBe(
      `attachment; filename="Zurich _ plan (1).pdf"; filename*=UTF-8''Z%C3%BCrich%20%E2%80%93%20plan%20%281%29.pdf`,
    );
  });

  it("never lets a quote, semicolon or line break through", () => {
    const header = attachmentDisposition('a"b;c\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"')).toHaveLength(3);
  });
});

describe("formatFileSize", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1536, "1.5 KB"],
    [10 * 1024 * 1024, "10 MB"],
    [123_456_789, "118 MB"],
  ])("%d → %s", (input, expected) => {
    expect(formatFileSize(input)).toBe(expected);
  });
});
