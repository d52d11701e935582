import { expect, type Page, test } from "@playwright/test";
import { THEME_STORAGE_KEY } from "../web/app/theme";
import { expectAccessible, signIn } from "./fixtures";

/** Creates a record through the API as the signed-in user (the browser's cookie, its Origin). */
async function create<T>(page: Page, path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

test("merging two duplicate clients leaves every trip under the survivor", async ({ page }) => {
  await signIn(page, "agent");
  const tag = Date.now().toString(36);
  // The same person entered twice: same e-mail and phone, a typo in the name.
  const first = await create<{ id: string; name: string }>(page, "/api/clients", {
    kind: "person",
    name: "Quentin Marlowe",
    email: `quentin.${tag}@example.com`,
    phone: "+44 20 7946 0871",
  });
  const second = await create<{ id: string; name: string }>(page, "/api/clients", {
    kind: "person",
    name: "Quentin Marlow",
    email: `Quentin.${tag}@Example.com`,
    phone: "020 7946 0871",
  });
  const trip = (clientId: string, title: string) =>
    create<{ id: string }>(page, "/api/trips", {
      title,
      clientId,
      startDate: "2026-09-01",
      endDate: "2026-09-08",
    });
  await trip(first.id, `Lisbon ${tag}`);
  await trip(second.id, `Porto ${tag}`);

  await page.goto("/clients/duplicates?pageSize=100");
  await expect(page.getByRole("heading", { level: 1, name: "Likely duplicates" })).toBeVisible();
  const row = page
    .getByRole("row")
    .filter({ hasText: "Quentin Marlowe" })
    .filter({ hasText: "Quentin Marlow" });
  const why = row.getByRole("cell").nth(2);
  await expect(why.getByText("Same e-mail")).toBeVisible();
  await expect(why.getByText("Same phone")).toBeVisible();
  await expect(why.getByText("Similar name")).toBeVisible();
  await expectAccessible(page, "the duplicates list");
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      theme,
    ] as const);
    await page.reload();
    await expect(row.getByRole("button", { name: /^Merge…/ })).toBeVisible();
    if (theme === "dark") await expectAccessible(page, "the duplicates list, dark");
  }

  await row.getByRole("button", { name: /^Merge…/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("radio", { name: "Keep Quentin Marlowe" })).toBeChecked();
  await expect(dialog.getByText("Quentin Marlow's 1 trip will move to Quentin Marlowe.")).toBeVisible();
  await expectAccessible(page, "the merge dialog");
  await dialog.getByRole("button", { name: "Merge…" }).click();
  await expect(
    dialog.getByRole("heading", { name: "Merge Quentin Marlow into Quentin Marlowe?" }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Merge clients" }).click();

  await expect(page.getByText("Clients merged")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.getByRole("link", { name: "Open Quentin Marlowe" }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${first.id}`));

  // Both trips are the survivor's now, and the merged-away client is gone.
  await page.goto(`/trips?clientId=${first.id}`);
  await expect(page.getByRole("link", { name: `Lisbon ${tag}`, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Porto ${tag}`, exact: true })).toBeVisible();
  const gone = await page.request.get(`/api/clients/${second.id}`);
  expect(gone.status()).toBe(404);
});
