import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { anna, TRIP } from "../test/fixtures";
import { AddSsrRequestDialog } from "./add-ssr-request-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wchr = {
  id: "5f8fad5b-d9cb-469f-a165-70867728950e",
  code: "WCHR",
  description: "Wheelchair",
  defaultPriceCents: 0,
  currency: "USD",
  gdsFormatAmadeus: null,
  gdsFormatGalileo: null,
  isChargeable: false,
  documentationRequired: false,
  airlineRulesUrl: null,
  updatedAt: "2026-03-28T10:00:00.000Z",
  pricing: [],
};

describe("AddSsrRequestDialog", () => {
  it("puts the server's refusal next to the field it names and keeps every choice", async () => {
    const calls = mockApi(({ method, url }) => {
      if (url.endsWith("/options")) return { body: { passengers: [anna], segments: [] } };
      if (url.startsWith("/api/ssr")) return { body: { items: [wchr], total: 1 } };
      if (method === "POST") {
        return validationFailed({ passengerId: "This passenger is not on the trip" });
      }
      return { body: {} };
    });
    const onOpenChange = vi.fn();
    renderWithClient(<AddSsrRequestDialog tripId={TRIP} open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole("dialog", { name: "Add SSR request" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Passenger/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Mrs Anna Müller" }));
    await userEvent.click(await within(dialog).findByRole("button", { name: /WCHR/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Notes" }), "Own chair");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add request" }));
    const passenger = within(dialog).getByRole("combobox", { name: /Passenger/ });
    await waitFor(() => expect(passenger).toHaveAccessibleDescription("This passenger is not on the trip"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      passengerId: anna.id,
      ssrId: wchr.id,
      segmentId: null,
      notes: "Own chair",
    });
    expect(passenger).toHaveTextContent("Mrs Anna Müller");
    expect(within(dialog).getByRole("textbox", { name: "Notes" })).toHaveValue("Own chair");
    expect(within(dialog).getByRole("button", { name: /WCHR/ })).toHaveAttribute("aria-pressed", "true");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  }, 20_000);
});
