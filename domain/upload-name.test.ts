import { describe, expect, it } from "vitest";
import { cleanUploadName, storedUploadName } from "./upload-name";

describe("cleanUploadName", () => {
  const cases: [string, string | undefined, string][] = [
    ["plain", "ticket.pdf", "ticket.pdf"],
    ["right-to-left override hiding .exe", "invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["RLO in the middle of the extension", "photo\u202Egnp.js", "photognp.js"],
    ["left-to-right and right-to-left marks", "\u200Evoucher\u200F.pdf", "voucher.pdf"],
    ["Arabic letter mark", "\u061Cfile.pdf", "file.pdf"],
    ["embeddings and pop", "\u202Aa\u202Bb\u202Cc\u202Dd.pdf", "abcd.pdf"],
    ["isolates", "\u2066x\u2067y\u2068z\u2069.pdf", "xyz.pdf"],
    ["C0 controls and DEL", "a\u0000b\u0007c\u001Fd\u007F.pdf", "abcd.pdf"],
    ["C1 controls", "a\u0085b\u009Bc.pdf", "abc.pdf"],
    ["zero-width space, word joiner and BOM", "\uFEFFa\u200Bb\u2060c.pdf", "abc.pdf"],
    ["line and paragraph separators", "a\u2028b\u2029c.pdf", "abc.pdf"],
    ["line breaks and tabs", "in\r\nvoice\t.pdf", "invoice.pdf"],
    ["Windows path", "C:\\Users\\ana\\Desktop\\e-ticket LH400.pdf", "e-ticket LH400.pdf"],
    ["Unix traversal", "../../etc/passwd", "passwd"],
    ["leading dots", "..hidden.pdf", "hidden.pdf"],
    ["characters Windows refuses", 'in"voice<1>|?*:.pdf', "invoice1.pdf"],
    ["accents, composed", "Mu\u0308ller – Zürich.pdf", "Müller – Zürich.pdf"],
    ["Arabic name stays readable", "تذكرة.pdf", "تذكرة.pdf"],
    ["joiners in Persian and emoji stay", "می\u200Cخواهم 👩\u200D✈️.pdf", "می\u200Cخواهم 👩\u200D✈️.pdf"],
    ["whitespace runs", "  my   ticket .pdf ", "my ticket .pdf"],
    ["only controls", "\u202E\u200E\u0000", ""],
    ["nothing", undefined, ""],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(cleanUploadName(input)).toBe(expected);
  });
});

describe("storedUploadName", () => {
  // [what the client sent, the sniffed type's extension, the stored name]
  const cases: [string | undefined, string, string][] = [
    ["ticket.pdf", "pdf", "ticket.pdf"],
    ["C:\\Users\\ana\\Desktop\\e-ticket LH400.pdf", "pdf", "e-ticket LH400.pdf"],
    ["../../etc/passwd", "pdf", "passwd.pdf"],
    ["invoice\u202Efdp.exe", "pdf", "invoicefdp.pdf"],
    ["poly.html", "pdf", "poly.pdf"],
    ["poly.HTML", "png", "poly.png"],
    ["photo.svg", "jpg", "photo.jpg"],
    ["poly.pdf.html", "pdf", "poly.pdf.pdf"],
    ["Ticket.PDF", "pdf", "Ticket.PDF"],
    ["photo.jpeg", "jpg", "photo.jpeg"],
    ["photo.JPG", "jpg", "photo.JPG"],
    ["photo.jpeg", "webp", "photo.webp"],
    ["scan", "pdf", "scan.pdf"],
    ["tarif 2.5", "pdf", "tarif 2.5.pdf"],
    ["trailing dot.", "pdf", "trailing dot.pdf"],
    ["report .html", "pdf", "report.pdf"],
    [".pdf", "pdf", "pdf.pdf"],
    ["   ", "png", "document.png"],
    [undefined, "png", "document.png"],
    ["////", "png", "document.png"],
    ["\u202E\u2066", "png", "document.png"],
    [".html", "pdf", "html.pdf"],
  ];
  it.each(cases)("%j as %s → %j", (input, extension, expected) => {
    expect(storedUploadName(input, "document", extension)).toBe(expected);
  });

  it("shortens long names to 200 characters and keeps the extension", () => {
    const name = storedUploadName(`${"a".repeat(300)}.jpeg`, "document", "jpg");
    expect(name).toHaveLength(200);
    expect(name.endsWith(".jpeg")).toBe(true);
    expect(storedUploadName("b".repeat(300), "x", "pdf")).toBe(`${"b".repeat(196)}.pdf`);
    expect(storedUploadName(`${"c".repeat(300)}.html`, "x", "pdf")).toBe(`${"c".repeat(196)}.pdf`);
  });

  it("never cuts inside a character made of two UTF-16 units", () => {
    const name = storedUploadName(`${"✈️👩".repeat(100)}.pdf`, "x", "pdf");
    expect([...name]).toHaveLength(200);
    // A lone surrogate would not survive UTF-8: the round trip would change it.
    expect(new TextDecoder().decode(new TextEncoder().encode(name))).toBe(name);
  });
});
