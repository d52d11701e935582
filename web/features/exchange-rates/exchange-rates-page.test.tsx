import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { todayIn } from "#domain/dates";
import type { ExchangeRate, ExchangeRateList } from "#domain/exchange-rates/exchange-rate.schema";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../test/agency-zone";
import { lastQuery, renderRoute } from "../../test/render-route";
import type { ApiCall } from "../../test/render-with-api";
import { staleVersion, validationFailed } from "../../test/render-with-api";
import { ExchangeRatesPage } from "./exchange-rates-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const agentSession = {
  user: { id: "u3", email: "agent@itinera.local", name: "Andy Agent", role: "agent" },
};

const rate = (currency: "USD" | "GBP", rateDate: string, value: string): ExchangeRate => ({
  currency,
  rateDate,
  rate: value,
  updatedAt: "2026-05-02T08:30:00.000Z",
  updatedByName: "Alex Admin",
  version: 2,
});

const page: ExchangeRateList = {
  items: [rate("USD", "2026-05-02", "0.9200000000"), rate("GBP", "2026-05-01", "1.1712345600")],
  total: 2,
  baseCurrency: "EUR",
};

const ratesAnswer = (body: unknown) => (call: ApiCall) =>
  call.url.split("?")[0] === "/api/exchange-rates" && call.method === "GET" ? { body } : undefined;

/** The day's rate the Set rate dialog checks before saving: `current` is replaced, nothing locked it. */
const dayAnswer = (current: ExchangeRate | null) => (call: ApiCall) =>
  call.url.includes("/locked") ? { body: { rate: current, compared: null, items: [], total: 0 } } : undefined;

