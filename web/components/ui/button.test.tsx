import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Button } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("is a type=button by default and fires onClick", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is disabled, busy and shows a spinner while loading", async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    const spinner = container.querySelector('[data-slot="spinner"]');
    expect(spinner).toBeInTheDocument();
    expect(spinner).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("shows no spinner and is enabled when not loading", () => {
    const { container } = render(<Button>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    expect(screen.getByRole("button")).not.toHaveAttribute("aria-busy");
    expect(container.querySelector('[data-slot="spinner"]')).not.toBeInTheDocument();
  });

  it("renders its child with asChild and merges classes", () => {
    render(
      <Button asChild variant="outline" className="custom">
        <a href="/bookings">Bookings</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Bookings" });
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveClass("custom", "border-input");
  });
});
