import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { type MailCatcher, startMailCatcher } from "../server/test/mail-catcher";

export { linkIn } from "../server/test/mail-catcher";

export const SETUP_ADMIN = { email: "owner@agency.test", password: "first-admin-password" };

/**
 * A second built server for journeys that follow mailed links: its own database (empty unless `demo`, so
 * the admin setup page has work to do) and SMTP_URL pointing at a real SMTP server in this process.
 */
export async function startServerWithMail(
  port: number,
  options: { demo?: boolean } = {},
): Promise<{
  baseURL: string;
  mail: MailCatcher;
  stop(): Promise<void>;
}> {
  const mail = await startMailCatcher();
  const dataDir = `./test-results/e2e-mail-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  // E2E_SERVER=source: the API from source, as in playwright.config.ts.
  const [command, args] =
    process.env.E2E_SERVER === "source"
      ? ["npx", ["tsx", "server/main.ts"]]
      : [process.execPath, ["dist/server/main.js"]];
  const child: ChildProcess = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: options.demo ? "1" : "0",
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      SMTP_URL: mail.url,
      ADMIN_EMAIL: SETUP_ADMIN.email,
      ADMIN_PASSWORD: SETUP_ADMIN.password,
      WEB_DIST: process.env.E2E_WEB_DIST ?? "./dist/web",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://localhost:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() - started > 60_000) throw new Error("the server did not become healthy in 60 s");
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    mail,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
