import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Pagination } from "./pagination";

afterEach(cleanup);

const previous = () => screen.getByRole("button", { name: "Previous page" });
const next = () => screen.getByRole("button", { name: "Next page" });

describe("Pagination", () => {
  it("shows the page position and the total count", () => {
    render(<Pagination page={2} pageSize={25} total={1234} onPageChange={() => {}} />);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 50")).toBeInTheDocument();
    expect(screen.getByText("Showing 26–50 of 1,234")).toBeInTheDocument();
  });

  it("disables Previous on the first page and moves forward", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageSize={10} total={30} onPageChange={onPageChange} />);
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    await userEvent.click(next());
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("disables Next on the last page and moves back", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageSize={10} total={30} onPageChange={onPageChange} />);
    expect(next()).toBeDisabled();
    await userEvent.click(previous());
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("treats an empty result as a single page with both buttons disabled", () => {
    render(<Pagination page={1} pageSize={10} total={0} onPageChange={() => {}} />);
    expect(screen.getByText("Page 1 of 1")).toBeInTheDocument();
    expect(screen.getByText("No results")).toBeInTheDocument();
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
  });

  it("clamps an out-of-range page and never requests a page past the end", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={9} pageSize={10} total={21} onPageChange={onPageChange} />);
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await userEvent.click(previous());
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("counts a single result and a short last page", () => {
    render(<Pagination page={1} pageSize={10} total={1} onPageChange={() => {}} />);
    expect(screen.getByText("Showing 1–1 of 1")).toBeInTheDocument();
    cleanup();
    render(<Pagination page={9} pageSize={10} total={21} onPageChange={() => {}} />);
    expect(screen.getByText("Showing 21–21 of 21")).toBeInTheDocument();
  });
});
