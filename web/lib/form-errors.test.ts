import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { applyApiFieldErrors } from "./form-errors";

type Values = { email: string; role: string };
const fields = ["email", "role"] as const;

const badRequest = (issues: { path: string; message: string }[]) =>
  new ApiError(400, "VALIDATION_ERROR", "Invalid input", { issues });

describe("applyApiFieldErrors", () => {
  it("puts each issue on its field, without the body. prefix, focusing the first", () => {
    const setError = vi.fn();
    const placed = applyApiFieldErrors<Values>(
      badRequest([
        { path: "body.email", message: "Enter a valid e-mail address" },
        { path: "role", message: "Pick a role" },
      ]),
      setError,
      fields,
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ["email", { type: "server", message: "Enter a valid e-mail address" }, { shouldFocus: true }],
      ["role", { type: "server", message: "Pick a role" }, { shouldFocus: false }],
    ]);
  });

  it("keeps an issue for a field the form does not show, on the form itself", () => {
    const setError = vi.fn();
    const placed = applyApiFieldErrors<Values>(
      badRequest([{ path: "body.clientId", message: "Client not found" }]),
      setError,
      fields,
    );
    expect(placed).toBe(false);
    expect(setError).toHaveBeenCalledWith("root.server", { type: "server", message: "Client not found" });
  });

  it("leaves errors that are not the API's alone", () => {
    const setError = vi.fn();
    expect(applyApiFieldErrors<Values>(new Error("offline"), setError, fields)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
