import type { FastifyBaseLogger } from "fastify";
import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Kernel } from "./kernel/mutate";
import type { Mailer } from "./mail/mailer";
import type { RealtimeHub } from "./realtime/hub";

/** What every feature's routes and service are built from. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  hub: RealtimeHub;
  /** The one way to change data: transaction, scope, audit and events (server/kernel/mutate.ts). */
  kernel: Kernel;
  log: FastifyBaseLogger;
}
