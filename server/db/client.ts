import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg, NodePgSession } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type ListenEvents, listenWithReconnect } from "./pg-listener";
import { defaultPoolOptions, type PoolOptions } from "./pool-options";
import { schema } from "./schema";

type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a service needs: the database itself or a transaction on it. */
export type DbOrTx = Db | Tx;

export interface PreparedStatement {
  /** Unique per distinct text: a name prepared once is reused with the same text on that connection. */
  name: string;
  text: string;
  values: unknown[];
}

export type Notification = (payload: string) => void;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs raw SQL on one connection; used by migrations and the seed. */
  exec(sql: string): Promise<void>;
  /**
   * Runs one statement of a hot read path by name: Postgres parses it once per connection and can keep
   * its plan, which saves more than the query itself costs on small lookups. Only for statements whose
   * text never embeds a value; rows come back as the driver reads them (timestamps as Date).
   */
  prepared<T>(statement: PreparedStatement): Promise<T[]>;
  /** Subscribes to a NOTIFY channel; resolves once listening. On PostgreSQL a lost connection is re-opened. */
  listen(channel: string, onPayload: Notification, events?: ListenEvents): Promise<() => Promise<void>>;
  /**
   * Runs fn on a connection of its own, outside the pool, holding a cluster-wide advisory lock: for
   * start-up work that spans several transactions (migrations). Everything else locks inside its
   * transaction (`lockInTransaction`), so a lock can never starve the pool.
   */
  withStartupLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; undefined keeps it in memory. */
  dataDir?: string;
  /** An already open PGlite, shared by several app instances in one process (tests). */
  pglite?: PGlite;
  /** PostgreSQL only: pool size and timeouts. */
  pool?: PoolOptions;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pool ?? defaultPoolOptions);
  return openPglite(options.pglite ?? (await createPglite(options.dataDir)));
}

export async function createPglite(dataDir?: string): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir ? { dataDir, extensions: { pg_trgm } } : { extensions: { pg_trgm } });
}

/** An in-memory PGlite started from a dumped data directory: skips initdb and migrations (tests). */
export async function createPgliteFrom(snapshot: Blob): Promise<PGlite> {
  return PGlite.create({ loadDataDir: snapshot, extensions: { pg_trgm } });
}

function openPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as Db;
  // PGlite is a single connection (its transactions already run one at a time): a promise chain
  // stands in for the session lock across the app instances of one process.
  let lockChain: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: "pglite",
    exec: async (sql) => {
      await client.exec(sql);
    },
    // In-process: nothing to save by naming a statement.
    prepared: async <T>({ text, values }: PreparedStatement) => (await client.query<T>(text, values)).rows,
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    withStartupLock: (_key, fn) => {
      const run = lockChain.then(() => fn(db));
      lockChain = run.catch(() => undefined);
      return run;
    },
    // A shared instance belongs to whoever created it.
    close: async () => {},
  };
}

/** What drizzle's pool session holds, to build a session on one checked-out client. */
type SessionParts = { dialect: never; schema: never; options: never };

/**
 * drizzle's pool transaction sends BEGIN before its try/finally: when the connection dies in between (the
 * database restarting), the client is never released, the pool keeps one connection fewer for good and
 * `pool.end()` waits forever. This one checks out the client, runs drizzle's own transaction on it, and
 * always gives it back; pg-pool drops a client whose connection is gone.
 */
function releasingTransaction(pool: pg.Pool, db: Db): Db["transaction"] {
  // Not in drizzle's public type: the session the pool database was built with.
  const { dialect, schema: tables, options } = Reflect.get(db, "session") as SessionParts;
  return async (work, config) => {
    const client = await pool.connect();
    try {
      return await new NodePgSession(client, dialect, tables, options).transaction(work as never, config);
    } finally {
      client.release();
    }
  };
}

function openPostgres(url: string, options: PoolOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.size,
    // A full pool fails the query ("timeout exceeded when trying to connect") instead of queueing forever.
    connectionTimeoutMillis: options.checkoutTimeoutMs,
    // PostgreSQL cancels a runaway statement (57014) and ends a transaction left idle (25P03).
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.statementTimeoutMs,
    // The app's statements are short: JIT compiling them cost ~40 ms each in the list bench, and gained nothing.
    options: "-c jit=off",
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  // A checked-out client whose connection is cut (database restart, failover) also emits "error": unheard, that
  // would end the process. Its query or transaction fails on its own (a 503), and the pool drops it on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as Db;
  db.transaction = releasingTransaction(pool, db);
  const listeners: (() => Promise<void>)[] = [];
  return {
    db,
    kind: "postgres",
    exec: async (sql) => {
      await pool.query(sql);
    },
    prepared: async <T>(statement: PreparedStatement) =>
      (await pool.query(statement as pg.QueryConfig<unknown[]>)).rows as T[],
    listen: async (channel, onPayload, events) => {
      const unlisten = await listenWithReconnect(url, channel, onPayload, events);
      listeners.push(unlisten);
      return async () => {
        listeners.splice(listeners.indexOf(unlisten), 1);
        await unlisten();
      };
    },
    withStartupLock: async (key, fn) => {
      // Not from the pool, and without the statement timeout: a migration may build a large index.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: options.checkoutTimeoutMs,
      });
      client.on("error", () => {});
      await client.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [key]);
        return await fn(drizzlePg(client, { schema, casing: "snake_case" }) as Db);
      } finally {
        // Ending the session releases the lock, whatever state fn left the connection in.
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      await Promise.all(listeners.map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}
