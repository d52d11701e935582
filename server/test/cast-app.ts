import { beforeAll } from "vitest";
import { type LazyTestAppOptions, type TestApp, withTestApp } from "./test-app";
import { type Cast, caller, signInCast } from "./trip-fixtures";

export type Caller = ReturnType<typeof caller>;

/** What a feature test file holds on to: the app, its five signed-in callers, and a way to call routes as them. */
export interface CastApp {
  t: TestApp;
  cast: Cast;
  call: Caller;
}

/**
 * Registers the hooks of the file it is called in: the real app with the cast signed in before its tests,
 * closed after them. Its FILES_DIR is a temporary folder of its own (`t.filesDir`), removed on close.
 */
export function withCastApp(options: LazyTestAppOptions = {}): CastApp {
  const t = withTestApp(() => ({
    tempFilesDir: "itinera-files-",
    ...(typeof options === "function" ? options() : options),
  }));
  const cast = {} as Cast;
  beforeAll(async () => {
    Object.assign(cast, await signInCast(t));
  });
  return { t, cast, call: caller(t) };
}
