import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../test/render-route";
import { type ApiCall, staleVersion } from "../../test/render-with-api";
import { RequestDetailPage } from "./request-detail-page";
import { agentId, clientSession, dateChange } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const history = {
  items: [
    { id: "h2", at: "2026-11-21T10:00:00.000Z", summary: "Status: Open → In progress", byName: "Ana Agent" },
    {
      id: "h1",
      at: "2026-11-20T10:00:00.000Z",
      summary: "Date change request filed",
      byName: "Chris Client",
    },
  ],
  total: 2,
};
const assignees = {
  items: [
    { id: agentId, name: "Ana Agent", email: "agent@itinera.local", role: "agent" },
    {
      id: "8a8b7c6d-3333-4e5f-8a9b-0c1d2e3f4a5b",
      name: "Omar Agent",
      email: "omar@itinera.local",
      role: "agent",
    },
  ],
};

function answers(
  patch: { status?: number; body?: unknown } = { body: { ...dateChange, status: "resolved" } },
) {
  return (call: ApiCall) => {
    if (call.method === "PATCH") return patch;
    if (call.url.endsWith("/history") || call.url.includes("/history?")) return { body: history };
    if (call.url.startsWith(`/api/requests/${dateChange.id}`)) return { body: dateChange };
    if (call.url.startsWith("/api/users/assignees")) return { body: assignees };
    return undefined;
  };
}

const open = (answer = answers(), session?: typeof clientSession) =>
  renderRoute(`/requests/${dateChange.id}`, <RequestDetailPage />, answer, "/requests/:id", session);

describe("RequestDetailPage", { timeout: 20_000 }, () => {
  it("shows what was asked, for whom, the trip, the assignee and the history newest first", async () => {
    open();
    expect(await screen.findByRole("heading", { name: "Date change request" })).toBeInTheDocument();
    expect(screen.getByText(dateChange.details)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lisbon city break" })).toHaveAttribute(
      "href",
      `/trips/${dateChange.tripId}`,
    );
    expect(screen.getByRole("link", { name: /Chat/ })).toHaveAttribute(
      "href",
      `/chat?request=${dateChange.id}`,
    );
    const lines = within(await screen.findByRole("list", { name: "Request history" })).getAllByRole(
      "listitem",
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining("Status: Open → In progress"),
      expect.stringContaining("Date change request filed"),
    ]);
  });

  it("lets staff change the status, sending the version they opened", async () => {
    const { calls } = open();
    await screen.findByRole("heading", { name: "Date change request" });
    const form = screen.getByRole("form", { name: "Work on the request" });
    await userEvent.click(within(form).getByRole("combobox", { name: /Status/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Resolved" }));
    await userEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(patch.headers["if-match"]).toBe('"3"');
    expect(patch.body).toEqual({ status: "resolved", assigneeId: agentId, tripId: dateChange.tripId });
  });

  it("keeps the change and explains a 412 when someone else saved first", async () => {
    const stale = staleVersion({ ...dateChange, version: 4, status: "open" });
    open(answers(stale));
    await screen.findByRole("heading", { name: "Date change request" });
    const form = screen.getByRole("form", { name: "Work on the request" });
    await userEvent.click(within(form).getByRole("combobox", { name: /Status/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Resolved" }));
    await userEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("Someone else changed this record")).toBeInTheDocument();
    expect(within(form).getByRole("combobox", { name: /Status/ })).toHaveTextContent("Resolved");
  });

  it("shows a client user the request and its history without the staff form", async () => {
    const { calls } = open(answers(), clientSession);
    expect(await screen.findByRole("heading", { name: "Date change request" })).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Request history" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Work on the request" })).toBeNull();
    expect(calls.some((c) => c.url.startsWith("/api/users/assignees"))).toBe(false);
  });

  it("says so when the request does not exist or is not theirs", async () => {
    open(() => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Request not found" } } }));
    expect(await screen.findByText("Request not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to requests/ })).toHaveAttribute("href", "/requests");
  });
});
