import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  PACKAGE_IMAGE_TOO_LARGE_MESSAGE,
  PACKAGE_IMAGE_UNSUPPORTED_MESSAGE,
} from "#domain/packages/package-image";
import {
  DATES_REQUIRED_MESSAGE,
  DURATION_MESSAGE,
  END_AFTER_START_MESSAGE,
  PRICE_ABOVE_ZERO_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from "#domain/packages/package-input.schema";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { lisbon } from "../test/fixtures";
import { OfferFormDialog } from "./offer-form-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ applyAccept: false });

function api(
  answers: {
    post?: () => { status?: number; body?: unknown };
    image?: () => { status?: number; body?: unknown };
  } = {},
) {
  return mockApi((call) => {
    if (call.method === "POST" && call.url === "/api/packages")
      return answers.post?.() ?? { status: 201, body: { ...lisbon, hasImage: false } };
    if (call.url === `/api/packages/${lisbon.id}/image`) return answers.image?.() ?? { body: lisbon };
    return { body: {} };
  });
}

async function fillRequired(u: ReturnType<typeof user>) {
  await u.type(screen.getByLabelText(/^Title/), "  Lisbon Lights ");
  await u.type(screen.getByLabelText(/^Destination/), "Lisbon, Portugal");
  await u.type(screen.getByLabelText(/^Description/), "Four nights in Alfama.");
  await u.type(screen.getByLabelText(/^Price per person/), "899");
  fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: "2099-05-01" } });
  fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: "2099-05-07" } });
}

const submit = (u: ReturnType<typeof user>) => u.click(screen.getByRole("button", { name: "Add Offer" }));

