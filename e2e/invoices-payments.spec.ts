import { expect, type Page, test } from "@playwright/test";
import type { InvoiceList } from "#domain/invoices/invoice.schema";
import { THEME_STORAGE_KEY } from "../web/app/theme";
import { expectAccessible, signIn } from "./fixtures";
import { startServerWithMail } from "./mail-server";

/** Creates a record through the API as the signed-in user (the browser's cookie, its Origin). */
async function create<T>(page: Page, path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

const euros = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(cents / 100);

/** Opens the invoice's Record Payment dialog, enters an amount and submits it. */
async function recordPayment(page: Page, amount: string) {
  await page.getByRole("button", { name: "Record Payment" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Record Payment" });
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  return dialog;
}

test("an agent invoices two lines, is stopped from over-collecting, then collects in two payments until Paid", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const clientName = `E2E Invoicewell ${tag}`;
  await signIn(page, "agent");
  await create(page, "/api/clients", {
    kind: "person",
    name: clientName,
    email: `invoicewell-${tag}@example.test`,
  });

  await page.goto("/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await page.getByRole("button", { name: "New Invoice" }).click();
  const form = page.getByRole("dialog", { name: "New Invoice" });
  // The number is shown read-only before anything is typed.
  await expect(form.getByLabel("Invoice number")).toHaveValue(/^INV-\d{6}-\d{4}$/);
  await expect(form.getByLabel("Invoice number")).toHaveAttribute("readonly", "");
  await form.getByRole("combobox", { name: "Client" }).click();
  await page.getByRole("textbox", { name: "Search Client" }).fill(clientName);
  await page.getByRole("option", { name: new RegExp(clientName) }).click();

  // Two lines: 2 × 150.00 untaxed, and 1 × 100.00 at 20 % tax → 300.00 + 120.00 = 420.00.
  await form.getByLabel("Description (line 1)").fill("Flight Lisbon–Madeira");
  await form.getByLabel("Quantity").first().fill("2");
  await form.getByLabel("Unit price").first().fill("150.00");
  await form.getByRole("button", { name: /Add line/ }).click();
  await form.getByLabel("Description (line 2)").fill("Transfer and assistance");
  await form.getByLabel("Quantity").nth(1).fill("1");
  await form.getByLabel("Unit price").nth(1).fill("100");
  await form.getByLabel("Tax %").nth(1).fill("20");
  await expect(form.getByText(euros(42000)).first()).toBeVisible();
  const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel("Due date").fill(due);
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "New Invoice dialog");
  await form.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page.getByText("Invoice created successfully!")).toBeVisible();

  const heading = page.getByRole("heading", { level: 1, name: /^INV-\d{6}-\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent()) ?? "";
  await expect(page.getByTestId("invoice-status")).toHaveText("Unpaid");

  // More than the balance is refused with SPEC's message and nothing is recorded.
  const dialog = await recordPayment(page, "500.00");
  await expect(dialog.getByText("Payment amount cannot exceed the remaining balance")).toBeVisible();
  await dialog.getByLabel(/^Amount/).fill("120.00");
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText("Payment recorded successfully!")).toBeVisible();
  await expect(page.getByTestId("invoice-status")).toHaveText("Partially paid");

  // The rest: exactly the balance, and the invoice is paid.
  await recordPayment(page, "300.00");
  await expect(page.getByTestId("invoice-status")).toHaveText("Paid");
  await expect(page.getByRole("button", { name: "Record Payment" })).toHaveCount(0);

  // The list agrees, and the payments history shows both payments.
  await page.goto(`/invoices?search=${encodeURIComponent(number)}`);
  const row = page.getByRole("row", { name: new RegExp(number) });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText(euros(42000));
  await page.goto(`/payments?search=${encodeURIComponent(number)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(number) })).toHaveCount(2);

  for (const theme of ["dark", "light"] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      theme,
    ] as const);
    for (const path of ["/invoices", "/payments"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, `${path}, ${theme}`);
    }
  }
});

test("Send mails the invoice's PDF to the client, and a client sees and downloads only their own invoices", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = await startServerWithMail(3298, { demo: true });
  try {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await signIn(page, "agent");
    const tag = Date.now().toString(36).slice(-5).toUpperCase();
    const email = `sendwell-${tag.toLowerCase()}@example.test`;
    const client = await create<{ id: string }>(page, "/api/clients", {
      kind: "person",
      name: `E2E Sendwell ${tag}`,
      email,
    });
    const invoice = await create<{ id: string; number: string }>(page, "/api/invoices", {
      clientId: client.id,
      currency: "EUR",
      dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      lines: [{ description: "Lisbon city break", quantity: 1, unitPriceCents: 99_000 }],
    });

    await page.goto(`/invoices/${invoice.id}`);
    await page.getByRole("button", { name: "Send" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Send invoice ${invoice.number}?` });
    await expect(confirm).toContainText(email);
    await confirm.getByRole("button", { name: "Send" }).click();
    const mail = await server.mail.waitFor(email, new RegExp(invoice.number));
    const pdf = mail.attachments.find((a) => a.filename === `${invoice.number}.pdf`);
    expect(pdf?.contentType).toBe("application/pdf");
    expect(pdf?.content.subarray(0, 5).toString()).toBe("%PDF-");
    await expect(page.getByText(`Sent to ${email}`).first()).toBeVisible();
    await context.close();

    // The demo client: their own invoices only, each downloadable; another client's answers 404.
    const clientContext = await browser.newContext({ baseURL: server.baseURL });
    const clientPage = await clientContext.newPage();
    await signIn(clientPage, "client");
    await clientPage.goto("/invoices");
    await expect(clientPage.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
    await expect(clientPage.getByRole("button", { name: "New Invoice" })).toHaveCount(0);
    const own = (await (await clientPage.request.get("/api/invoices?pageSize=200")).json()) as InvoiceList;
    expect(own.items.length).toBeGreaterThan(0);
    expect(new Set(own.items.map((i) => i.clientId)).size).toBe(1);
    expect(own.items.map((i) => i.number)).not.toContain(invoice.number);
    await expect(
      clientPage.getByRole("row", { name: new RegExp(own.items[0]?.number ?? "-") }),
    ).toBeVisible();
    await expect(clientPage.getByText(invoice.number)).toHaveCount(0);
    expect((await clientPage.request.get(`/api/invoices/${invoice.id}`)).status()).toBe(404);
    expect((await clientPage.request.get(`/api/invoices/${invoice.id}/pdf`)).status()).toBe(404);

    const first = own.items[0];
    if (!first) throw new Error("the demo client has no invoice");
    await clientPage.goto(`/invoices/${first.id}`);
    const download = clientPage.waitForEvent("download");
    await clientPage.getByRole("link", { name: "Download PDF" }).click();
    expect((await download).suggestedFilename()).toBe(`${first.number}.pdf`);
    await clientContext.close();
  } finally {
    await server.stop();
  }
});

