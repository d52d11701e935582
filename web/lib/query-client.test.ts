import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { type LogEvent, subscribeToLogs } from "./logger";
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
      id: expect.any(String),
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
    expect(toastError).toHaveBeenCalledWith("Error", {
      description: "Already there",
      id: expect.any(String),
    });
  });
});

describe("error toasts", () => {
  it("shows the same failure of two queries once", async () => {
    const client = createQueryClient();
    const fail = (part: string) =>
      client
        .fetchQuery({
          queryKey: ["trips", part, "gone"],
          queryFn: async () => {
            throw new ApiError(404, "NOT_FOUND", "Trip not found");
          },
          meta: { errorTitle: "Error fetching trip details" },
          retry: false,
        })
        .catch(() => {});
    await Promise.all([fail("detail"), fail("segments")]);
    const ids = toastError.mock.calls.map(([, options]) => options.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
  });
});

describe("every error toast also goes to the debug console", () => {
  function lastLog(): LogEvent | undefined {
    let last: LogEvent | undefined;
    subscribeToLogs((events) => {
      last = events.at(-1);
    })();
    return last;
  }

  it("logs a failed change with the toast's title and text", async () => {
    await failWith(new ApiError(404, "NOT_FOUND", "Trip not found"), {
      errorTitle: "Error",
      errorFallback: "Failed to add segment",
    });
    expect(toastError).toHaveBeenCalledWith("Error", {
      description: "Trip not found",
      id: expect.any(String),
    });
    expect(lastLog()).toMatchObject({ level: "error", message: "Error: Trip not found" });
  });

  it("logs a failed query with the toast's title", async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ["passengers", "detail", "gone"],
        queryFn: async () => {
          throw new ApiError(404, "NOT_FOUND", "Passenger not found");
        },
        meta: { errorTitle: "Error fetching passengers" },
        retry: false,
      })
      .catch(() => {});
    expect(toastError).toHaveBeenCalledWith("Error fetching passengers", {
      description: "Passenger not found",
      id: expect.any(String),
    });
    expect(lastLog()).toMatchObject({
      level: "error",
      message: "Error fetching passengers: Passenger not found",
    });
  });
});