describe("OfferFormDialog", { timeout: 20_000 }, () => {
  it("says the required-fields message once, marking each missing field, and the dates message once", async () => {
    const calls = api();
    const u = user();
    renderWithClient(<OfferFormDialog open onOpenChange={() => {}} />);
    await submit(u);
    expect(await screen.findByText(REQUIRED_FIELDS_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(REQUIRED_FIELDS_MESSAGE)).toHaveLength(1);
    expect(screen.getAllByText(DATES_REQUIRED_MESSAGE)).toHaveLength(1);
    for (const label of [/^Title/, /^Destination/, /^Description/, /^Price per person/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(REQUIRED_FIELDS_MESSAGE);
    }
    for (const label of [/^Start date/, /^End date/]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(DATES_REQUIRED_MESSAGE);
    }
    // Filled in, a field is no longer marked.
    await u.type(screen.getByLabelText(/^Title/), "Lisbon");
    await submit(u);
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).not.toHaveAttribute("aria-invalid"));
    expect(screen.getAllByText(REQUIRED_FIELDS_MESSAGE)).toHaveLength(1);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it.each([
    ["a price of zero", /^Price per person/, "0", PRICE_ABOVE_ZERO_MESSAGE],
    ["a duration of zero", /^Duration/, "0", DURATION_MESSAGE],
    ["an emptied duration", /^Duration/, "", "Duration must be a number"],
    ["an emptied max participants", /^Max participants/, "", "Max participants must be a number"],
  ])("refuses %s with SPEC's message next to the field", async (_case, label, typed, message) => {
    const calls = api();
    const u = user();
    renderWithClient(<OfferFormDialog open onOpenChange={() => {}} />);
    await fillRequired(u);
    await u.clear(screen.getByLabelText(label));
    if (typed) await u.type(screen.getByLabelText(label), typed);
    await submit(u);
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("refuses an end before the start", async () => {
    api();
    const u = user();
    renderWithClient(<OfferFormDialog open onOpenChange={() => {}} />);
    await fillRequired(u);
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: "2099-04-30" } });
    await submit(u);
    await waitFor(() =>
      expect(screen.getByLabelText(/^End date/)).toHaveAccessibleDescription(END_AFTER_START_MESSAGE),
    );
  });

  it("adds included services by Enter and by the button, trimmed, refusing blanks, each removable", async () => {
    api();
    const u = user();
    renderWithClient(<OfferFormDialog open onOpenChange={() => {}} />);
    const input = screen.getByLabelText("Included services");
    await u.type(input, "  Airport transfer  {Enter}");
    await u.type(input, "City guide");
    await u.click(screen.getByRole("button", { name: "Add" }));
    await u.type(input, "   ");
    await u.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByText("Type a service to add")).toBeInTheDocument();
    await u.type(input, "{Enter}");
    const list = screen.getByRole("list", { name: "Included services" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Airport transfer", "City guide"]);
    // Enter added a service; it did not submit the form.
    expect(screen.queryByText(REQUIRED_FIELDS_MESSAGE)).toBeNull();
    await u.click(within(list).getByRole("button", { name: "Remove Airport transfer" }));
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["City guide"]);
  });

  it("creates the offer with SPEC's defaults, then uploads the chosen image", async () => {
    const calls = api();
    const u = user();
    const onSaved = vi.fn();
    renderWithClient(<OfferFormDialog open onOpenChange={() => {}} onSaved={onSaved} />);
    expect(screen.getByLabelText(/^Duration/)).toHaveValue(1);
    expect(screen.getByLabelText(/^Max participants/)).toHaveValue(20);
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveTextContent("City Break");
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveTextContent("EUR");
    await fillRequired(u);
    await u.type(screen.getByLabelText("Included services"), "Hotel{Enter}");
    await u.click(screen.getByRole("switch", { name: "Featured" }));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "lisbon.png", { type: "image/png" });
    await u.upload(screen.getByLabelText("Image"), png);
    await submit(u);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(lisbon));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      title: "Lisbon Lights",
      destination: "Lisbon, Portugal",
      description: "Four nights in Alfama.",
      priceCents: 89_900,
      currency: "EUR",
      durationDays: 1,
      startDate: "2099-05-01",
      endDate: "2099-05-07",
      includedServices: ["Hotel"],
      maxParticipants: 20,
      category: "City Break",
      featured: true,
      discountPercent: 0,
      status: "active",
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "POST /api/packages",
      `PUT /api/packages/${lisbon.id}/image`,
    ]);
  });

  it("keeps the offer when its image is refused, and closes", async () => {
    const calls = api({
      image: () => ({
        status: 415,
        body: { error: { code: "UNSUPPORTED", message: PACKAGE_IMAGE_UNSUPPORTED_MESSAGE } },
      }),
    });
    const u = user();
    const onSaved = vi.fn();
    const onOpenChange = vi.fn();
    renderWithClient(<OfferFormDialog open onOpenChange={onOpenChange} onSaved={onSaved} />);
    await fillRequired(u);
    await u.upload(screen.getByLabelText("Image"), new File(["x"], "fake.png", { type: "image/png" }));
    await submit(u);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls.some((c) => c.url.endsWith("/image"))).toBe(true);
  });

  it.each([
    [
      "a PDF",
      new File(["%PDF"], "brochure.pdf", { type: "application/pdf" }),
      PACKAGE_IMAGE_UNSUPPORTED_MESSAGE,
    ],
    [
      "an image over 5 MB",
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" }),
      PACKAGE_IMAGE_TOO_LARGE_MESSAGE,
    ],
  ])("refuses %s before uploading anything", async (_case, file, message) => {
    api();
    const u = user();
    renderWithClient(<OfferFormDialog open onOpenChange={() => {}} />);
    await u.upload(screen.getByLabelText("Image"), file);
    expect(screen.getByLabelText("Image")).toHaveAccessibleDescription(message);
    expect(screen.queryByRole("button", { name: "Remove image" })).toBeNull();
  });

  it("edits with If-Match, then takes the image away when Remove image was chosen", async () => {
    const calls = mockApi((call) =>
      call.method === "PUT" && call.url === `/api/packages/${lisbon.id}`
        ? { body: { ...lisbon, version: 3 } }
        : { body: { ...lisbon, hasImage: false, imageUrl: "/offer-default.webp" } },
    );
    const u = user();
    const onSaved = vi.fn();
    renderWithClient(<OfferFormDialog open onOpenChange={() => {}} offer={lisbon} onSaved={onSaved} />);
    expect(screen.getByRole("img", { name: "The offer's current image" })).toHaveAttribute(
      "src",
      lisbon.imageUrl,
    );
    expect(
      within(screen.getByRole("list", { name: "Included services" })).getAllByRole("listitem"),
    ).toHaveLength(2);
    await u.click(screen.getByRole("button", { name: "Remove image" }));
    expect(screen.getByRole("img", { name: "The offer's current image" })).toHaveAttribute(
      "src",
      "/offer-default.webp",
    );
    await u.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.url} ${c.headers["if-match"] ?? ""}`.trim())).toEqual([
      `PUT /api/packages/${lisbon.id} "2"`,
      `DELETE /api/packages/${lisbon.id}/image`,
    ]);
    expect(calls[0]?.body).toMatchObject({ priceCents: 89_900, includedServices: ["Hotel", "Breakfast"] });
  });

  it("puts the server's field issues next to their fields", async () => {
    api({ post: () => validationFailed({ title: "Title must be at most 200 characters" }) });
    const u = user();
    renderWithClient(<OfferFormDialog open onOpenChange={() => {}} />);
    await fillRequired(u);
    await submit(u);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(
        "Title must be at most 200 characters",
      ),
    );
  });
});
