import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerSecurityHeaders, securityHeaderOptions } from "./security-headers";
import { registerStaticWeb } from "./static-web";
import { inlineScriptHashes, readWebIndex } from "./web-index";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const THEME = 'try{document.documentElement.classList.add("dark")}catch{}';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function webDist(html: string): string {
  const dir = mkdtempSync(join(tmpdir(), "itinera-web-"));
  dirs.push(dir);
  writeFileSync(join(dir, "index.html"), html);
  return dir;
}

describe("inlineScriptHashes", () => {
  it("hashes each classic inline script's text, and no script loaded by src", () => {
    const html = `<head><script>${THEME}</script><script type="module" src="/assets/a.js"></script><script>x()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(THEME), sha256("x()")]);
  });

  it("finds none in a page without inline scripts", () => {
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});

describe("the SPA's CSP", () => {
  it("allows index.html's inline theme script by its hash, and no other inline script", async () => {
    const web = readWebIndex(webDist(`<html><head><script>${THEME}</script></head><body></body></html>`));
    const app = Fastify();
    registerSecurityHeaders(app, securityHeaderOptions("http://localhost:3000", web.scriptHashes));
    await registerStaticWeb(app, web);
    const page = await app.inject({ method: "GET", url: "/trips" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(THEME);
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers["content-security-policy"]))?.[1];
    expect(scriptSrc).toBe(`'self' ${sha256(THEME)}`);
    await app.close();
  });

  it("has no web page and no hash where nothing is built", () => {
    const missing = join(tmpdir(), "itinera-no-web-here");
    expect(readWebIndex(missing)).toMatchObject({ html: null, scriptHashes: [] });
  });
});
