import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// #31: a cold load paints the app's frame before any script has run (bench/first-paint.mjs measures it).
describe("index.html", () => {
  const html = readFileSync(join(import.meta.dirname, "index.html"), "utf8");
  const page = new DOMParser().parseFromString(html, "text/html");

  it("holds a loading line in #root, painted with the stylesheet alone", () => {
    const status = page.querySelector("#root [role=status]");
    expect(status?.textContent).toBe("Loading…");
    // The theme's colours, so a dark-theme user sees no white flash.
    expect(page.querySelector("#root > div")?.className).toContain("bg-background");
  });

  it("runs no inline script (the CSP allows none) and sets the theme before the body is parsed", () => {
    expect([...page.querySelectorAll("script")].every((s) => s.hasAttribute("src"))).toBe(true);
    expect(page.head.querySelector("script")?.getAttribute("src")).toBe("/theme-init.js");
  });
});
