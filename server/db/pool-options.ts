/** How the PostgreSQL pool bounds every wait, so no request can hold or wait for a connection forever. */
export interface PoolOptions {
  /** Connections per instance. */
  size: number;
  /** How long a query waits for a free connection before it fails. */
  checkoutTimeoutMs: number;
  /** Longest a statement may run, or a transaction sit idle, before PostgreSQL ends it. */
  statementTimeoutMs: number;
}

export const defaultPoolOptions: PoolOptions = {
  size: 10,
  checkoutTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
};
