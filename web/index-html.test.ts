import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "./app/theme";

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

  it("sets the stored theme with its one inline script, in the head, before the body is parsed", () => {
    const scripts = [...page.querySelectorAll("script")];
    const inline = scripts.filter((s) => !s.hasAttribute("src"));
    // The server's CSP allows inline scripts by hash (server/http/web-index.ts): one, the theme's.
    expect(inline).toHaveLength(1);
    expect(page.head.querySelector("script")).toBe(inline[0]);
    const run = new Function(inline[0]?.textContent ?? "");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    run();
    expect(document.documentElement).toHaveClass("dark");
    document.documentElement.classList.remove("dark");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    run();
    expect(document.documentElement).not.toHaveClass("dark");
    localStorage.removeItem(THEME_STORAGE_KEY);
  });
});
