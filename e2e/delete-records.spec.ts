import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures";

/** Creates a record through the API as the signed-in user (the browser's cookie, its Origin). */
async function create<T>(page: Page, path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** No error toast: the delete's own success toast is the only word about it. */
async function expectNoErrorToast(page: Page) {
  await expect(page.getByText(/Trip not found|Passenger not found|Error fetching/)).toHaveCount(0);
}

test("deleting the open trip goes to the trips list, and Back does not return to the dead trip", async ({
  page,
}) => {
  await signIn(page, "agent");
  const list = await (await page.request.get("/api/trips?pageSize=1")).json();
  const trip = await create<{ id: string; title: string }>(page, "/api/trips", {
    title: `E2E doomed ${Date.now().toString(36)}`,
    clientId: list.items[0].clientId,
    startDate: "2026-06-01",
    endDate: "2026-06-05",
  });

  await page.goto("/trips");
  await page.goto(`/trips/${trip.id}`);
  await expect(page.getByRole("heading", { level: 1, name: trip.title })).toBeVisible();

  // Escape gives focus back to the button that opened the confirmation.
  const deleteButton = page.getByRole("button", { name: "Delete", exact: true });
  await deleteButton.click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Trip deleted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trips" })).toBeVisible();
  await expectNoErrorToast(page);

  // The dead trip's entry was replaced: Back goes to where the user was before it.
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(trip.id));
  await expectNoErrorToast(page);
});

test("deleting the selected passenger clears the selection without an error", async ({ page }) => {
  await signIn(page, "agent");
  const tag = Date.now().toString(36).toUpperCase();
  const passenger = await create<{ id: string }>(page, "/api/passengers", {
    firstName: "Doomed",
    surname: `Traveller${tag.replace(/\d/g, "")}`,
    passportNumber: `X${tag}`.slice(0, 12),
    documentExpiry: "2031-01-01",
  });

  await page.goto(`/passengers?selected=${passenger.id}`);
  await expect(page.getByText(/People travelling with Doomed/)).toBeVisible();
  const table = page.getByRole("table", { name: "Passengers" });
  await page.getByRole("searchbox", { name: "Search passengers" }).fill(`X${tag}`.slice(0, 12));
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("button", { name: /^Delete Doomed/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Passenger has been deleted successfully.")).toBeVisible();
  await expect(page).not.toHaveURL(/selected=/);
  await expect(page.getByText("Select a passenger to see their connections.")).toBeVisible();
  await expect(page.getByText(/People travelling with Doomed/)).toHaveCount(0);
  // Long enough for the server's realtime event and every refetch to have come and gone.
  await page.waitForLoadState("networkidle");
  await expectNoErrorToast(page);
});

test("deleting a client with an invoice names what blocks it inside the dialog, and the client stays", async ({
  page,
}) => {
  await signIn(page, "agent");
  const tag = Date.now().toString(36).toUpperCase();
  const client = await create<{ id: string; name: string }>(page, "/api/clients", {
    kind: "person",
    name: `E2E Kept ${tag}`,
    email: `kept-${tag.toLowerCase()}@example.test`,
  });
  await create(page, "/api/invoices", {
    clientId: client.id,
    dueDate: "2099-12-31",
    lines: [{ description: "Transfer", quantity: 1, unitPriceCents: 5_000 }],
  });

  await page.goto(`/clients/${client.id}`);
  await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Delete ${client.name}?` });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "This client still has 1 invoice: a client with records cannot be deleted. Archive the client instead.",
  );
  await expectToastClearOfHeader(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
  expect((await page.request.get(`/api/clients/${client.id}`)).status()).toBe(200);

  // On a phone too, the toast leaves the header's bell and user menu alone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press("Alt+t");
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await expectToastClearOfHeader(page);
});

/** The toast the last action raised sits wholly below the header (its bell, user menu and search). */
async function expectToastClearOfHeader(page: Page) {
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const header = await page.locator("header").first().boundingBox();
  const box = await toast.boundingBox();
  expect(header && box).toBeTruthy();
  if (header && box) expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
}
