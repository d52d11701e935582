import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Combobox } from "./combobox";
import { type ComboboxOption, filterOptions } from "./combobox-filter";

afterEach(cleanup);

const airports: ComboboxOption[] = [
  { value: "CDG", label: "Paris Charles de Gaulle", hint: "CDG" },
  { value: "ORY", label: "Paris Orly", hint: "ORY" },
  { value: "GRU", label: "São Paulo Guarulhos", hint: "GRU" },
  { value: "ZRH", label: "Zürich", hint: "ZRH" },
  { value: "BCN", label: "Barcelona El Prat", hint: "BCN" },
];

function Harness({
  options = airports,
  initial = null,
  onChange,
  listHeight,
}: {
  options?: ComboboxOption[];
  initial?: string | null;
  onChange?: (value: string) => void;
  listHeight?: number;
}) {
  const [value, setValue] = React.useState<string | null>(initial);
  return (
    <Combobox
      aria-label="Airport"
      options={options}
      value={value}
      listHeight={listHeight}
      placeholder="Choose an airport"
      emptyText="No airport found."
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/** A Combobox fed by a "server" that answers what the local filter would have dropped. */
function ServerSearch({ onSearchChange }: { onSearchChange: (text: string) => void }) {
  const [found, setFound] = React.useState<ComboboxOption[]>(airports.slice(0, 2));
  return (
    <Combobox
      aria-label="Airport"
      options={found}
      value="ZRH"
      selectedLabel="Zürich (earlier choice)"
      onChange={() => {}}
      onSearchChange={(text) => {
        onSearchChange(text);
        if (text === "xyz") setFound([airports[4]!]);
      }}
    />
  );
}

const trigger = () => screen.getByRole("combobox", { name: "Airport" });
const search = () => screen.getByRole("textbox", { name: "Search Airport" });
const optionLabels = () =>
  within(screen.getByRole("listbox", { name: "Airport" }))
    .queryAllByRole("option")
    .map((o) => o.textContent);

describe("filterOptions", () => {
  it("matches label and hint, ignoring case and accents, prefix matches first", () => {
    expect(filterOptions(airports, "sao").map((o) => o.value)).toEqual(["GRU"]);
    expect(filterOptions(airports, "ZURICH").map((o) => o.value)).toEqual(["ZRH"]);
    expect(filterOptions(airports, "bcn").map((o) => o.value)).toEqual(["BCN"]);
    expect(filterOptions(airports, "or").map((o) => o.value)).toEqual(["ORY"]);
    expect(filterOptions(airports, "r").map((o) => o.value)).toEqual(["CDG", "ORY", "GRU", "ZRH", "BCN"]);
    expect(filterOptions(airports, "  ")).toHaveLength(5);
  });
});

describe("Combobox", () => {
  it("shows the placeholder, then the selected label", () => {
    const { unmount } = render(<Harness />);
    expect(trigger()).toHaveTextContent("Choose an airport");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    unmount();
    render(<Harness initial="ORY" />);
    expect(trigger()).toHaveTextContent("Paris Orly");
  });

  it("opens on click with the search box focused and filters as you type", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
    expect(search()).toHaveFocus();
    expect(optionLabels()).toHaveLength(5);

    await user.type(search(), "paris");
    expect(optionLabels()).toEqual(["Paris Charles de GaulleCDG", "Paris OrlyORY"]);

    await user.clear(search());
    await user.type(search(), "xyz");
    expect(optionLabels()).toEqual([]);
    expect(screen.getByText("No airport found.")).toBeInTheDocument();
  });

  it("selects with the keyboard: arrows then Enter", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    trigger().focus();
    await user.keyboard("{ArrowDown}");
    expect(search()).toHaveFocus();
    const first = screen.getByRole("option", { name: /Charles de Gaulle/ });
    expect(search()).toHaveAttribute("aria-activedescendant", first.id);

    await user.keyboard("{ArrowDown}{ArrowDown}");
    const third = screen.getByRole("option", { name: /São Paulo/ });
    expect(search()).toHaveAttribute("aria-activedescendant", third.id);
    await user.keyboard("{ArrowUp}{Enter}");

    expect(onChange).toHaveBeenCalledExactlyOnceWith("ORY");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent("Paris Orly");
    expect(trigger()).toHaveFocus();
  });

  it("clamps arrows at both ends of the list", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.keyboard("{ArrowUp}");
    expect(search()).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: /Charles de Gaulle/ }).id,
    );
    await user.keyboard("{ArrowDown>9/}");
    expect(search()).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: /Barcelona/ }).id,
    );
  });

  it("filters then selects the first match with Enter", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(trigger());
    await user.keyboard("zur{Enter}");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("ZRH");
  });

  it("opens pre-filtered when typing on the closed trigger", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    trigger().focus();
    await user.keyboard("b");
    expect(search()).toHaveValue("b");
    expect(optionLabels()).toEqual(["Barcelona El PratBCN"]);
  });

  it("starts on the selected option when reopened", async () => {
    const user = userEvent.setup();
    render(<Harness initial="ZRH" />);
    await user.click(trigger());
    const selected = screen.getByRole("option", { name: /Zürich/ });
    expect(selected).toHaveAttribute("aria-selected", "true");
    expect(search()).toHaveAttribute("aria-activedescendant", selected.id);
  });

  it("closes on Escape without changing the value and returns focus", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="CDG" onChange={onChange} />);
    await user.click(trigger());
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger()).toHaveTextContent("Paris Charles de Gaulle");
    expect(trigger()).toHaveFocus();
  });

  it("does nothing on Enter when nothing matches", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(trigger());
    await user.keyboard("qqq{Enter}");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("listbox")).toBeInTheDocument();
  });

  it("selects with the mouse", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(trigger());
    await user.click(screen.getByRole("option", { name: /Barcelona/ }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith("BCN");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("renders only a window of a long list, sized by listHeight", async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness options={many} listHeight={320} onChange={onChange} />);
    await user.click(trigger());
    const listbox = screen.getByRole("listbox");
    expect(listbox.style.maxHeight).toBe("328px");
    const rendered = within(listbox).getAllByRole("option");
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toHaveAttribute("aria-setsize", "2000");

    await user.keyboard("{ArrowDown>30/}");
    const active = screen.getByRole("option", { name: "Option 30" });
    expect(search()).toHaveAttribute("aria-activedescendant", active.id);
    expect(active).toHaveAttribute("aria-posinset", "31");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("v30");
  });

  it("leaves the filtering to a server search: reports what is typed and shows the options as given", async () => {
    const onSearchChange = vi.fn();
    const user = userEvent.setup();
    render(<ServerSearch onSearchChange={onSearchChange} />);
    // The chosen value is not among the answers: the trigger still names it.
    expect(trigger()).toHaveTextContent("Zürich (earlier choice)");
    await user.click(trigger());
    expect(onSearchChange).toHaveBeenLastCalledWith("");
    await user.type(search(), "xyz");
    expect(onSearchChange).toHaveBeenLastCalledWith("xyz");
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Barcelona El PratBCN"]);
  });

  it("cannot be opened when disabled", async () => {
    const user = userEvent.setup();
    render(<Combobox aria-label="Airport" options={airports} value={null} onChange={() => {}} disabled />);
    expect(trigger()).toBeDisabled();
    await user.click(trigger());
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });
});
