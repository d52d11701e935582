import { AsyncLocalStorage } from "node:async_hooks";
import type { Tx } from "../db/client";

/**
 * Work that must commit with the change a caller's code makes, or not at all: a request's uploaded file, or
 * its idempotency claim being marked done. Runs inside the kernel's transaction, after the use case.
 */
export type CommitHook = (tx: Tx) => Promise<void>;

const hooks = new AsyncLocalStorage<CommitHook[]>();

/**
 * Runs `fn` with `hook` added to what every outermost change made inside it runs before committing (nested
 * `withCommitHooks` add to the outer ones). A hook that must run once removes itself: see `once`.
 */
export function withCommitHook<T>(hook: CommitHook, fn: () => T): T {
  return hooks.run([...(hooks.getStore() ?? []), hook], fn);
}

/** A hook that runs in the first change that commits and in no later one. */
export function once(hook: CommitHook): CommitHook & { readonly ran: () => boolean } {
  let ran = false;
  const wrapped = async (tx: Tx) => {
    if (ran) return;
    await hook(tx);
    ran = true;
  };
  return Object.assign(wrapped, { ran: () => ran });
}

/** The kernel calls this last in each outermost change's transaction. */
export async function runCommitHooks(tx: Tx): Promise<void> {
  for (const hook of hooks.getStore() ?? []) await hook(tx);
}
