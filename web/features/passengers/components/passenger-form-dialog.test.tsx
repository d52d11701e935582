import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { todayIn } from "#domain/dates";
import { formatTripDate } from "#domain/trips/trip-format";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../../test/agency-zone";
import { mockApi, renderWithClient, staleVersion, validationFailed } from "../../../test/render-with-api";
import { anna } from "../test/fixtures";
import { PassengerFormDialog } from "./passenger-form-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(passenger = null as typeof anna | null, canChooseClient = true) {
  const onOpenChange = vi.fn();
  renderWithClient(
    <PassengerFormDialog
      open
      onOpenChange={onOpenChange}
      passenger={passenger}
      canChooseClient={canChooseClient}
    />,
  );
  return { onOpenChange, dialog: screen.getByRole("dialog") };
}

describe("PassengerFormDialog", () => {
  it("shows the required fields' errors next to them and sends nothing", async () => {
    const calls = mockApi(() => ({ body: { items: [] } }));
    const { dialog } = renderForm();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Passenger" }));
    for (const [field, message] of [
      ["First name", "First name is required"],
      ["Surname", "Surname is required"],
      ["Passport number", "Passport number is required"],
    ] as const) {
      expect(within(dialog).getByRole("textbox", { name: new RegExp(field) })).toHaveAccessibleDescription(
        message,
      );
    }
    expect(within(dialog).getByText("Passport expiry is required")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("sends the cleaned-up passenger and shows the server's field errors, keeping the input", async () => {
    const calls = mockApi(({ method }) =>
      method === "POST" ? validationFailed({ clientId: "Client not found" }) : { body: { items: [] } },
    );
    const { dialog, onOpenChange } = renderForm();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /First name/ }), " Zoë ");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Surname/ }), "Ångström");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Passport number/ }), "ab 12345");
    await userEvent.type(within(dialog).getByLabelText(/Passport expiry/), "2031-08-14");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Passenger" }));
    await waitFor(() => expect(within(dialog).getByText("Client not found")).toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      firstName: "Zoë",
      surname: "Ångström",
      passportNumber: "AB12345",
      documentExpiry: "2031-08-14",
      status: "active",
      method: "online",
      clientId: null,
    });
    expect(within(dialog).getByRole("textbox", { name: /Surname/ })).toHaveValue("Ångström");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("edits a passenger with its values filled in, and hides the client for client users", () => {
    mockApi(() => ({ body: { items: [] } }));
    const { dialog } = renderForm(anna, false);
    expect(within(dialog).getByRole("heading", { name: "Edit Passenger" })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Surname/ })).toHaveValue("Müller");
    expect(within(dialog).getByRole("combobox", { name: "Nationality" })).toHaveTextContent("Germany");
    expect(within(dialog).queryByRole("combobox", { name: "Client" })).toBeNull();
  });

  it("explains a save refused as stale, keeps the input, and saves on top of their version once loaded", async () => {
    const theirs = { ...anna, surname: "Schmidt", remarks: "VIP lounge", version: 4 };
    let puts = 0;
    const calls = mockApi(({ method }) => {
      if (method !== "PUT") return { body: { items: [] } };
      puts += 1;
      return puts === 1 ? staleVersion(theirs) : { body: { ...theirs, remarks: "Wheelchair", version: 5 } };
    });
    const { dialog, onOpenChange } = renderForm({ ...anna, version: 3 });
    const remarks = within(dialog).getByRole("textbox", { name: /Remarks/ });
    await userEvent.type(remarks, "Wheelchair");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    const notice = await within(dialog).findByRole("alert");
    expect(notice).toHaveTextContent("Someone else changed this record");
    expect(calls.find((c) => c.method === "PUT")?.headers["if-match"]).toBe('"3"');
    expect(remarks).toHaveValue("Wheelchair");
    expect(within(dialog).getByRole("textbox", { name: /Surname/ })).toHaveValue("Müller");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);

    await userEvent.click(within(notice).getByRole("button", { name: "Load their version" }));
    expect(within(dialog).getByRole("textbox", { name: /Surname/ })).toHaveValue("Schmidt");
    expect(remarks).toHaveValue("VIP lounge");
    expect(within(dialog).queryByRole("alert")).toBeNull();

    await userEvent.clear(remarks);
    await userEvent.type(remarks, "Wheelchair");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const second = calls.filter((c) => c.method === "PUT")[1];
    expect(second?.headers["if-match"]).toBe('"4"');
    expect(second?.body).toMatchObject({ surname: "Schmidt", remarks: "Wheelchair" });
  });

  it("warns about a possible duplicate with a link to it", async () => {
    mockApi(({ url }) =>
      url.startsWith("/api/passengers/duplicates")
        ? { body: { items: [{ ...anna, id: "9f8fad5b-d9cb-469f-a165-70867728950e" }] } }
        : { body: { items: [] } },
    );
    const { dialog } = renderForm(anna);
    const warning = await screen.findByTestId("duplicate-warning", {}, { timeout: 2000 });
    expect(warning).toHaveTextContent("Possible duplicate");
    expect(within(warning).getByRole("link", { name: "Mrs Anna Lena Müller" })).toHaveAttribute(
      "href",
      "/passengers?selected=9f8fad5b-d9cb-469f-a165-70867728950e&search=C01X00T47",
    );
    expect(dialog).toBeInTheDocument();
  });
  it("warns under an expired passport and saves it only once the user confirms", async () => {
    const calls = mockApi(({ method }) =>
      method === "POST" ? { status: 201, body: anna } : { body: { items: [] } },
    );
    const { dialog, onOpenChange } = renderForm();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /First name/ }), "Anna");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Surname/ }), "Müller");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Passport number/ }), "C01X00T47");
    const expiry = within(dialog).getByLabelText(/Passport expiry/);
    await userEvent.type(expiry, "2020-08-14");
    expect(expiry).toHaveAccessibleDescription("This passport expired on 14 Aug 2020.");

    await userEvent.click(within(dialog).getByRole("button", { name: "Add Passenger" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Save with an expired passport?" });
    expect(confirm).toHaveTextContent("This passport expired on 14 Aug 2020.");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    // Cancel keeps the form as it was, nothing sent.
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(expiry).toHaveValue("2020-08-14");

    await userEvent.click(within(dialog).getByRole("button", { name: "Add Passenger" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Save anyway" }),
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      expect.objectContaining({ passportNumber: "C01X00T47", documentExpiry: "2020-08-14" }),
    ]);
  });

  it("judges the date of birth and the passport's expiry on the agency's calendar, not the browser's", async () => {
    // The agency's day is not the browser's; both dates fall on the earlier of the two days.
    const timeZone = zoneAwayFromBrowser();
    const agencyToday = todayIn(timeZone);
    const browserToday = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const agencyAhead = agencyToday > browserToday;
    const day = agencyAhead ? browserToday : agencyToday;
    const calls = mockApi((call) => (isMetaCall(call) ? metaAnswer(timeZone) : { body: { items: [] } }));
    const { dialog } = renderForm();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /First name/ }), "Anna");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Surname/ }), "Müller");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Passport number/ }), "C01X00T47");
    await userEvent.type(within(dialog).getByLabelText(/Date of birth/), day);
    const expiry = within(dialog).getByLabelText(/Passport expiry/);
    await userEvent.type(expiry, day);
    // Ahead of the browser, the agency's today is past that day: the passport has expired, the birth was
    // yesterday. Behind it, the day is the agency's today: the passport is still valid, nobody is born today.
    await waitFor(() =>
      expect(expiry).toHaveAccessibleDescription(
        agencyAhead
          ? `This passport expired on ${formatTripDate(day)}.`
          : expect.stringContaining(`This passport expires on ${formatTripDate(day)}`),
      ),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Passenger" }));
    if (agencyAhead) {
      expect(
        await screen.findByRole("alertdialog", { name: "Save with an expired passport?" }),
      ).toBeInTheDocument();
    } else {
      expect(await within(dialog).findByText("Date of birth must be in the past")).toBeInTheDocument();
      expect(screen.queryByRole("alertdialog")).toBeNull();
    }
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("saves a valid passport without asking", async () => {
    const calls = mockApi(({ method }) => (method === "PUT" ? { body: anna } : { body: { items: [] } }));
    const { dialog, onOpenChange } = renderForm({ ...anna, documentExpiry: "2099-01-01" });
    expect(within(dialog).getByLabelText(/Passport expiry/)).not.toHaveAccessibleDescription();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });

  it("shows a server issue for a field the form does not hold above the buttons", async () => {
    mockApi(({ method }) =>
      method === "PUT" ? validationFailed({ passportDocsLine: "Line too long" }) : { body: { items: [] } },
    );
    const { dialog, onOpenChange } = renderForm({ ...anna, documentExpiry: "2099-01-01" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Line too long");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
