import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StatusMenu } from "./status-menu";

afterEach(cleanup);

const statuses = ["draft", "sent"] as const;
const labels = { draft: "Draft", sent: "Sent" };

function renderMenu(onChange = vi.fn()) {
  render(
    <StatusMenu
      label="Change the status of Lisbon weekend"
      value="draft"
      statuses={statuses}
      labels={labels}
      busy={false}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe("StatusMenu", () => {
  it("marks the record with the status picked", async () => {
    const onChange = renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "Change the status of Lisbon weekend" }));
    await userEvent.click(screen.getByRole("menuitemradio", { name: "Sent" }));
    expect(onChange).toHaveBeenCalledWith("sent");
  });

  it("shows the current status checked and sends nothing when it is picked again", async () => {
    const onChange = renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "Change the status of Lisbon weekend" }));
    const current = screen.getByRole("menuitemradio", { name: "Draft" });
    expect(current).toHaveAttribute("aria-checked", "true");
    await userEvent.click(current);
    expect(onChange).not.toHaveBeenCalled();
  });
});
