import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListFooter } from "./list-footer";

afterEach(cleanup);

function renderFooter(
  page: number,
  pageSize: number,
  result: { items: unknown[]; total: number } | undefined,
) {
  const list = { state: { page, pageSize }, setPage: vi.fn(), setPageSize: vi.fn(), pageSizes: [10, 25, 50] };
  render(<ListFooter list={list} result={result} />);
  return list;
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("ListFooter", () => {
  it.each([
    [1, 25, 120, "Showing 1–25 of 120", "Page 1 of 5"],
    [2, 25, 120, "Showing 26–50 of 120", "Page 2 of 5"],
    [5, 25, 120, "Showing 101–120 of 120", "Page 5 of 5"],
    [1, 10, 1234, "Showing 1–10 of 1,234", "Page 1 of 124"],
    [1, 25, 0, "No results", "Page 1 of 1"],
  ])("page %i of size %i with %i rows says “%s”", (page, pageSize, total, count, position) => {
    renderFooter(page, pageSize, { items: rows(Math.min(pageSize, total)), total });
    expect(screen.getByText(count)).toBeInTheDocument();
    expect(screen.getByText(position)).toBeInTheDocument();
  });

  it("says nothing while the first page loads or after it failed: the table shows that state", () => {
    renderFooter(1, 25, undefined);
    expect(screen.queryByText("No results")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next page" })).not.toBeInTheDocument();
  });

  it("moves between pages", async () => {
    const list = renderFooter(2, 25, { items: rows(25), total: 120 });
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(list.setPage).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(list.setPage).toHaveBeenCalledWith(1);
  });

  it("offers the page sizes", async () => {
    const list = renderFooter(1, 25, { items: rows(25), total: 120 });
    const rowsPerPage = screen.getByRole("combobox", { name: "Rows per page" });
    expect(rowsPerPage).toHaveTextContent("25");
    await userEvent.click(rowsPerPage);
    await userEvent.click(await screen.findByRole("option", { name: "50" }));
    expect(list.setPageSize).toHaveBeenCalledWith(50);
  });

  it("steps back to the last page when the page it shows is past the end", () => {
    const list = renderFooter(9, 25, { items: [], total: 60 });
    expect(list.setPage).toHaveBeenCalledWith(3);
  });

  it("does not move while the first page loads or when page 1 is empty", () => {
    expect(renderFooter(3, 25, undefined).setPage).not.toHaveBeenCalled();
    cleanup();
    expect(renderFooter(1, 25, { items: [], total: 0 }).setPage).not.toHaveBeenCalled();
  });
});
