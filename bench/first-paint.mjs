// A cold page load's first paint, in Chromium against the built server on a fresh demo database (after
// `npm run build`). Budget (#31): the app's frame within 300 ms of navigation. Printed next to a baseline
// measured in the same run: the same browser painting a one-line page the same server sends (what any
// page costs here, before a byte of the app's own CSS or JavaScript).
//   node bench/first-paint.mjs            CHROMIUM_PATH=/usr/bin/chromium by default
// Each figure is the median of ROUNDS cold loads (a new browser context each: nothing cached).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { startBuiltServer, stop } from "./lib/built-server.mjs";

const ROUNDS = 7;
const BUDGET_MS = 300;
const PAGES = ["/login", "/trips", "/invoices"];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from navigation to the first contentful paint, and to the frame's loading line or a heading. */
async function coldLoad(browser, url, storageState) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  const paint = await page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0].startTime,
  );
  await context.close();
  return paint;
}

const port = 4000 + Math.floor(Math.random() * 2000);
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "itinera-paint-"));
const { child: server } = await startBuiltServer({ port, dataDir, timeoutMs: 60_000 });
let browser;
let ok = true;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  // A signed-in session for the app's pages, as a returning agent has.
  const signIn = await browser.newContext();
  const page = await signIn.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill("admin@itinera.local");
  await page.getByLabel("Password").fill("itinera-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: /Good/ }).waitFor();
  const session = await signIn.storageState();
  await signIn.close();

  const rounds = async (url, state) => {
    const paints = [];
    for (let i = 0; i < ROUNDS; i++) paints.push(await coldLoad(browser, url, state));
    return median(paints);
  };
  // The baseline: a page of one line, from the same server (its not-found API answer, as HTML).
  const baseline = await rounds(`${base}/api/health`, undefined);
  console.log(`baseline (a one-line page from the same server): first paint ${baseline.toFixed(0)} ms`);
  for (const path of PAGES) {
    const paint = await rounds(`${base}${path}`, path === "/login" ? undefined : session);
    const within = paint <= BUDGET_MS;
    ok &&= within;
    console.log(
      `${path}: first paint ${paint.toFixed(0)} ms (target ≤ ${BUDGET_MS} ms, ratio ${(paint / BUDGET_MS).toFixed(2)}, × baseline ${(paint / baseline).toFixed(2)}) ${within ? "ok" : "OVER BUDGET"}`,
    );
  }
} finally {
  await browser?.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
