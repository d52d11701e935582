import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SsrImportPreview } from "#domain/ssr/ssr-api.schema";
import { csvFileProblem } from "./import-csv-button";
import { ImportPreviewDialog } from "./import-preview-dialog";

afterEach(cleanup);

const plan: SsrImportPreview = {
  toAdd: [
    {
      code: "NEWA",
      description: "New service",
      defaultPriceCents: 1250,
      currency: "EUR",
      gdsFormatAmadeus: null,
      gdsFormatGalileo: null,
      isChargeable: true,
      documentationRequired: false,
      airlineRulesUrl: null,
    },
  ],
  toUpdate: [
    {
      code: "DBML",
      changes: [
        { field: "description", from: "Diabetic meal", to: "Diabetic meal, low sugar" },
        { field: "defaultPriceCents", from: 0, to: 500 },
        { field: "currency", from: "USD", to: "GBP" },
      ],
    },
  ],
  unchanged: 40,
  errors: [
    { rowNumber: 5, field: "code", message: "Code must be exactly 4 letters A–Z" },
    { rowNumber: 5, field: "default_price", message: "Amount cannot be negative" },
  ],
  warnings: ['Unknown column "notes" was ignored'],
};

function renderDialog(overrides: Partial<Parameters<typeof ImportPreviewDialog>[0]> = {}) {
  const props = {
    open: true,
    fileName: "ssr.csv",
    plan,
    importing: false,
    onConfirm: vi.fn(),
    onOpenChange: vi.fn(),
    ...overrides,
  };
  render(<ImportPreviewDialog {...props} />);
  return props;
}

describe("ImportPreviewDialog", () => {
  it("lists rows to add, rows to update with the changed fields, and rows with errors", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Import preview" });
    expect(within(dialog).getByText("1 to add")).toBeInTheDocument();
    expect(within(dialog).getByText("1 to update")).toBeInTheDocument();
    expect(within(dialog).getByText("40 unchanged")).toBeInTheDocument();
    expect(within(dialog).getByText("1 row with errors")).toBeInTheDocument();
    expect(within(dialog).getByText('Unknown column "notes" was ignored')).toBeInTheDocument();

    const errors = screen.getByRole("region", { name: "Rows with errors" });
    const errorRows = within(errors).getAllByRole("row").slice(1);
    expect(errorRows.map((row) => row.textContent)).toEqual([
      "5codeCode must be exactly 4 letters A–Z",
      "5default_priceAmount cannot be negative",
    ]);

    const adds = screen.getByRole("region", { name: "Rows to add" });
    expect(within(adds).getByText("NEWA")).toBeInTheDocument();
    expect(within(adds).getByText("€12.50")).toBeInTheDocument();

    const updates = screen.getByRole("region", { name: "Rows to update" });
    expect(within(updates).getByText("DBML")).toBeInTheDocument();
    const changes = within(updates)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(changes).toEqual([
      "Description: Diabetic meal → Diabetic meal, low sugar",
      "Price: 0.00 → 5.00",
      "Currency: USD → GBP",
    ]);
  });

  it("confirms the import of the valid rows", async () => {
    const { onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Import 2 rows" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("offers nothing to import when the file changes nothing", () => {
    renderDialog({ plan: { ...plan, toAdd: [], toUpdate: [], errors: [], warnings: [] } });
    expect(screen.getByRole("button", { name: "Nothing to import" })).toBeDisabled();
    expect(screen.getByText(/The file changes nothing/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Rows with errors" })).not.toBeInTheDocument();
  });
});

describe("csvFileProblem", () => {
  it.each([
    [{ name: "ssr.csv", size: 10 }, null],
    [{ name: "SSR.CSV", size: 5 * 1024 * 1024 }, null],
    [{ name: "ssr.xlsx", size: 10 }, "Choose a .csv file."],
    [
      { name: "ssr.csv", size: 5 * 1024 * 1024 + 1 },
      "The CSV file is larger than 5 MB. Split it into smaller files.",
    ],
    [{ name: "ssr.csv", size: 0 }, "The file is empty."],
  ])("%o → %s", (file, problem) => {
    expect(csvFileProblem(file)).toBe(problem);
  });
});
