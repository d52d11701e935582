import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { FlightFormDialog } from "./flight-form-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lhr = { iata: "LHR", name: "London Heathrow Airport", city: "London", country: "United Kingdom" };

function api(post: () => { status?: number; body?: unknown }) {
  return mockApi((call) => {
    if (call.method === "POST") return post();
    if (call.url.startsWith("/api/airports")) return { body: { items: [lhr], available: true } };
    return { body: { items: [] } };
  });
}

function renderForm() {
  const onOpenChange = vi.fn();
  renderWithClient(<FlightFormDialog open onOpenChange={onOpenChange} />);
  return { onOpenChange, dialog: screen.getByRole("dialog", { name: "Add Flight" }) };
}

async function fill(dialog: HTMLElement) {
  const box = (name: string) => within(dialog).getByRole("textbox", { name: new RegExp(`^${name}`) });
  await userEvent.type(box("Airline"), "tp");
  await userEvent.type(box("Flight number"), "1351");
  await userEvent.type(box("Class"), "y");
  await userEvent.type(box("From"), "lhr");
  await userEvent.type(box("To"), "zzz");
  await userEvent.type(within(dialog).getByLabelText(/^Departure/), "2031-05-01T07:05");
  await userEvent.type(within(dialog).getByLabelText(/^Arrival/), "2031-05-01T09:45");
}

describe("FlightFormDialog", () => {
  it("asks for arrival and class as well, next to the shared flight fields", async () => {
    const calls = api(() => ({}));
    const { dialog } = renderForm();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Flight" }));
    for (const message of [
      "Airline is required",
      "Flight number is required",
      "Class is required",
      "Origin is required",
      "Destination is required",
      "Departure is required",
      "Arrival is required",
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  }, 20_000);

  it("names the airport under its code and sends an upper-cased flight with status HK", async () => {
    const calls = api(() => ({ status: 201, body: {} }));
    const { dialog, onOpenChange } = renderForm();
    await fill(dialog);
    expect(await within(dialog).findByTestId("airport-hint-LHR")).toHaveTextContent(
      "London Heathrow Airport",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Flight" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      airline: "TP",
      flightNumber: "1351",
      bookingClass: "Y",
      origin: "LHR",
      destination: "ZZZ",
      status: "HK",
    });
  }, 20_000);

  it("puts the server's issues on the fields, keeps the input, and shows the rest on the form", async () => {
    api(() =>
      validationFailed({ destination: "Unknown airport code ZZZ", itineraryId: "Itinerary is closed" }),
    );
    const { dialog, onOpenChange } = renderForm();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Flight" }));
    const to = within(dialog).getByRole("textbox", { name: /^To/ });
    await waitFor(() => expect(to).toHaveAccessibleDescription("Unknown airport code ZZZ"));
    expect(to).toHaveValue("zzz");
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Itinerary is closed");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  }, 20_000);
});
