import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientDetailPage } from "../features/clients/client-detail-page";
import { InvoiceDetailPage } from "../features/invoices/invoice-detail-page";
import { TripDetailPage } from "../features/trips/trip-detail-page";
import { ApiError } from "../lib/api-client";
import { renderRoute } from "../test/render-route";
import type { ApiCall } from "../test/render-with-api";
import { detailFallback } from "./detail-page-states";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const texts = {
  backTo: "/trips",
  backLabel: "Back to trips",
  missing: "Trip not found",
  failed: "Error fetching trip",
};

/** The server's answer to a malformed uuid in the path, as its error handler words it. */
const malformedId = {
  status: 400,
  body: {
    error: {
      code: "VALIDATION_FAILED",
      message: "Invalid input — params.id: Invalid UUID",
      details: { issues: [{ path: "params.id", message: "Invalid UUID" }] },
    },
  },
};

function renderFallback(error: unknown) {
  const fallback = detailFallback({ isLoading: false, isError: true, error, data: undefined }, texts);
  render(<MemoryRouter>{fallback as ReactElement}</MemoryRouter>);
}

describe("detailFallback", () => {
  it.each([
    ["a 404", new ApiError(404, "NOT_FOUND", "Trip not found"), "Trip not found"],
    // #31: a malformed id names no record either.
    [
      "a 400 refusing the id",
      new ApiError(400, "VALIDATION_FAILED", "Invalid input", malformedId.body.error.details),
      "Trip not found",
    ],
    [
      "a 400 on another field",
      new ApiError(400, "VALIDATION_FAILED", "Invalid input", {
        issues: [{ path: "query.tab", message: "No" }],
      }),
      "Error fetching trip",
    ],
    ["a 500", new ApiError(500, "INTERNAL", "Boom"), "Error fetching trip"],
    ["a network failure", new TypeError("Failed to fetch"), "Error fetching trip"],
  ])("says %s is %j", (_, error, text) => {
    renderFallback(error);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to trips" })).toHaveAttribute("href", "/trips");
  });
});

describe("a malformed id in the address (#31)", { timeout: 20_000 }, () => {
  it.each<[string, string, ReactElement, string, string]>([
    [
      "/trips/not-a-uuid",
      "/trips/:id",
      <TripDetailPage key="trip" />,
      "/api/trips/not-a-uuid",
      "Trip not found",
    ],
    [
      "/clients/123",
      "/clients/:id",
      <ClientDetailPage key="client" />,
      "/api/clients/123",
      "Client not found",
    ],
    [
      "/invoices/xyz",
      "/invoices/:id",
      <InvoiceDetailPage key="invoice" />,
      "/api/invoices/xyz",
      "Invoice not found",
    ],
  ])("%s shows the not-found page, not the fetch error", async (url, pattern, page, api, missing) => {
    renderRoute(url, page, (call: ApiCall) => (call.url === api ? malformedId : undefined), pattern);
    expect(await screen.findByText(missing)).toBeInTheDocument();
    expect(screen.queryByText(/^Error fetching/)).not.toBeInTheDocument();
  });
});
