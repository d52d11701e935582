import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient, STALE_TOAST_HINT } from "./query-client";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { error: toastError, success: vi.fn() } }));

afterEach(() => {
  toastError.mockReset();
});

const stale = new ApiError(
  412,
  "PRECONDITION_FAILED",
  "Someone else changed this record since you loaded it.",
  {
    current: { id: "x", version: 2 },
  },
);

async function failWith(error: unknown, meta: Record<string, unknown>) {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, "invalidateQueries");
  const mutation = client.getMutationCache().build(client, {
    mutationFn: async () => {
      throw error;
    },
    meta,
  });
  await mutation.execute(undefined).catch(() => {});
  return invalidate;
}

describe("a change refused because the record moved on (412)", () => {
  it("refreshes every screen and says so in a toast, e.g. for a delete", async () => {
    const invalidate = await failWith(stale, { errorTitle: "Error", errorFallback: "Failed to delete trip" });
    expect(invalidate).toHaveBeenCalledWith();
    expect(toastError).toHaveBeenCalledWith("Error", {
      description: `Someone else changed this record since you loaded it. ${STALE_TOAST_HINT}`,
    });
  });

  it("leaves the explaining to a form that shows the conflict itself", async () => {
    const invalidate = await failWith(stale, { errorTitle: "Error", conflictShownInForm: true });
    expect(invalidate).toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("changes nothing for other errors", async () => {
    const invalidate = await failWith(new ApiError(409, "CONFLICT", "Already there"), {
      errorTitle: "Error",
    });
    expect(invalidate).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith("Error", { description: "Already there" });
  });
});
