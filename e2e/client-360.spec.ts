import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import type { InvoiceList } from "#domain/invoices/invoice.schema";
import { THEME_STORAGE_KEY } from "../web/app/theme";
import { expectAccessible, signIn } from "./fixtures";

/** Creates a record through the API as the signed-in user (the browser's cookie, its Origin). */
async function create<T>(page: Page, path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** A day `days` before today, as the API takes dates (a few days back: no time zone makes it the future). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const euros = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(cents / 100);

/** Whether the page scrolls sideways as a whole (a table scrolling inside its own frame is marked and fine). */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("an agent reads a client's statement with its running balance and downloads it as a PDF", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  await signIn(page, "agent");
  const client = await create<{ id: string; name: string }>(page, "/api/clients", {
    kind: "person",
    name: `E2E Statement ${tag}`,
    email: `statement-${tag.toLowerCase()}@example.test`,
  });
  const invoice = await create<{ id: string; number: string }>(page, "/api/invoices", {
    clientId: client.id,
    currency: "EUR",
    issueDate: daysAgo(10),
    dueDate: daysAgo(-20),
    lines: [{ description: "Flights Lisbon – Funchal", quantity: 2, unitPriceCents: 21_000 }],
  });
  const payment = await create<{ reference: string }>(page, `/api/invoices/${invoice.id}/payments`, {
    amountCents: 12_000,
    paymentDate: daysAgo(5),
    method: "bank_transfer",
    transactionReference: `TR-${tag}`,
  });

  // The Overview: what the client owes, and the way to the statement.
  await page.goto(`/clients/${client.id}`);
  await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
  await expect(page.getByTestId("open-balance-EUR")).toContainText(euros(30_000));
  await expect(page.getByTestId("open-balance-EUR")).toContainText("1 open invoice");
  await expect(page.getByText("No requests, messages or tickets yet.")).toBeVisible();

  // The statement: newest first, each entry with the balance after it.
  await page.getByRole("tab", { name: "Invoices & payments" }).click();
  await expect(page).toHaveURL(/\?tab=statement$/);
  const table = page.getByRole("table", { name: "Statement of account" });
  const rows = table.getByRole("row");
  const paymentRow = rows.filter({ has: page.getByRole("link", { name: payment.reference }) });
  // The invoice's own row: the payment's names the invoice too, but only the invoice's has its status.
  const invoiceRow = rows
    .filter({ has: page.getByRole("link", { name: invoice.number }) })
    .filter({ hasText: "Partially paid" });
  await expect(paymentRow).toContainText(`-${euros(12_000)}`);
  await expect(paymentRow.getByRole("cell").last()).toHaveText(euros(30_000));
  await expect(invoiceRow).toContainText("Partially paid");
  await expect(invoiceRow.getByRole("cell").last()).toHaveText(euros(42_000));
  await expect(table.getByRole("row")).toHaveCount(3);
  // Each entry opens its record: the invoice's page.
  await invoiceRow.getByRole("link", { name: invoice.number }).click();
  await expect(page.getByRole("heading", { level: 1, name: invoice.number })).toBeVisible();
  await page.goBack();
  await expect(table).toBeVisible();

  // The PDF of the whole statement.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download statement (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^statement-e2e-statement-${tag.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
  );
  const bytes = await readFile((await download.path()) ?? "");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(1_000);

  // Requests & tickets: none yet, said so.
  await page.getByRole("tab", { name: "Requests & tickets" }).click();
  await expect(page.getByText("No requests yet.")).toBeVisible();
  await expect(page.getByText("No support tickets yet.")).toBeVisible();

  // Both themes, and a phone's width without the page scrolling sideways.
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      theme,
    ] as const);
    for (const tab of ["statement", "requests"]) {
      await page.goto(`/clients/${client.id}?tab=${tab}`);
      await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, `client ${tab} tab, ${theme}`);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of ["overview", "statement", "requests"]) {
    await page.goto(`/clients/${client.id}?tab=${tab}`);
    await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await pageScrollsSideways(page), `${tab} at 390 px`).toBe(false);
    // The statement keeps its figures in view at a phone's width (the date moves under the entry).
    if (tab === "statement") await expect(paymentRow.getByRole("cell").last()).toBeInViewport();
  }
});

test("a client opens an invoice from their home, and finds its PDF there", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "client");
  const invoices = page.getByRole("region", { name: "Your invoices" });
  await expect(invoices).toBeVisible();
  const own = (await (
    await page.request.get("/api/invoices?page=1&pageSize=5&sort=issueDate&order=desc")
  ).json()) as InvoiceList;
  const first = own.items[0];
  if (!first) throw new Error("the demo client has no invoice");

  // The PDF straight from the home.
  const downloading = page.waitForEvent("download");
  await invoices.getByRole("link", { name: `PDF of ${first.number}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${first.number}.pdf`);
  expect((await readFile((await download.path()) ?? "")).subarray(0, 5).toString()).toBe("%PDF-");

  // Requests and tickets are listed beside it, each with a way to the full list.
  await expect(
    page.getByRole("region", { name: "Your requests" }).getByRole("link", { name: "All requests" }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Your support tickets" }).getByRole("link", { name: "All tickets" }),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "client home");

  await invoices.getByRole("link", { name: first.number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: first.number })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();

  // At a phone's width the home stacks its cards: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(invoices.getByRole("link", { name: first.number, exact: true })).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
});
