import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Role } from "#domain/auth/role";
import { type App, type BuildOptions, buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { insertVerifiedUser, userIdByEmail } from "../db/seed/seed-users";
import type { Mailer } from "../mail/mailer";
import type { Viewer } from "../realtime/hub";
import { createTestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "correct-horse-battery";

export interface TestApp extends App {
  database: Database;
  /** The app's FILES_DIR when `tempFilesDir` asked for one; removed on close. */
  filesDir: string | undefined;
  /** Headers of a signed-in user of that role (a new user each call unless an e-mail is given). */
  signInAs(role: Role, email?: string): Promise<{ cookie: string; origin: string; userId: string }>;
  close(): Promise<void>;
}

let userCounter = 0;

export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: "test-secret-test-secret-test-secret-42",
    WEB_DIST: "./no-web-in-api-tests",
    DEMO: "0",
    ...overrides,
  });
}

export interface TestAppOptions {
  mailer?: Mailer;
  database?: Database;
  config?: Record<string, string>;
  jobs?: BuildOptions["jobs"];
  /** Gives the app a FILES_DIR of its own under the OS temp folder, named with this prefix (files of before the database kept them). */
  tempFilesDir?: string;
}

/** The real app on a fresh database; sign-in goes through better-auth like a browser's. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const filesDir = options.tempFilesDir ? await mkdtemp(join(tmpdir(), options.tempFilesDir)) : undefined;
  const config = testConfig({ ...options.config, ...(filesDir ? { FILES_DIR: filesDir } : {}) });
  // The pool settings of the test's config (DATABASE_POOL_SIZE…) shape the database it gets.
  const owned = options.database ? null : await createTestDatabase(config.databasePool);
  const database = options.database ?? owned!.database;
  const built = await buildApp({
    config,
    database,
    mailer: options.mailer,
    jobs: options.jobs,
    logger: false,
  });
  await built.app.ready();

  const signIn = async (email: string) => {
    const res = await built.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: { email, password: TEST_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    return { cookie, origin: TEST_ORIGIN, userId: (res.json() as { user: { id: string } }).user.id };
  };

  return {
    ...built,
    database,
    filesDir,
    signInAs: async (role, email) => {
      const address = email ?? `${role}-${++userCounter}-${Date.now()}@test.itinera`;
      if (!email || (await userIdByEmail(database.db, address)) === undefined) {
        await insertVerifiedUser(database.db, {
          email: address,
          name: `Test ${role}`,
          role,
          password: TEST_PASSWORD,
        });
      }
      return signIn(address);
    },
    close: async () => {
      await built.app.close();
      await owned?.close();
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Options now, or a function giving them when the app starts (for what an earlier hook makes, like a mail catcher). */
export type LazyTestAppOptions = TestAppOptions | (() => TestAppOptions);

/**
 * Registers the hooks of the file it is called in: the app started before its tests and closed after them.
 * The object it answers is filled in by then, so the file holds it as a constant.
 */
export function withTestApp(options: LazyTestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(typeof options === "function" ? options() : options));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

/** A staff socket's view, for tests that listen to the hub directly. */
export const staffViewer: Viewer = { userId: "test-observer", staff: true, clientId: null };
