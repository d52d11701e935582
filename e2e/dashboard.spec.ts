import { expect, type Page, test } from "@playwright/test";
import type { DashboardAlerts, DashboardOverview } from "#domain/dashboard/dashboard.schema";
import { dashboardAlerts } from "#domain/dashboard/dashboard-alerts";
import { todayIn } from "#domain/dates";
import type { InvoiceList } from "#domain/invoices/invoice.schema";
import type { AppMeta } from "#domain/meta/app-meta.schema";
import { THEME_STORAGE_KEY } from "../web/app/theme";
import { expectAccessible, signIn } from "./fixtures";

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);

async function overviewOf(page: Page): Promise<DashboardOverview> {
  const res = await page.request.get("/api/dashboard/overview");
  expect(res.status()).toBe(200);
  return (await res.json()) as DashboardOverview;
}

const summary = (page: Page) => page.getByRole("region", { name: "Summary" });

test("the cards show the seeded figures and Total Revenue rises live when a payment is recorded elsewhere", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  const before = await overviewOf(page);
  const cards = summary(page);
  await expect(cards.getByText(money(before.revenue.collectedCents, before.baseCurrency))).toBeVisible();
  await expect(
    cards.getByText(`+ ${money(before.revenue.pendingCents, before.baseCurrency)} pending`),
  ).toBeVisible();
  await expect(cards).toContainText(
    `${before.bookings.confirmed} confirmed · ${before.bookings.pending} pending`,
  );
  await expect(cards).toContainText(`${before.clients.withBookings} with bookings`);
  expect(before.revenue.collectedCents).toBeGreaterThan(0);

  // A second browser (an agent) records a payment on an open EUR invoice.
  const other = await browser.newContext();
  const agent = await other.newPage();
  await signIn(agent, "agent");
  const open = (await (
    await agent.request.get("/api/invoices?status=unpaid&currency=EUR&pageSize=20")
  ).json()) as InvoiceList;
  const invoice = open.items.find((i) => i.balanceCents >= 1_000);
  if (!invoice) throw new Error("no open EUR invoice in the demo data");
  const origin = new URL(agent.url()).origin;
  // A received payment is dated at the latest on the agency's today, which need not be UTC's.
  const { timeZone } = (await (await agent.request.get("/api/meta")).json()) as AppMeta;
  const paid = await agent.request.post(`/api/invoices/${invoice.id}/payments`, {
    headers: { origin, "idempotency-key": `e2e-dashboard-${Date.now()}` },
    data: { amountCents: 1_000, paymentDate: todayIn(timeZone), method: "cash" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await other.close();

  // Without a reload: the socket's payments event refreshes the card (EUR is the base currency: +10.00).
  const expected = money(before.revenue.collectedCents + 1_000, before.baseCurrency);
  await expect(cards.getByText(expected)).toBeVisible();
});

test("each alert links to its filtered list, and the Analytics charts render in both themes", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, "admin");
  const figures = (await (
    await page.request.get("/api/dashboard/alerts?scope=all")
  ).json()) as DashboardAlerts;
  const alerts = dashboardAlerts(figures);
  expect(alerts.length).toBeGreaterThan(0);
  for (const alert of alerts) {
    await page.goto("/");
    await page.getByRole("tab", { name: "Alerts" }).click();
    await page.getByRole("link", { name: alert.text }).click();
    await expect(page).toHaveURL(new RegExp(`${alert.href.replace("?", "\\?")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  for (const theme of ["dark", "light"] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      theme,
    ] as const);
    await page.goto("/");
    await page.getByRole("tab", { name: "Analytics" }).click();
    // recharts draws SVG: the revenue chart has bars once its data has come.
    const revenue = page.getByRole("region", { name: /Revenue by month/ });
    await expect(revenue).toBeVisible();
    await expect(revenue.locator("svg .recharts-bar-rectangle").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, `dashboard analytics, ${theme}`);
    await page.getByRole("tab", { name: "Alerts" }).click();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, `dashboard alerts, ${theme}`);
  }
});
