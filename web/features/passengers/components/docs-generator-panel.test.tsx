import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { todayIn } from "#domain/dates";
import { DOCS_AIRLINE_RULE } from "#domain/docs/docs-airline";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../../test/agency-zone";
import { type ApiCall, mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { anna } from "../test/fixtures";
import { DocsGeneratorPanel, docsValuesOf, previewDocs } from "./docs-generator-panel";
import { copyDocsLine } from "./docs-lines";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** What the panel sent, beside the meta query the agency's day is read from. */
const saves = (calls: ApiCall[]) => calls.filter((call) => !isMetaCall(call));

describe("previewDocs", () => {
  it("builds the three lines from the passenger, transliterated", () => {
    expect(previewDocs(docsValuesOf(anna))).toEqual({
      amadeus: "SRDOCS YY HK1-P-DEU-C01X00T47-DEU-05MAR87-F-14AUG31-MUELLER-ANNA LENA",
      galileo: "SI.P1/SSRDOCSYYHK1/P/DEU/C01X00T47/DEU/05MAR87/F/14AUG31/MUELLER/ANNA LENA",
      sabre: "3DOCS/P/DEU/C01X00T47/DEU/05MAR87/F/14AUG31/MUELLER/ANNA LENA-1.1",
    });
  });

  it("leaves a missing or impossible date empty, never NaN, and uses MI/FI for infants", () => {
    const values = { ...docsValuesOf(anna), dateOfBirth: "2025-02-30", expiryDate: "" };
    expect(previewDocs(values).amadeus).toBe("SRDOCS YY HK1-P-DEU-C01X00T47-DEU--F--MUELLER-ANNA LENA");
    const infant = { ...docsValuesOf(anna), dateOfBirth: "2025-06-01", travelDate: "2026-05-31" };
    expect(previewDocs(infant).amadeus).toContain("-01JUN25-FI-");
  });

  it("adds the passenger association and airline when given", () => {
    const values = { ...docsValuesOf(anna), passengerNumber: "2", airline: "lh" };
    expect(previewDocs(values).amadeus).toBe(
      "SRDOCS LH HK1-P-DEU-C01X00T47-DEU-05MAR87-F-14AUG31-MUELLER-ANNA LENA/P2",
    );
  });
});

describe("copyDocsLine", () => {
  it("says it copied, or that it could not", async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await copyDocsLine("SRDOCS YY HK1-P");
    expect(writeText).toHaveBeenCalledWith("SRDOCS YY HK1-P");
    expect(toast.success).toHaveBeenCalledWith("Copied to clipboard", {
      description: "The DOCS line has been copied to your clipboard.",
    });
    await copyDocsLine("x");
    expect(toast.error).toHaveBeenCalledWith("Failed to copy to clipboard");
  });
});

describe("DocsGeneratorPanel", () => {
  it("asks for a selected passenger first", () => {
    renderWithClient(<DocsGeneratorPanel passenger={null} />);
    expect(screen.getByText("Select a passenger to build their DOCS lines.")).toBeInTheDocument();
  });

  it("updates the lines as fields change and saves them to the passenger", async () => {
    const calls = mockApi(() => ({ body: { ...anna, passportDocsLine: "saved" } }));
    renderWithClient(<DocsGeneratorPanel passenger={anna} />);
    const amadeus = screen.getByTestId("docs-amadeus");
    expect(amadeus).toHaveTextContent("MUELLER-ANNA LENA");
    const surname = screen.getByRole("textbox", { name: "Surname" });
    await userEvent.clear(surname);
    await userEvent.type(surname, "Çelik");
    expect(amadeus).toHaveTextContent("-CELIK-ANNA LENA");
    await userEvent.click(screen.getByRole("button", { name: "Save to passenger" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({
      method: "PUT",
      url: `/api/passengers/${anna.id}/docs`,
      body: { documentNumber: "C01X00T47", issuingCountry: "DEU", surname: "Çelik", givenNames: "Anna Lena" },
    });
  });

  it("refuses to save an unusable document, next to the fields", async () => {
    const calls = mockApi(() => ({}));
    renderWithClient(<DocsGeneratorPanel passenger={{ ...anna, gender: null }} />);
    const number = screen.getByRole("textbox", { name: "Document number" });
    await userEvent.clear(number);
    await userEvent.type(number, "12");
    await userEvent.click(screen.getByRole("button", { name: "Save to passenger" }));
    expect(await screen.findByText("Passport number must be 5–20 letters or digits")).toBeInTheDocument();
    expect(screen.getByText("Choose M, F or X")).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });
  it("refuses a one-letter airline next to the field instead of building the lines for YY", async () => {
    const calls = mockApi(() => ({}));
    renderWithClient(<DocsGeneratorPanel passenger={anna} />);
    const airline = screen.getByRole("textbox", { name: "Airline" });
    await userEvent.type(airline, "b");
    await userEvent.tab();
    expect(airline).toHaveAccessibleDescription(expect.stringContaining(DOCS_AIRLINE_RULE));
    for (const system of ["amadeus", "galileo"]) {
      expect(screen.getByTestId(`docs-${system}`)).toHaveTextContent("Needs a valid airline code");
      expect(screen.getByTestId(`docs-${system}`)).not.toHaveTextContent("YY");
    }
    expect(screen.getByRole("button", { name: "Copy Amadeus line" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Copy Sabre line" })).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Save to passenger" }));
    expect(saves(calls)).toHaveLength(0);

    await userEvent.type(airline, "a");
    expect(screen.getByTestId("docs-amadeus")).toHaveTextContent(/^SRDOCS BA HK1-P-DEU-C01X00T47/);
    expect(airline).not.toHaveAccessibleDescription(expect.stringContaining(DOCS_AIRLINE_RULE));
  });

  it("wants the date of birth before the agency's today, not the browser's", async () => {
    // The agency's day is not the browser's; the birth date is the earlier of the two days.
    const timeZone = zoneAwayFromBrowser();
    const agencyToday = todayIn(timeZone);
    const browserToday = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const [born = agencyToday] = [agencyToday, browserToday].sort();
    const calls = mockApi((call) => (isMetaCall(call) ? metaAnswer(timeZone) : { body: anna }));
    renderWithClient(<DocsGeneratorPanel passenger={{ ...anna, dateOfBirth: born }} />);
    await waitFor(() => expect(calls.some(isMetaCall)).toBe(true));
    // Let the meta query's answer land before saving.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(screen.getByRole("button", { name: "Save to passenger" }));
    if (born < agencyToday) {
      await waitFor(() => expect(saves(calls)).toHaveLength(1));
      expect(saves(calls)[0]?.body).toMatchObject({ dateOfBirth: born });
    } else {
      expect(await screen.findByText("Date of birth must be in the past")).toBeInTheDocument();
      expect(saves(calls)).toHaveLength(0);
    }
  });

  it("puts the server's field issues next to the fields and the rest above the button", async () => {
    mockApi(() =>
      validationFailed({ documentNumber: "Already on another passenger", passportDocsLine: "Line too long" }),
    );
    renderWithClient(<DocsGeneratorPanel passenger={anna} />);
    await userEvent.click(screen.getByRole("button", { name: "Save to passenger" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Line too long");
    expect(screen.getByRole("textbox", { name: "Document number" })).toHaveAccessibleDescription(
      "Already on another passenger",
    );
  });
});
