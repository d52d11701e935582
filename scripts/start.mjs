// `npm start`: builds the app when the build is missing or older than the sources, then runs the server.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const outputs = ["dist/web/index.html", "dist/server/main.js"];
const sources = ["web", "server", "domain", "package-lock.json", "vite.config.ts"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const built = outputs.every((p) => existsSync(p)) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
if (built === 0 || Math.max(...sources.map(newest)) > built) {
  console.log("Building Itinera (first start or sources changed)…");
  execSync("npm run -s build", { stdio: "inherit" });
}

if (existsSync(".env")) process.loadEnvFile(".env");
await import("../dist/server/main.js");
