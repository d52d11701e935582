import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheet";

const page = (head: string) => `<html><head>${head}</head><body></body></html>`;

describe("inlineStylesheets", () => {
  it("replaces the built stylesheet's link with its text", () => {
    const html = page('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    const read = (name: string) => (name === "assets/index-abc.css" ? "body{color:red}" : undefined);
    expect(inlineStylesheets(html, read)).toBe(page("<style>body{color:red}</style>"));
  });

  it("decodes a file the build holds as bytes", () => {
    const html = page('<link rel="stylesheet" href="/assets/a.css">');
    expect(inlineStylesheets(html, () => new TextEncoder().encode("p{margin:0}"))).toBe(
      page("<style>p{margin:0}</style>"),
    );
  });

  it("leaves other links alone", () => {
    const html = page('<link rel="icon" href="/favicon.svg"><link rel="modulepreload" href="/assets/a.js">');
    expect(inlineStylesheets(html, () => "x")).toBe(html);
  });

  it("refuses a file the build did not write, rather than ship a page without its styles", () => {
    expect(() =>
      inlineStylesheets(page('<link rel="stylesheet" href="/assets/gone.css">'), () => undefined),
    ).toThrow(/assets\/gone\.css is not in the build/);
  });

  it("refuses a stylesheet that would close its own <style> early", () => {
    const html = page('<link rel="stylesheet" href="/assets/a.css">');
    expect(() => inlineStylesheets(html, () => 'a::after{content:"</style>"}')).toThrow(/holds "<\/style"/);
  });
});
