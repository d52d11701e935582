import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** The server as its own process, run from source (no build needed): what several instances in production are. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Every log line it printed so far (pino's JSON). */
  logs: string[];
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `server/main.ts` with `env` on a free port and waits until /api/health answers 200. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const keep = (chunk: Buffer) => logs.push(...String(chunk).split("\n").filter(Boolean));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${logs.join("\n")}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${logs.join("\n")}`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, port, base, logs, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
