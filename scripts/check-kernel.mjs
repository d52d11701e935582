// Every write goes through the kernel (server/kernel/mutate.ts): it alone opens a write's transaction, writes
// audit rows, sends realtime events, and the access module alone turns a caller's scope into SQL.
// Flags, in non-test server sources, what a feature would otherwise write by hand (RULES below). Files that
// still did so when the kernel landed are listed in scripts/kernel-debt.json: a listed file may keep its
// old violations until it moves, but a new file, or a new rule broken in a listed one, fails; so does a
// listed entry that no longer applies (run with --shrink to drop those), so the list only ever gets shorter.
// Usage: node scripts/check-kernel.mjs [--root <dir>] [--shrink]; prints file:line and exits 1.
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { lineAndColumn, sourceFiles } from "./source-files.mjs";

const SOURCE = /^(?!.*\.test\.ts$).*\.ts$/;
// Test helpers and migrations are not the app's writes; the seed fills an empty database in one transaction.
const SKIPPED_FOLDERS = new Set(["node_modules", "test", "migrations", "seed"]);
export const DEBT_FILE = "scripts/kernel-debt.json";

/** Each rule: what it finds, why, and the files that are the one place allowed to do it. */
export const RULES = {
  publish: {
    pattern: /\bhub\.publish\(/g,
    why: "emit the event through the kernel's change.emit: it goes out on commit and never on rollback",
    allowed: [],
  },
  notify: {
    pattern: /pg_notify/g,
    why: "only the kernel sends realtime events",
    allowed: ["server/kernel/mutate.ts"],
  },
  cast: {
    pattern: /\bas unknown as\b/g,
    why: "type raw rows with rows<T>() from server/kernel/rows.ts",
    allowed: [],
  },
  audit: {
    pattern: /\bwriteAudit\(/g,
    why: "write audit rows through the kernel's change.audit, in the change's transaction",
    allowed: ["server/kernel/mutate.ts", "server/audit/audit.ts"],
  },
  transaction: {
    pattern: /\.transaction\(/g,
    why: "run a write through ctx.kernel.mutate: it opens the transaction",
    // client.ts: the database layer's own transaction, which the kernel's opens.
    allowed: ["server/kernel/mutate.ts", "server/jobs/job-runner.ts", "server/db/client.ts"],
  },
  scope: {
    pattern:
      /\{ staff: (?:true|false)\b|client_id\s*=\s*\$\{\s*\w*[sS]cope\.clientId|\w*[sS]cope\.staff \? null : \w*[sS]cope\.clientId|values\.push\(\w*[sS]cope\.clientId\)|user_id\s*=\s*\$\{\s*(?:user|actor)\.id\s*\}|eq\(clients\.userId,\s*(?:user|actor)\.id\)/g,
    why: "turn a caller's scope into SQL with scope.where(column) (or scope.reach) from server/access/client-scope.ts",
    allowed: ["server/access/client-scope.ts"],
  },
  version: {
    pattern: /\bversion\s*\+\s*1\b/g,
    why: "move a version with bumpVersion(table.version) from server/db/record-version.ts",
    allowed: ["server/db/record-version.ts"],
  },
  parameters: {
    pattern: /\$\$\{/g,
    why: "put values into sql`…` templates or a list declared with server/kernel/list-query.ts; never number parameters by hand",
    allowed: ["server/kernel/statements.ts"],
  },
  upload: {
    pattern: /@fastify\/multipart|\brequest\.(?:file|files|parts|saveRequestFiles)\(/g,
    why: "receive a file through the upload pipeline: declare a kind in server/files/upload-kinds.ts and call receiveUpload",
    allowed: ["server/files/upload-pipeline.ts"],
  },
  today: {
    pattern: /\.toISOString\(\)\.slice\(0,\s*10\)|\bcurrent_date\b|\btodayIsoDate\b/g,
    why: "take the agency's day from todayIn(config.agencyTimeZone) (domain/dates.ts), never the process's or the database's",
    // The columns' defaults, which every insert overrides with the agency's day.
    allowed: ["server/db/schema/bookings.ts", "server/db/schema/invoices.ts"],
  },
  rowsType: {
    pattern: /\btype Rows<|\binterface Rows<|\bRows<[A-Z]\w*> = /g,
    why: "use rows<T>() from server/kernel/rows.ts",
    allowed: [],
  },
};

/** Every violation in one file's text: { rule, offset }. */
export function violationsIn(text, file) {
  const found = [];
  for (const [rule, { pattern, allowed }] of Object.entries(RULES)) {
    if (allowed.includes(file)) continue;
    for (const match of text.matchAll(pattern)) found.push({ rule, offset: match.index });
  }
  return found;
}

/** Every violation under root: { file, line, rule }. */
export function kernelViolations(root) {
  const found = [];
  for (const file of sourceFiles(root, "server", SOURCE, SKIPPED_FOLDERS)) {
    const text = readFileSync(join(root, file), "utf8");
    for (const { rule, offset } of violationsIn(text, file)) {
      found.push({ file, line: lineAndColumn(text, offset).line, rule });
    }
  }
  return found;
}

/** The violations the debt list does not excuse, and the debt entries that no longer apply. */
export function checkKernel(root, debt) {
  const found = kernelViolations(root);
  const seen = new Set(found.map((f) => `${f.rule} ${f.file}`));
  const excused = new Set(Object.entries(debt).flatMap(([rule, files]) => files.map((f) => `${rule} ${f}`)));
  return {
    fresh: found.filter((f) => !excused.has(`${f.rule} ${f.file}`)),
    paid: [...excused].filter((entry) => !seen.has(entry)),
  };
}

export function readDebt(root) {
  return JSON.parse(readFileSync(join(root, DEBT_FILE), "utf8"));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const at = process.argv.indexOf("--root");
  const root = resolve(at > 0 ? process.argv[at + 1] : join(import.meta.dirname, ".."));
  const debt = readDebt(root);
  const { fresh, paid } = checkKernel(root, debt);
  if (process.argv.includes("--shrink") && paid.length > 0) {
    const gone = new Set(paid);
    const shrunk = Object.fromEntries(
      Object.entries(debt).map(([rule, files]) => [rule, files.filter((f) => !gone.has(`${rule} ${f}`))]),
    );
    writeFileSync(join(root, DEBT_FILE), `${JSON.stringify(shrunk, null, 2)}\n`);
    console.log(`${DEBT_FILE}: ${paid.length} entries paid off and removed`);
  } else {
    for (const entry of paid) console.error(`${DEBT_FILE}: "${entry}" no longer applies: run with --shrink`);
  }
  for (const f of fresh) console.error(`${f.file}:${f.line}  ${f.rule}: ${RULES[f.rule].why}`);
  if (fresh.length > 0 || (paid.length > 0 && !process.argv.includes("--shrink"))) process.exit(1);
  const left = Object.values(debt).reduce((n, files) => n + files.length, 0);
  console.log(
    `kernel: no new hand-written plumbing (${relative(process.cwd(), root) || "."}; ${left} old entries left)`,
  );
}
