import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Combobox } from "./combobox";
import { FormField } from "./form-field";
import { Input } from "./input";

afterEach(cleanup);

describe("FormField", () => {
  it("labels the control and links the description", () => {
    render(
      <FormField label="Passenger name" description="As printed on the passport">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Passenger name" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription("As printed on the passport");
  });

  it("marks the control invalid and describes it with description and error", () => {
    render(
      <FormField label="Email" description="Used for e-tickets" error="Enter a valid email">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Used for e-tickets Enter a valid email");
    expect(screen.getByText("Enter a valid email")).toHaveAttribute("data-slot", "form-field-error");
  });

  it("omits aria-describedby when there is nothing to describe", () => {
    render(
      <FormField label="Notes">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole("textbox", { name: "Notes" })).not.toHaveAttribute("aria-describedby");
  });

  it("uses the given id and sets aria-required for required fields", () => {
    render(
      <FormField label="PNR" id="pnr" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: /PNR/ });
    expect(input).toHaveAttribute("id", "pnr");
    expect(input).toHaveAttribute("aria-required", "true");
  });

  it("wires a Combobox trigger too", () => {
    render(
      <FormField label="Airline" error="Required">
        <Combobox options={[{ value: "af", label: "Air France" }]} value={null} onChange={() => {}} />
      </FormField>,
    );
    const trigger = screen.getByRole("combobox", { name: "Airline" });
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveAccessibleDescription("Required");
  });
});
