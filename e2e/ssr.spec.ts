import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures";

// A file without the currency column, as written before prices had one: it keeps each code's currency.
const HEADER =
  "code,description,default_price,gds_format_amadeus,gds_format_galileo,is_chargeable,documentation_required,airline_rules_url";

async function openSsr(page: Page) {
  await page.goto("/ssr");
  await expect(page.getByRole("heading", { level: 1, name: "SSR Management" })).toBeVisible();
}

async function findRow(page: Page, code: string) {
  await page.getByRole("searchbox", { name: "Search SSR codes" }).fill(code);
  const row = page.locator(`tr[data-ssr-code="${code}"]`);
  await expect(row).toBeVisible();
  return row;
}

test("an admin edits a price and its currency inline, imports a CSV with a bad row, and an export re-imports unchanged", async ({
  page,
}, testInfo) => {
  await signIn(page, "admin");
  await openSsr(page);
  await expect(page.getByRole("table", { name: "SSR codes" }).getByRole("columnheader")).toHaveText([
    "Code",
    "Description",
    "Price",
    "GDS Format",
    "Status",
    "Actions",
  ]);

  // Edit and cancel: nothing changes.
  let row = await findRow(page, "XBAG");
  // The seeded default price.
  await expect(row.getByRole("cell").nth(2)).toContainText("$60.00");
  await row.getByRole("button", { name: "Edit XBAG" }).click();
  const price = row.getByRole("textbox", { name: "Price of XBAG" });
  await price.fill("123.45");
  await row.getByRole("button", { name: "Cancel" }).click();
  await expect(price).toHaveCount(0);
  await expect(row.getByRole("cell").nth(2)).toContainText("$60.00");

  // Edit and save: a bad price is refused next to the field, a good one in euros is saved and reloaded.
  await row.getByRole("button", { name: "Edit XBAG" }).click();
  await price.fill("-1");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(price).toHaveAccessibleDescription("Amount cannot be negative");
  await price.fill("42.5");
  await row.getByRole("combobox", { name: "Currency of XBAG" }).click();
  await page.getByRole("option", { name: "EUR" }).click();
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Changes Saved")).toBeVisible();
  await expect(row.getByRole("cell").nth(2)).toContainText("€42.50");
  await page.reload();
  row = await findRow(page, "XBAG");
  await expect(row.getByRole("cell").nth(2)).toContainText("€42.50");

  // Import a CSV with one bad row: the preview shows it, the rest is imported.
  const csv = [
    HEADER,
    'ZZTA,"Test service, added by import",12.50,SR ZZTA/P1,SI.P1/ZZTA,yes,no,https://example.com/zzta',
    "XBAG,Excess baggage (pieces or weight),42.50,,,true,false,",
    "B4D!,Broken code,-3,,,maybe,no,",
    "",
  ].join("\r\n");
  await page
    .getByTestId("ssr-import-input")
    .setInputFiles({ name: "ssr-import.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  const dialog = page.getByRole("dialog", { name: "Import preview" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("1 to add")).toBeVisible();
  await expect(dialog.getByText("1 to update")).toBeVisible();
  await expect(dialog.getByText("1 row with errors")).toBeVisible();
  const errors = dialog.getByRole("region", { name: "Rows with errors" });
  await expect(errors.getByRole("row").filter({ hasText: "Code must be exactly 4 letters" })).toContainText(
    "4",
  );
  await expect(dialog.getByRole("region", { name: "Rows to add" })).toContainText("ZZTA");
  await expect(dialog.getByRole("region", { name: "Rows to update" })).toContainText("Description");
  await dialog.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByText("Upload Successful")).toBeVisible();
  await expect(page.getByText("2 SSR records imported (1 added, 1 updated)")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  row = await findRow(page, "ZZTA");
  await expect(row).toContainText("Test service, added by import");
  await expect(row).toContainText("$12.50");
  // The file had no currency column: XBAG keeps its euros.
  await expect((await findRow(page, "XBAG")).getByRole("cell").nth(2)).toContainText("€42.50");
  row = await findRow(page, "ZZTA");
  await expect(row.getByRole("link", { name: /Airline rules for ZZTA/ })).toHaveAttribute(
    "rel",
    "noopener noreferrer",
  );

  // Export, then import the export: the preview finds nothing to change.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ssr-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = testInfo.outputPath("ssr-export.csv");
  await download.saveAs(exported);
  await page.getByTestId("ssr-import-input").setInputFiles(exported);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("0 to add")).toBeVisible();
  await expect(dialog.getByText("0 to update")).toBeVisible();
  await expect(dialog.getByText("0 rows with errors")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Nothing to import" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
});

test("an admin adds a code priced in pounds after fixing the fields the form refused", async ({ page }) => {
  await signIn(page, "admin");
  await openSsr(page);
  await page.getByRole("button", { name: "Add SSR code" }).click();
  const dialog = page.getByRole("dialog", { name: "Add SSR code" });
  const code = dialog.getByRole("textbox", { name: "Code" });
  const price = dialog.getByRole("textbox", { name: "Price" });
  await code.fill("Z1");
  await price.fill("12.345");
  await dialog.getByRole("button", { name: "Add code" }).click();
  await expect(code).toHaveAccessibleDescription("Code must be exactly 4 letters A–Z");
  await expect(price).toHaveAccessibleDescription("Use at most two decimal places");
  await expect(dialog.getByRole("textbox", { name: "Description" })).toHaveAccessibleDescription(
    "Description is required",
  );

  // A code the catalogue has already is refused on the code field, the rest of the input is kept.
  await code.fill("WCHR");
  await price.fill("35");
  await dialog.getByRole("combobox", { name: "Currency" }).click();
  await page.getByRole("option", { name: "GBP" }).click();
  await dialog.getByRole("textbox", { name: "Description" }).fill("Golf clubs");
  await dialog.getByRole("button", { name: "Add code" }).click();
  await expect(code).toHaveAccessibleDescription("SSR code WCHR already exists");
  await expect(price).toHaveValue("35");

  await code.fill("ZZGC");
  await dialog.getByRole("button", { name: "Add code" }).click();
  await expect(dialog).toHaveCount(0);
  const row = await findRow(page, "ZZGC");
  await expect(row.getByRole("cell").nth(2)).toContainText("£35.00");
});

test("an agent reads the catalogue without edit or import controls", async ({ page }) => {
  await signIn(page, "agent");
  await openSsr(page);
  const row = await findRow(page, "PETC");
  await expect(row.getByText("Chargeable")).toBeVisible();
  await expect(row.getByRole("button", { name: "Edit PETC" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Import CSV" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search SSR codes" }).fill("no such service at all");
  await expect(page.getByText("No SSR codes found")).toBeVisible();
});
