import { zodResolver } from "@hookform/resolvers/zod";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { FormSelectField } from "./form-select-field";

afterEach(cleanup);

const schema = z.object({
  kind: z.enum(["hotel", "car"], { error: "Choose a kind" }),
  status: z.string().nullable(),
});
type Values = z.input<typeof schema>;
const kinds = [
  { value: "hotel", label: "Hotel" },
  { value: "car", label: "Car" },
];

function Harness({
  defaults = { kind: "" as Values["kind"], status: "" },
  statusNoneValue,
  onSubmit,
  ...field
}: {
  defaults?: Values;
  statusNoneValue?: "" | null;
  onSubmit: (values: Values) => void;
} & Partial<React.ComponentProps<typeof FormSelectField<Values>>>) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <FormSelectField control={form.control} name="kind" label="Kind" options={kinds} {...field} />
        {/* No control: the FormProvider's. */}
        <FormSelectField
          name="status"
          label="Status"
          options={kinds}
          noneLabel="Not set"
          noneValue={statusNoneValue}
        />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

/** Clears status when the kind changes, noting what the form held when it ran. */
function Dependent({ seen, onSubmit }: { seen: string[]; onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { kind: "hotel", status: "car" } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <FormSelectField
        control={form.control}
        name="kind"
        label="Kind"
        options={kinds}
        onValueChange={(value) => {
          seen.push(`${value} over ${form.getValues("kind")}`);
          form.setValue("status", "");
        }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

async function save() {
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
}

describe("FormSelectField", () => {
  it("puts the chosen value into the form", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await choose("Kind", "Car");
    expect(screen.getByRole("combobox", { name: "Kind" })).toHaveTextContent("Car");
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ kind: "car", status: "" });
  });

  it("shows the field's error under it and drops it once a value is chosen", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await save();
    const kind = screen.getByRole("combobox", { name: "Kind" });
    expect(await screen.findByText("Choose a kind")).toBeInTheDocument();
    expect(kind).toHaveAttribute("aria-invalid", "true");
    expect(kind).toHaveAccessibleDescription("Choose a kind");
    expect(onSubmit).not.toHaveBeenCalled();
    await choose("Kind", "Hotel");
    await waitFor(() => expect(screen.queryByText("Choose a kind")).not.toBeInTheDocument());
  });

  it("shows the caller's error instead, or none when it passes null", async () => {
    const { unmount } = render(<Harness onSubmit={vi.fn()} error="Add hotels first" />);
    await save();
    expect(await screen.findByText("Add hotels first")).toBeInTheDocument();
    expect(screen.queryByText("Choose a kind")).not.toBeInTheDocument();
    unmount();

    render(<Harness onSubmit={vi.fn()} error={null} />);
    await save();
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Kind" })).not.toHaveAttribute("aria-invalid"),
    );
    expect(screen.queryByText("Choose a kind")).not.toBeInTheDocument();
  });

  it("clears the field with its noneLabel, to '' or to the noneValue", async () => {
    const onSubmit = vi.fn();
    const { unmount } = render(<Harness onSubmit={onSubmit} defaults={{ kind: "hotel", status: "car" }} />);
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Car");
    await choose("Status", "Not set");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Not set");
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ kind: "hotel", status: "" });
    unmount();

    const nulled = vi.fn();
    render(<Harness onSubmit={nulled} defaults={{ kind: "car", status: "hotel" }} statusNoneValue={null} />);
    await choose("Status", "Not set");
    await save();
    await waitFor(() => expect(nulled).toHaveBeenCalledTimes(1));
    expect(nulled.mock.calls[0]![0]).toEqual({ kind: "car", status: null });
  });

  it("runs onValueChange before the form takes the value", async () => {
    const seen: string[] = [];
    const onSubmit = vi.fn();
    render(<Dependent seen={seen} onSubmit={onSubmit} />);
    await choose("Kind", "Car");
    expect(seen).toEqual(["car over hotel"]);
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ kind: "car", status: "" });
  });

  it("keeps a disabled field's value in the submission", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} defaults={{ kind: "car", status: "" }} disabled />);
    expect(screen.getByRole("combobox", { name: "Kind" })).toBeDisabled();
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ kind: "car", status: "" });
  });
});
