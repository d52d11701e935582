import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { flightSegment, TRIP_ID } from "../test/fixtures";
import { SegmentFormDialog } from "./segment-form-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(segment = null as typeof flightSegment | null) {
  const onOpenChange = vi.fn();
  renderWithClient(<SegmentFormDialog tripId={TRIP_ID} open onOpenChange={onOpenChange} segment={segment} />);
  return { onOpenChange, dialog: screen.getByRole("dialog") };
}

async function chooseType(dialog: HTMLElement, label: string) {
  await userEvent.click(within(dialog).getByRole("combobox", { name: /Type/ }));
  await userEvent.click(await screen.findByRole("option", { name: label }));
}

describe("SegmentFormDialog", () => {
  it("asks a flight for airline, number, airports and departure, with the errors next to them", async () => {
    const calls = mockApi(() => ({ body: {} }));
    const { dialog } = renderForm();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Segment" }));
    await waitFor(() => expect(within(dialog).getByText("Airline is required")).toBeInTheDocument());
    for (const message of [
      "Flight number is required",
      "Origin is required",
      "Destination is required",
      "Departure is required",
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Airline/ }), "T");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Segment" }));
    await waitFor(() =>
      expect(
        within(dialog).getByText("Airline must be a 2-character IATA code (e.g. LH, U2)"),
      ).toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  }, 20_000);

  it("sends a normalised flight", async () => {
    const calls = mockApi(({ method }) =>
      method === "POST" ? { status: 201, body: flightSegment } : { body: {} },
    );
    const { dialog, onOpenChange } = renderForm();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Airline/ }), "tp");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Flight number/ }), "0347");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^From/ }), "lhr");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^To/ }), "lis");
    await userEvent.type(within(dialog).getByLabelText(/Departure/), "2026-05-01T07:05");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Segment" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe(`/api/trips/${TRIP_ID}/segments`);
    expect(post?.body).toMatchObject({
      segmentType: "flight",
      airline: "TP",
      flightNumber: "347",
      origin: "LHR",
      destination: "LIS",
      departureLocal: "2026-05-01T07:05",
      arrivalLocal: null,
    });
  }, 20_000);

  it("turns into a hotel form: a place, check-in and out, hotel name and confirmation", async () => {
    const calls = mockApi(({ method }) =>
      method === "POST" ? { status: 201, body: flightSegment } : { body: {} },
    );
    const { dialog, onOpenChange } = renderForm();
    await chooseType(dialog, "Hotel");
    expect(within(dialog).queryByRole("textbox", { name: /Airline/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Segment" }));
    await waitFor(() => expect(within(dialog).getByText("Place is required")).toBeInTheDocument());
    await userEvent.type(within(dialog).getByRole("textbox", { name: /City or place/ }), "Lisbon");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Hotel name/ }), "Memmo Alfama");
    await userEvent.type(within(dialog).getByLabelText(/Check-in/), "2026-05-01T15:00");
    await userEvent.type(within(dialog).getByLabelText(/Check-out/), "2026-05-01T11:00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Segment" }));
    await waitFor(() =>
      expect(within(dialog).getByText("Check-out cannot be before check-in")).toBeInTheDocument(),
    );
    await userEvent.clear(within(dialog).getByLabelText(/Check-out/));
    await userEvent.type(within(dialog).getByLabelText(/Check-out/), "2026-05-05T11:00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Segment" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      segmentType: "hotel",
      origin: "Lisbon",
      airline: null,
      details: { name: "Memmo Alfama" },
      departureLocal: "2026-05-01T15:00",
      arrivalLocal: "2026-05-05T11:00",
    });
  }, 20_000);

  it("edits a segment with its values and keeps an imported flight a flight", async () => {
    const calls = mockApi(({ method }) => (method === "PUT" ? { body: flightSegment } : { body: {} }));
    const { dialog, onOpenChange } = renderForm({ ...flightSegment, source: "gds", recordLocator: "QWE123" });
    expect(within(dialog).getByRole("textbox", { name: /Flight number/ })).toHaveValue("347");
    expect(within(dialog).getByRole("combobox", { name: /Type/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.method === "PUT")?.url).toBe(
      `/api/trips/${TRIP_ID}/segments/${flightSegment.id}`,
    );
  }, 20_000);
  it("puts the server's issues on the fields and the rest on the form, keeping the input", async () => {
    mockApi(({ method }) =>
      method === "PUT"
        ? validationFailed({
            segmentType: "A segment imported from a reservation stays a flight",
            itineraryId: "The reservation was removed",
          })
        : { body: {} },
    );
    const { dialog, onOpenChange } = renderForm(flightSegment);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(
      await within(dialog).findByText("A segment imported from a reservation stays a flight"),
    ).toBeVisible();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("The reservation was removed");
    expect(within(dialog).getByRole("textbox", { name: /Flight number/ })).toHaveValue("347");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  }, 20_000);
});
