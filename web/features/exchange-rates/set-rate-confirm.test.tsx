import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { todayIn } from "#domain/dates";
import type { ExchangeRate, LockedRecordList } from "#domain/exchange-rates/exchange-rate.schema";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../test/agency-zone";
import { renderRoute } from "../../test/render-route";
import type { ApiCall } from "../../test/render-with-api";
import { ExchangeRatesPage } from "./exchange-rates-page";

// Issue #31: the Set rate dialog asks before a jump of more than 20% and before replacing a day's rate.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rate = (rateDate: string, value: string, version = 1): ExchangeRate => ({
  currency: "USD",
  rateDate,
  rate: value,
  updatedAt: "2026-05-02T08:30:00.000Z",
  updatedByName: "Alex Admin",
  version,
});

const list = { items: [rate("2026-05-02", "0.9200000000")], total: 1, baseCurrency: "EUR" };
const noDay: LockedRecordList = { rate: null, compared: null, items: [], total: 0 };

/** The page with the agency's day, the list, the day's check (`dayOf` today), and `put` for saves. */
function openPage(
  dayOf: (today: string) => LockedRecordList,
  put: (call: ApiCall, today: string) => { status?: number; body?: unknown },
) {
  const timeZone = zoneAwayFromBrowser();
  const today = todayIn(timeZone);
  const day = dayOf(today);
  const rendered = renderRoute("/exchange-rates", <ExchangeRatesPage />, (call) => {
    if (isMetaCall(call)) return metaAnswer(timeZone);
    if (call.method === "PUT") return put(call, today);
    if (call.url.includes("/locked")) return { body: day };
    return call.url.split("?")[0] === "/api/exchange-rates" ? { body: list } : undefined;
  });
  return { ...rendered, today };
}

async function typeRate(value: string, today: string) {
  await userEvent.click(await screen.findByRole("button", { name: "Set a rate" }));
  const dialog = await screen.findByRole("dialog", { name: "Set a rate" });
  await waitFor(() => expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(today));
  await userEvent.type(within(dialog).getByLabelText(/^Rate/), value);
  await userEvent.click(within(dialog).getByRole("button", { name: "Save rate" }));
}

const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === "PUT");

describe("the Set rate dialog's questions", { timeout: 20_000 }, () => {
  it("shows both rates of a jump, goes back keeping the input, and sets it once confirmed", async () => {
    const compared = { rateDate: "2026-01-03", rate: "0.6800000000" };
    const { calls, today } = openPage(
      () => ({ ...noDay, compared }),
      (_, day) => ({ body: rate(day, "0.9200000000") }),
    );
    await typeRate("0.92", today);

    const step = await screen.findByRole("dialog", { name: "Set a rate 35.3% above the previous one?" });
    expect(
      within(step).getByText(
        "1 USD = 0.9200 EUR is 35.3% above the previous rate (1 USD = 0.6800 EUR on 3 Jan 2026).",
      ),
    ).toBeInTheDocument();
    expect(within(step).getByText("1 USD = 0.6800 EUR")).toBeInTheDocument();
    // Nothing is saved before the answer, and focus starts on Back.
    expect(puts(calls)).toHaveLength(0);
    const back = within(step).getByRole("button", { name: "Back" });
    expect(back).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    const form = await screen.findByRole("dialog", { name: "Set a rate" });
    expect(within(form).getByLabelText(/^Rate/)).toHaveValue("0.92");
    await userEvent.click(within(form).getByRole("button", { name: "Save rate" }));
    await userEvent.click(await screen.findByRole("button", { name: "Set rate" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(puts(calls).map((c) => [c.body, c.headers["if-match"]])).toEqual([
      [{ currency: "USD", rateDate: today, rate: "0.92", confirmed: true }, undefined],
    ]);
  });

  it("shows the rate a day already has and the records that locked it, then replaces it from that version", async () => {
    const lockedOn = (today: string): LockedRecordList => ({
      rate: rate(today, "0.9100000000", 4),
      compared: { rateDate: "2026-01-03", rate: "0.9000000000" },
      items: [
        {
          kind: "invoice",
          id: "i1",
          number: "INV-202605-0001",
          date: "2026-05-03",
          amountCents: 125_000,
          currency: "USD",
        },
        {
          kind: "refund",
          id: "p1",
          number: "PAY-000007",
          date: "2026-05-04",
          amountCents: -2_500,
          currency: "USD",
        },
      ],
      total: 12,
    });
    const { calls, today } = openPage(lockedOn, (_, day) => ({ body: rate(day, "0.9300000000", 5) }));
    await typeRate("0.93", today);

    const step = await screen.findByRole("dialog", { name: /^Replace the USD rate of / });
    expect(step).toHaveTextContent("already has a rate: 1 USD = 0.9100 EUR, set by Alex Admin");
    expect(step).toHaveTextContent("12 records locked it. They keep the rate they locked.");
    const records = within(step).getByRole("list", { name: "Records that locked it" });
    expect(
      within(records)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["INV-202605-0001 Invoice · 3 May 2026$1,250.00", "PAY-000007 Refund · 4 May 2026-$25.00"]);
    expect(within(step).getByText("and 10 more.")).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    await userEvent.click(within(step).getByRole("button", { name: "Replace rate" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(puts(calls).map((c) => [c.body, c.headers["if-match"]])).toEqual([
      [{ currency: "USD", rateDate: today, rate: "0.93", confirmed: true }, '"4"'],
    ]);
  });

  it("says when nothing locked the rate it replaces", async () => {
    const { today } = openPage(
      (day) => ({ ...noDay, rate: rate(day, "0.9100000000") }),
      (_, day) => ({ body: rate(day, "0.93") }),
    );
    await typeRate("0.93", today);
    const step = await screen.findByRole("dialog", { name: /^Replace the USD rate of / });
    expect(step).toHaveTextContent("No invoice, credit note or payment locked it yet.");
  });

  it("saves at once when there is nothing to ask", async () => {
    const compared = { rateDate: "2026-01-03", rate: "0.9000000000" };
    const { calls, today } = openPage(
      () => ({ ...noDay, compared }),
      (_, day) => ({ body: rate(day, "0.93") }),
    );
    await typeRate("0.93", today);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(puts(calls).map((c) => c.body)).toEqual([{ currency: "USD", rateDate: today, rate: "0.93" }]);
  });

  it("asks the server's question when a rate was set meanwhile", async () => {
    let answered = 0;
    const { calls, today } = openPage(
      () => noDay,
      (_, day) => {
        answered += 1;
        if (answered > 1) return { body: rate(day, "0.93", 2) };
        const replaces = rate(day, "0.9100000000", 1);
        return {
          status: 409,
          body: {
            error: {
              code: "CONFLICT",
              message: "It already has a rate",
              details: { confirm: { jump: null, replaces } },
            },
          },
        };
      },
    );
    await typeRate("0.93", today);
    const step = await screen.findByRole("dialog", { name: /^Replace the USD rate of / });
    expect(step).toHaveTextContent("already has a rate: 1 USD = 0.9100 EUR");
    await userEvent.click(within(step).getByRole("button", { name: "Replace rate" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(puts(calls).map((c) => [c.body, c.headers["if-match"]])).toEqual([
      [{ currency: "USD", rateDate: today, rate: "0.93" }, undefined],
      [{ currency: "USD", rateDate: today, rate: "0.93", confirmed: true }, '"1"'],
    ]);
  });
});
