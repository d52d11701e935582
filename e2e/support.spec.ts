import { expect, test } from "@playwright/test";
import { expectAccessible, navLink, signIn } from "./fixtures";

// A one-page PDF, enough for the server's content check (it reads the signature, not the name).
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("a client raises a ticket with a file; an admin answers, assigns and resolves it, and the client sees it resolved live", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const title = `E2E Cannot upload my visa ${tag}`;
  await signIn(page, "client");
  await navLink(page, "Support").click();
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();

  // New Ticket: the required fields first, then the real ticket with its file.
  await page.getByRole("button", { name: "New Ticket" }).click();
  const form = page.getByRole("dialog", { name: "New Ticket" });
  await form.getByRole("button", { name: "Create Ticket" }).click();
  await expect(form.getByText(/required/i).first()).toBeVisible();
  await form.getByLabel("Title").fill(title);
  await form.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Document upload" }).click();
  await form.getByLabel("Description").fill("The visa page says the file is too large, but it is 2 MB.");
  await form
    .getByLabel("Attachment")
    .setInputFiles({ name: "visa.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "New Ticket dialog");
  await form.getByRole("button", { name: "Create Ticket" }).click();
  await expect(form).toBeHidden();

  // The new ticket's page opens; the client's list has it too.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const ticketUrl = page.url();
  await page.goto(`/support?search=${tag}`);
  const row = page
    .getByRole("table", { name: "Support tickets" })
    .getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Document upload");
  await expect(row).toContainText("Open");
  await row.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(ticketUrl);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /visa\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe("visa.pdf");
  // A client cannot move the status.
  await expect(page.getByRole("button", { name: `Change the status of ${title}` })).toHaveCount(0);

  // The admin, in another browser, answers, assigns and resolves it.
  const admin = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const adminPage = await admin.newPage();
  await signIn(adminPage, "admin");
  await adminPage.goto(`/support?search=${tag}`);
  await adminPage.getByRole("link", { name: title }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await adminPage
    .getByRole("textbox", { name: "Add a comment" })
    .fill("Thanks: we raised the limit, please try again.");
  await adminPage.getByRole("button", { name: "Add Comment" }).click();
  await expect(adminPage.getByText("Thanks: we raised the limit, please try again.")).toBeVisible();
  await adminPage.getByRole("combobox", { name: "Assignee" }).click();
  await adminPage.getByRole("option", { name: "Ana Agent" }).click();
  await adminPage.getByRole("button", { name: `Change the status of ${title}` }).click();
  await adminPage.getByRole("menuitemradio", { name: "Resolved" }).click();
  await expect(adminPage.getByText("Resolved", { exact: true })).toBeVisible();
  await admin.close();

  // The client's open page follows without a reload.
  expect(page.url()).toBe(ticketUrl);
  await expect(page.getByText("Thanks: we raised the limit, please try again.")).toBeVisible({
    timeout: 5_000,
  });
  await expect(page.getByText("Resolved", { exact: true })).toBeVisible();
});
