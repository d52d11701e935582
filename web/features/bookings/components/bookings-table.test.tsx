import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithClient } from "../../../test/render-with-api";
import { pendingBooking } from "../test/fixtures";
import { BookingsTable } from "./bookings-table";

afterEach(cleanup);

const { travellers: _, history: __, ...listed } = pendingBooking;
const cancelled = {
  ...listed,
  id: "9b2e7c1a-0d3f-4a8e-9c5b-1f2e3d4c5b6a",
  reference: "BK-000124",
  number: 124,
};

describe("BookingsTable", () => {
  it("shows what is owed, except on a cancelled booking that was never paid", () => {
    renderWithClient(
      <BookingsTable
        bookings={[listed, { ...cancelled, status: "cancelled", cancelReason: "Visa refused" }]}
        loading={false}
        error={false}
        sort={{ sort: "bookingDate", order: "desc" }}
        onSortChange={() => {}}
      />,
    );
    const [, open, gone] = screen.getAllByRole("row");
    expect(within(open!).getByText("Awaiting payment")).toBeInTheDocument();
    expect(within(gone!).getByText("Cancelled")).toBeInTheDocument();
    expect(within(gone!).queryByText("Awaiting payment")).toBeNull();
  });
});
