import { chromium } from "@playwright/test";
const base = "http://localhost:3210";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [theme, width] of [["light", 390], ["dark", 390], ["dark", 1280]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 844 } });
  await ctx.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill("admin@itinera.local");
  await page.getByLabel("Password").fill("itinera-demo");
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL(/dashboard|\/$/);
  await page.goto(`${base}/ssr`);
  await page.getByRole("table").waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/lead/ssr-${theme}-${width}.png` });
  await page.goto(`${base}/flights`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/lead/flights-${theme}-${width}.png` });
  await page.goto(`${base}/trips`);
  await page.waitForTimeout(1200);
  await page.getByRole("link", { name: /^View/ }).first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/lead/trip-${theme}-${width}.png` });
  await ctx.close();
}
await browser.close();
