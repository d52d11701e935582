import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "./sonner";

afterEach(() => {
  act(() => toast.dismiss());
});

describe("Toaster", () => {
  it("is reached with Alt+T and dismissed with Escape, without a mouse", async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.error("Trip not found");
    });
    expect(await screen.findByText("Trip not found")).toBeInTheDocument();

    await user.keyboard("{Alt>}t{/Alt}");
    await waitFor(() => expect(document.activeElement?.closest("[data-sonner-toaster]")).not.toBeNull());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByText("Trip not found")).not.toBeInTheDocument());
  });

  it("keeps a toast when Escape is pressed elsewhere (a dialog's Escape is the dialog's)", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    act(() => {
      toast("Saved");
    });
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    screen.getByRole("button", { name: "Elsewhere" }).focus();
    await user.keyboard("{Escape}");
    expect(screen.getByText("Saved")).toBeInTheDocument();
  });

  it("closes a toast from its close button with the keyboard", async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast("Client saved");
    });
    expect(await screen.findByText("Client saved")).toBeInTheDocument();
    screen.getByRole("button", { name: "Close toast" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByText("Client saved")).not.toBeInTheDocument());
  });
});
