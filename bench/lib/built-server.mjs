// The built server (dist/server/main.js) on a demo database of its own, as the after-build benches start it.
import { spawn } from "node:child_process";

/**
 * Starts the built server on `port` with DATA_DIR `dataDir` (demo data loaded on its first start) and waits for
 * /api/health; answers the process and the milliseconds from spawn to healthy. Stop it with `stop(child)`.
 * `env` adds or overrides variables (DATABASE_URL for PostgreSQL).
 */
export async function startBuiltServer({ port, dataDir, timeoutMs = 30_000, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      ...env,
    },
    stdio: "ignore",
  });
  for (;;) {
    if (performance.now() - started > timeoutMs) {
      await stop(child);
      throw new Error(`server did not become healthy in ${timeoutMs / 1000} s`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}