test("an admin issues a credit note on an invoice and downloads its PDF from the invoice page", async ({
  page,
}) => {
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  await signIn(page, "admin");
  const client = await create<{ id: string }>(page, "/api/clients", {
    kind: "person",
    name: `E2E Creditwell ${tag}`,
    email: `creditwell-${tag.toLowerCase()}@example.test`,
  });
  const invoice = await create<{ id: string; number: string }>(page, "/api/invoices", {
    clientId: client.id,
    currency: "EUR",
    dueDate: "2099-12-31",
    lines: [{ description: "Hotel Lisbon", quantity: 1, unitPriceCents: 40_000 }],
  });

  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByText("No credit notes.")).toBeVisible();
  await page.getByRole("button", { name: "Issue credit note" }).click();
  const dialog = page.getByRole("dialog", { name: "Issue credit note" });
  await dialog.getByLabel(/^Amount/).fill("150");
  await dialog.getByLabel(/^Reason/).fill("Room not available for one night");
  await dialog.getByRole("button", { name: "Issue Credit Note" }).click();
  await expect(dialog).toBeHidden();

  const notes = page.getByRole("list", { name: "Credit notes" });
  await expect(notes).toContainText(euros(15_000));
  await expect(notes).toContainText("Room not available for one night");
  const link = notes.getByRole("link", { name: /^PDF of / });
  const href = await link.getAttribute("href");
  expect(href).toMatch(new RegExp(`/api/invoices/${invoice.id}/credit-notes/[0-9a-f-]+/pdf$`));
  const pdf = await page.request.get(href ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