// A whole screen renders slowly on a busy machine: a wider limit than the default 5 s.
describe("ExchangeRatesPage", { timeout: 20_000 }, () => {
  it("shows each rate as a sentence against the base currency, with who changed it", async () => {
    renderRoute("/exchange-rates", <ExchangeRatesPage />, ratesAnswer(page));
    const table = await screen.findByRole("table", { name: "Exchange rates" });
    expect(await within(table).findByText("1 USD = 0.9200 EUR")).toBeInTheDocument();
    expect(within(table).getByText("1 GBP = 1.17123456 EUR")).toBeInTheDocument();
    expect(within(table).getByText("2 May 2026")).toBeInTheDocument();
    expect(within(table).getAllByText("Alex Admin")).toHaveLength(2);
    expect(screen.getByText("EUR", { selector: "[data-slot=badge]" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set a rate" })).toBeEnabled();
  });

  it("reads the currency, dates and page from the URL and asks the server for them", async () => {
    const { calls } = renderRoute(
      "/exchange-rates?currency=GBP&from=2026-01-01&to=2026-03-31&page=2",
      <ExchangeRatesPage />,
      ratesAnswer(page),
    );
    expect(await screen.findByLabelText("From")).toHaveValue("2026-01-01");
    expect(screen.getByLabelText("To")).toHaveValue("2026-03-31");
    await waitFor(() =>
      expect(lastQuery(calls, "/api/exchange-rates")).toEqual({
        page: "2",
        pageSize: "25",
        currency: "GBP",
        from: "2026-01-01",
        to: "2026-03-31",
      }),
    );
  });

  it("puts a date filter in the URL and clears the filters", async () => {
    const { router } = renderRoute("/exchange-rates?currency=USD", <ExchangeRatesPage />, ratesAnswer(page));
    const from = await screen.findByLabelText("From");
    await userEvent.type(from, "2026-02-01");
    await waitFor(() => expect(router.state.location.search).toBe("?currency=USD&from=2026-02-01"));
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says when there are no rates, and when they could not be loaded", async () => {
    renderRoute(
      "/exchange-rates",
      <ExchangeRatesPage />,
      ratesAnswer({ items: [], total: 0, baseCurrency: "EUR" }),
    );
    expect(await screen.findByText("No exchange rates found")).toBeInTheDocument();
    cleanup();
    vi.unstubAllGlobals();
    renderRoute("/exchange-rates", <ExchangeRatesPage />, (call) =>
      call.url.startsWith("/api/exchange-rates")
        ? { status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong" } } }
        : undefined,
    );
    expect(await screen.findByText("Error fetching exchange rates")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("is read-only for an agent", async () => {
    renderRoute("/exchange-rates", <ExchangeRatesPage />, ratesAnswer(page), undefined, agentSession);
    expect(await screen.findByText("1 USD = 0.9200 EUR")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Set a rate" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete / })).toBeNull();
  });

  it("sets a new day's rate through the form, checking it first and showing the server's field errors", async () => {
    let answer: { status?: number; body?: unknown } = validationFailed({ rate: "Server says no" });
    // The agency's day is not the browser's: a new day's rate is for the agency's today.
    const timeZone = zoneAwayFromBrowser();
    const today = todayIn(timeZone);
    const { calls } = renderRoute("/exchange-rates", <ExchangeRatesPage />, (call) =>
      isMetaCall(call) ? metaAnswer(timeZone) : call.method === "PUT" ? answer : ratesAnswer(page)(call),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Set a rate" }));
    const dialog = await screen.findByRole("dialog", { name: "Set a rate" });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(today));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save rate" }));
    expect(await within(dialog).findByText("Enter a rate")).toBeInTheDocument();
    const rateBox = within(dialog).getByLabelText(/^Rate/);
    await userEvent.type(rateBox, "1.2.3");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save rate" }));
    expect(await within(dialog).findByText(/Use a positive number/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    await userEvent.clear(rateBox);
    await userEvent.type(rateBox, "0.9215");
    expect(within(dialog).getByText("1 USD = 0.9215 EUR")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save rate" }));
    expect(await within(dialog).findByText("Server says no")).toBeInTheDocument();
    expect(rateBox).toHaveValue("0.9215");

    answer = { body: rate("USD", today, "0.9215000000") };
    await userEvent.click(within(dialog).getByRole("button", { name: "Save rate" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({
      currency: "USD",
      rateDate: today,
      rate: "0.9215",
    });
  });

  it("changes a row's rate for its own day, and deletes one after confirming", async () => {
    const { calls } = renderRoute("/exchange-rates", <ExchangeRatesPage />, (call) =>
      call.method === "PUT"
        ? { body: rate("GBP", "2026-05-01", "1.1800000000") }
        : call.method === "DELETE"
          ? { status: 204 }
          : (dayAnswer(page.items[1]!)(call) ?? ratesAnswer(page)(call)),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Edit GBP rate of 1 May 2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the GBP rate of 1 May 2026" });
    const rateBox = within(dialog).getByLabelText(/^Rate/);
    expect(rateBox).toHaveValue("1.17123456");
    await userEvent.clear(rateBox);
    await userEvent.type(rateBox, "1.18");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save rate" }));
    // The day has a rate: the dialog asks before replacing it.
    await screen.findByRole("dialog", { name: "Replace the GBP rate of 1 May 2026?" });
    await userEvent.click(screen.getByRole("button", { name: "Replace rate" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({
      currency: "GBP",
      rateDate: "2026-05-01",
      rate: "1.18",
      confirmed: true,
    });

    const deleteButton = screen.getByRole("button", { name: "Delete USD rate of 2 May 2026" });
    await userEvent.click(deleteButton);
    const confirm = await screen.findByRole("alertdialog", { name: "Delete the USD rate of 2 May 2026?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/exchange-rates/USD/2026-05-02")).toBe(
        true,
      ),
    );
    await waitFor(() => expect(deleteButton).toHaveFocus());
    // Both changes start from the version on screen, so one made meanwhile answers 412 instead of vanishing.
    expect(calls.filter((c) => c.method !== "GET").map((c) => c.headers["if-match"])).toEqual(['"2"', '"2"']);
  });

  it("keeps the typed rate when someone else changed it first, and saves on top of their version once loaded", async () => {
    const theirs = { ...rate("GBP", "2026-05-01", "1.1900000000"), updatedByName: "Other Admin", version: 3 };
    let puts = 0;
    const { calls } = renderRoute("/exchange-rates", <ExchangeRatesPage />, (call) => {
      if (call.method !== "PUT") return dayAnswer(page.items[1]!)(call) ?? ratesAnswer(page)(call);
      puts += 1;
      return puts === 1 ? staleVersion(theirs) : { body: { ...theirs, rate: "1.2000000000", version: 4 } };
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit GBP rate of 1 May 2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the GBP rate of 1 May 2026" });
    const rateBox = within(dialog).getByLabelText(/^Rate/);
    await userEvent.clear(rateBox);
    await userEvent.type(rateBox, "1.18");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save rate" }));
    await userEvent.click(await screen.findByRole("button", { name: "Replace rate" }));

    // Back on the form, with the notice and the typed rate.
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("Someone else changed this record");
    const again = screen.getByLabelText(/^Rate/);
    expect(again).toHaveValue("1.18");
    await userEvent.click(within(notice).getByRole("button", { name: "Load their version" }));
    expect(again).toHaveValue("1.1900");
    await userEvent.clear(again);
    await userEvent.type(again, "1.2");
    await userEvent.click(screen.getByRole("button", { name: "Save rate" }));
    await userEvent.click(await screen.findByRole("button", { name: "Replace rate" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const sent = calls.filter((c) => c.method === "PUT");
    expect(sent.map((c) => c.headers["if-match"])).toEqual(['"2"', '"3"']);
    expect(sent[1]?.body).toEqual({ currency: "GBP", rateDate: "2026-05-01", rate: "1.2", confirmed: true });
  });

  it("sends no version for a new day's rate", async () => {
    const { calls } = renderRoute("/exchange-rates", <ExchangeRatesPage />, (call) =>
      call.method === "PUT" ? { body: rate("USD", "2026-05-03", "0.9300000000") } : ratesAnswer(page)(call),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Set a rate" }));
    const dialog = await screen.findByRole("dialog", { name: "Set a rate" });
    await userEvent.type(within(dialog).getByLabelText(/^Rate/), "0.93");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save rate" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "PUT")[0]?.headers["if-match"]).toBeUndefined();
  });
});
