import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { anna } from "../test/fixtures";
import { ConnectionsPanel } from "./connections-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bruno = {
  ...anna,
  id: "2f8fad5b-d9cb-469f-a165-70867728950e",
  title: "Mr" as const,
  firstName: "Bruno",
};
const carla = { ...anna, id: "3f8fad5b-d9cb-469f-a165-70867728950e", firstName: "Carla" };

function api() {
  return mockApi(({ method, url }) => {
    if (url.includes("/connections") && method === "GET") {
      return {
        body: {
          items: [
            {
              id: "4f8fad5b-d9cb-469f-a165-70867728950e",
              associationType: "family",
              createdAt: "2026-01-01T00:00:00.000Z",
              passenger: { id: bruno.id, title: "Mr", firstName: "Bruno", surname: "Müller" },
            },
          ],
        },
      };
    }
    if (url.startsWith("/api/passengers?")) return { body: { items: [carla], total: 1 } };
    if (method === "POST") return { status: 201, body: {} };
    return { status: 204 };
  });
}

describe("ConnectionsPanel", () => {
  it("lists the connections with their relationship", async () => {
    api();
    renderWithClient(<ConnectionsPanel passenger={anna} />);
    const list = await screen.findByRole("list", { name: "Connections" });
    expect(within(list).getByText("Mr Bruno Müller")).toBeInTheDocument();
    expect(within(list).getByText("Family")).toBeInTheDocument();
  });

  it("needs both a passenger and a relationship type", async () => {
    const calls = api();
    renderWithClient(<ConnectionsPanel passenger={anna} />);
    await userEvent.click(await screen.findByRole("button", { name: "Add Connection" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please select both passenger and relationship type.",
    );
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("offers only passengers not yet connected and connects the one picked", async () => {
    const calls = api();
    renderWithClient(<ConnectionsPanel passenger={anna} />);
    await userEvent.click(await screen.findByRole("button", { name: /Mrs Carla Müller/ }));
    expect(calls.find((c) => c.url.startsWith("/api/passengers?"))?.url).toContain(
      `connectableTo=${anna.id}`,
    );
    await userEvent.click(screen.getByRole("combobox", { name: "Relationship type" }));
    await userEvent.click(await screen.findByRole("option", { name: "Group" }));
    await userEvent.click(screen.getByRole("button", { name: "Connect Mrs Carla Müller" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/passengers/${anna.id}/connections`,
      body: { associatedPassengerId: carla.id, associationType: "group" },
    });
  });

  it("removes a connection", async () => {
    const calls = api();
    renderWithClient(<ConnectionsPanel passenger={anna} />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Remove connection with Mr Bruno Müller" }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(calls.find((c) => c.method === "DELETE")?.url).toBe(
      `/api/passengers/${anna.id}/connections/4f8fad5b-d9cb-469f-a165-70867728950e`,
    );
  });
  it("keeps the choices when the server refuses, with its reason on the form", async () => {
    const calls = mockApi(({ method, url }) => {
      if (url.includes("/connections") && method === "GET") return { body: { items: [] } };
      if (url.startsWith("/api/passengers?")) return { body: { items: [carla], total: 1 } };
      return validationFailed({ associatedPassengerId: "Passenger not found" });
    });
    renderWithClient(<ConnectionsPanel passenger={anna} />);
    await userEvent.click(await screen.findByRole("button", { name: /Mrs Carla Müller/ }));
    await userEvent.click(screen.getByRole("combobox", { name: "Relationship type" }));
    await userEvent.click(await screen.findByRole("option", { name: "Family" }));
    await userEvent.click(screen.getByRole("button", { name: "Connect Mrs Carla Müller" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Passenger not found");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Connect Mrs Carla Müller" })).toBeEnabled();
    expect(screen.getByRole("combobox", { name: "Relationship type" })).toHaveTextContent("Family");
  });
});
