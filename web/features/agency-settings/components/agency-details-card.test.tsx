import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AGENCY_LOGO_UNSUPPORTED_MESSAGE } from "#domain/agency/agency-logo";
import type { AgencySettings } from "#domain/agency/agency-settings.schema";
import { CONFLICT_TITLE } from "../../../components/conflict-notice";
import {
  type ApiCall,
  mockApi,
  renderWithClient,
  staleVersion,
  validationFailed,
} from "../../../test/render-with-api";
import { AgencyDetailsCard } from "./agency-details-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const defaults: AgencySettings = {
  name: "Itinera Travel",
  address: "",
  email: null,
  phone: null,
  vatNumber: null,
  paymentInstructions: "",
  hasLogo: false,
  logoUrl: null,
  version: 1,
  updatedAt: null,
};

function setup(answer: (call: ApiCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  const calls = mockApi((call) => answer(call) ?? { body: defaults });
  renderWithClient(<AgencyDetailsCard />);
  return calls;
}

describe("AgencyDetailsCard", { timeout: 20_000 }, () => {
  it("fills the form with the stored details and saves changes against the version it loaded", async () => {
    const saved: AgencySettings = {
      ...defaults,
      name: "Sunway Voyages",
      vatNumber: "PT123456789",
      version: 2,
      updatedAt: "2026-05-02T08:30:00.000Z",
    };
    const calls = setup((call) => (call.method === "PUT" ? { body: saved } : undefined));
    const name = await screen.findByLabelText(/^Agency name/);
    expect(name).toHaveValue("Itinera Travel");
    await userEvent.clear(name);
    await userEvent.type(name, "Sunway Voyages");
    await userEvent.type(screen.getByLabelText("VAT number"), "PT123456789");
    await userEvent.click(screen.getByRole("button", { name: "Save agency details" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.url).toBe("/api/agency-settings");
    expect(put.headers["if-match"]).toBe('"1"');
    expect(put.body).toEqual({
      name: "Sunway Voyages",
      address: "",
      email: null,
      phone: null,
      vatNumber: "PT123456789",
      paymentInstructions: "",
    });
    // The next save starts from the saved version.
    await userEvent.type(screen.getByLabelText("Phone"), "+351");
    await userEvent.click(screen.getByRole("button", { name: "Save agency details" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "PUT")[1]!.headers["if-match"]).toBe('"2"');
  });

  it("shows field errors from the form and from the server next to their fields", async () => {
    const calls = setup((call) =>
      call.method === "PUT"
        ? validationFailed({ vatNumber: "VAT number must be at most 40 characters" })
        : undefined,
    );
    const name = await screen.findByLabelText(/^Agency name/);
    await userEvent.clear(name);
    await userEvent.type(screen.getByLabelText("E-mail"), "not-an-address");
    await userEvent.click(screen.getByRole("button", { name: "Save agency details" }));
    expect(await screen.findByText("Agency name is required")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid e-mail address")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    await userEvent.type(name, "Sunway");
    await userEvent.clear(screen.getByLabelText("E-mail"));
    await userEvent.click(screen.getByRole("button", { name: "Save agency details" }));
    expect(await screen.findByText("VAT number must be at most 40 characters")).toBeInTheDocument();
    expect(name).toHaveValue("Sunway");
  });

  it("explains someone else's save without losing the input, and loads their version on request", async () => {
    const theirs: AgencySettings = { ...defaults, name: "Their Agency", version: 5 };
    setup((call) => (call.method === "PUT" ? staleVersion(theirs) : undefined));
    const name = await screen.findByLabelText(/^Agency name/);
    await userEvent.clear(name);
    await userEvent.type(name, "My Agency");
    await userEvent.click(screen.getByRole("button", { name: "Save agency details" }));
    expect(await screen.findByText(CONFLICT_TITLE)).toBeInTheDocument();
    expect(name).toHaveValue("My Agency");
    await userEvent.click(screen.getByRole("button", { name: "Load their version" }));
    expect(name).toHaveValue("Their Agency");
    expect(screen.queryByText(CONFLICT_TITLE)).toBeNull();
  });

  it("uploads a chosen logo at once with the form's version, and refuses a file that is not an image", async () => {
    const withLogo: AgencySettings = {
      ...defaults,
      hasLogo: true,
      logoUrl: "/api/agency-settings/logo?v=abcdefghijkl",
      version: 2,
    };
    const calls = setup((call) =>
      call.url === "/api/agency-settings/logo" ? { body: withLogo } : undefined,
    );
    const input = await screen.findByLabelText("Logo");
    await userEvent.upload(input, new File(["notes"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    expect(await screen.findByText(AGENCY_LOGO_UNSUPPORTED_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/api/agency-settings/logo")).toHaveLength(0);

    await userEvent.upload(
      screen.getByLabelText("Logo"),
      new File(["png"], "logo.png", { type: "image/png" }),
    );
    expect(await screen.findByRole("img", { name: "The agency's logo" })).toHaveAttribute(
      "src",
      withLogo.logoUrl,
    );
    const upload = calls.find((c) => c.url === "/api/agency-settings/logo")!;
    expect(upload.method).toBe("PUT");
    expect(upload.headers["if-match"]).toBe('"1"');
    expect(screen.getByRole("button", { name: "Remove logo" })).toBeInTheDocument();
  });
});
