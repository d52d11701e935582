import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** The built SPA's index.html, read once, and the CSP sources its inline scripts need. */
export interface WebIndex {
  root: string;
  html: Buffer | null;
  /** `'sha256-…'` of each inline script, so the CSP allows exactly those and no other. */
  scriptHashes: string[];
}

// Classic inline scripts only: Vite's build leaves no module script inline.
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

export function readWebIndex(webDist: string): WebIndex {
  const root = resolve(webDist);
  const indexPath = join(root, "index.html");
  if (!existsSync(indexPath)) return { root, html: null, scriptHashes: [] };
  const html = readFileSync(indexPath);
  return { root, html, scriptHashes: inlineScriptHashes(html.toString("utf8")) };
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}'`,
  );
}
