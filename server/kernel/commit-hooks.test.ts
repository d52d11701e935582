import { like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Tx } from "../db/client";
import { jobRuns } from "../db/schema/jobs";
import { withTestApp } from "../test/test-app";
import { once, withCommitHook } from "./commit-hooks";
import { SYSTEM } from "./mutate";

const t = withTestApp();
let counter = 0;
let name = "";
beforeEach(() => {
  name = `commit-hook-${++counter}`;
});

/** A hook whose write shows whether it committed: a job_runs row of its own name. */
const writeRow =
  (suffix = "") =>
  async (tx: Tx) => {
    await tx.insert(jobRuns).values({ name: `${name}${suffix}`, lastStartedAt: new Date() });
  };
const rows = async () =>
  (
    await t.database.db
      .select({ name: jobRuns.name })
      .from(jobRuns)
      .where(like(jobRuns.name, `${name}%`))
  )
    .map((row) => row.name)
    .sort();

describe("commit hooks", () => {
  it("commit with the change made inside them", async () => {
    await withCommitHook(writeRow(), () => t.ctx.kernel.mutate(SYSTEM, async () => {}));
    expect(await rows()).toEqual([name]);
  });

  it("roll back with a change that fails", async () => {
    await expect(
      withCommitHook(writeRow(), () =>
        t.ctx.kernel.mutate(SYSTEM, async () => {
          throw new Error("the use case failed");
        }),
      ),
    ).rejects.toThrow("the use case failed");
    expect(await rows()).toEqual([]);
  });

  it("run once per outermost change, not again in a change it calls", async () => {
    await withCommitHook(writeRow(), () =>
      t.ctx.kernel.mutate(SYSTEM, (change) => t.ctx.kernel.mutate(change, async () => {})),
    );
    expect(await rows()).toEqual([name]);
  });

  it("run nowhere outside them", async () => {
    await withCommitHook(writeRow(), async () => {});
    await t.ctx.kernel.mutate(SYSTEM, async () => {});
    expect(await rows()).toEqual([]);
  });

  it("add up when nested, outer first", async () => {
    await withCommitHook(writeRow("-outer"), () =>
      withCommitHook(writeRow("-inner"), () => t.ctx.kernel.mutate(SYSTEM, async () => {})),
    );
    expect(await rows()).toEqual([`${name}-inner`, `${name}-outer`]);
  });

  it("run a `once` hook in the first change only", async () => {
    const hook = once(writeRow());
    expect(hook.ran()).toBe(false);
    await withCommitHook(hook, async () => {
      await t.ctx.kernel.mutate(SYSTEM, async () => {});
      await t.ctx.kernel.mutate(SYSTEM, async () => {});
    });
    expect(hook.ran()).toBe(true);
    expect(await rows()).toEqual([name]);
  });
});
