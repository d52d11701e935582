import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const script = resolve(import.meta.dirname, "check-boundaries.mjs");
const trees: string[] = [];

/** A fake repository with these files; answers the script's exit code and `file:line:column rule` lines. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "boundaries-"));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const r = spawnSync(process.execPath, [script, "--root", root], { encoding: "utf8" });
  const found = r.stderr
    .split("\n")
    .map((line) => /^(\S+:\d+:\d+)\s+(\S+):/.exec(line))
    .filter((m) => m !== null)
    .map((m) => `${m[1]} ${m[2]}`);
  return { code: r.status, found, stderr: r.stderr };
}

afterAll(() => {
  for (const root of trees) rmSync(root, { recursive: true, force: true });
});

// Each case: a file whose second line imports something; `rule` is what the script must flag, or null.
const cases: { name: string; file: string; line: string; rule: string | null }[] = [
  {
    name: "a server feature calling another through its index",
    file: "server/features/gds/gds.service.ts",
    line: 'import { startTrip } from "../trips";',
    rule: null,
  },
  {
    name: "a server feature naming another's index.ts",
    file: "server/features/gds/e.ts",
    line: 'import { startTrip } from "../trips/index";',
    rule: null,
  },
  {
    name: "a server feature reaching into another's service file",
    file: "server/features/gds/f.ts",
    line: 'import { startTrip } from "../trips/trip-records.service";',
    rule: "server-feature-internals",
  },
  {
    name: "a job reaching into a feature's service file",
    file: "server/jobs/registry.ts",
    line: 'import { createInvoicesService } from "../features/invoices/invoices.service";',
    rule: "server-feature-internals",
  },
  {
    name: "a job using a feature's index",
    file: "server/jobs/jobs.ts",
    line: 'import { createInvoicesService } from "../features/invoices";',
    rule: null,
  },
  {
    name: "a test reaching into another feature",
    file: "server/features/gds/gds.test.ts",
    line: 'import { startTrip } from "../trips/trip-records.service";',
    rule: null,
  },
  {
    name: "a server feature reaching another's helper",
    file: "server/features/gds/gds.service.ts",
    line: 'import { checkSegmentMove } from "../trips/segment-move";',
    rule: "server-feature-internals",
  },
  {
    name: "a server feature reaching another's routes",
    file: "server/features/gds/gds.service.ts",
    line: 'import { tripsRoutes } from "../trips/trips.routes";',
    rule: "server-feature-internals",
  },
  {
    name: "a type-only import of another feature's helper",
    file: "server/features/gds/a.ts",
    line: 'import type { Row } from "../trips/trip-columns";',
    rule: "server-feature-internals",
  },
  {
    name: "a re-export of another feature's helper",
    file: "server/features/gds/b.ts",
    line: 'export { toTrip } from "../trips/trip-columns";',
    rule: "server-feature-internals",
  },
  {
    name: "a dynamic import of another feature's helper",
    file: "server/features/gds/c.ts",
    line: 'export const load = () => import("../trips/trip-columns");',
    rule: "server-feature-internals",
  },
  {
    name: "an import() type of another feature's helper",
    file: "server/features/gds/d.ts",
    line: 'export type Columns = typeof import("../trips/trip-columns");',
    rule: "server-feature-internals",
  },
  {
    name: "a feature's own files",
    file: "server/features/trips/trips.service.ts",
    line: 'import { toTrip } from "./trip-columns";',
    rule: null,
  },
  {
    name: "the app registering a feature's routes",
    file: "server/app.ts",
    line: 'import { tripsRoutes } from "./features/trips/trips.routes";',
    rule: null,
  },
  {
    name: "a web feature using another's api hook",
    file: "web/features/trips/components/trip-card.tsx",
    line: 'import { useOffers } from "../../trip-offers/api/list-offers";',
    rule: null,
  },
  {
    name: "a page composing another feature's component",
    file: "web/features/trips/trip-detail-page.tsx",
    line: 'import { OffersTab } from "../trip-offers/components/trip-offers-tab";',
    rule: null,
  },
  {
    name: "a component using another feature's component",
    file: "web/features/trips/components/segments-tab.tsx",
    line: 'import { OffersTab } from "../../trip-offers/components/trip-offers-tab";',
    rule: "web-feature-internals",
  },
  {
    name: "a page importing another feature's page",
    file: "web/features/trips/trips-page.tsx",
    line: 'const Flights = () => import("../flights/flights-page");',
    rule: "web-feature-internals",
  },
  {
    name: "a web feature reaching another's loose helper",
    file: "web/features/trips/trips-page.tsx",
    line: 'import { useLogout } from "../auth/use-logout";',
    rule: "web-feature-internals",
  },
  {
    name: "the app shell using a feature",
    file: "web/app/layout/app-layout.tsx",
    line: 'import { useLogout } from "../../features/auth/use-logout";',
    rule: null,
  },
  {
    name: "domain importing the server",
    file: "domain/trips/trip-title.ts",
    line: 'import type { Tx } from "../../server/db/client";',
    rule: "domain-purity",
  },
  {
    name: "domain importing the web",
    file: "domain/trips/trip-format.ts",
    line: 'import { cn } from "../../web/lib/utils";',
    rule: "domain-purity",
  },
  {
    name: "domain importing domain through the alias",
    file: "domain/trips/trip.schema.ts",
    line: 'import { isIsoDate } from "#domain/calendar-date";',
    rule: null,
  },
  {
    name: "the web importing the server",
    file: "web/lib/api-client.ts",
    line: 'import type { AppError } from "../../server/http/errors";',
    rule: "web-imports-server",
  },
  {
    name: "the web importing domain",
    file: "web/lib/money.ts",
    line: 'import { formatMoney } from "#domain/money";',
    rule: null,
  },
  {
    name: "the server importing domain by a relative path",
    file: "server/features/trips/trips.service.ts",
    line: 'import { notFound } from "../../../domain/errors";',
    rule: "domain-alias",
  },
  {
    name: "a bench script importing domain by a relative path",
    file: "bench/trips.bench.ts",
    line: 'import { parseReservation } from "../domain/gds/parse-reservation";',
    rule: "domain-alias",
  },
  {
    name: "domain importing its own files by a relative path",
    file: "domain/trips/trip.schema.ts",
    line: 'import { isIsoDate } from "../calendar-date";',
    rule: null,
  },
];

describe("check-boundaries", { timeout: 60_000 }, () => {
  // One tree holds every case, each in its own file (c<i>-<name>), so one run checks them all.
  const pathOf = (file: string, i: number) => file.replace(/[^/]+$/, (name) => `c${i}-${name}`);
  const tree = Object.fromEntries(cases.map((c, i) => [pathOf(c.file, i), `// case ${i}\n${c.line}\n`]));
  const result = check(tree);

  it.each(cases.map((c, i) => ({ ...c, i })))("$name: $rule", ({ file, rule, i }) => {
    const path = pathOf(file, i);
    const flagged = result.found.filter((f) => f.startsWith(`${path}:`));
    if (rule === null) expect(flagged).toEqual([]);
    else expect(flagged).toEqual([expect.stringMatching(new RegExp(`^${path}:2:\\d+ ${rule}$`))]);
  });

  it("fails with the count when anything is flagged", () => {
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${cases.filter((c) => c.rule).length} import boundaries broken`);
  });

  it("names the column of the specifier and the rule's reason", () => {
    const r = check({ "server/features/a/a.service.ts": 'import x from "../b/helper";\n' });
    expect(r.stderr).toContain(
      'server/features/a/a.service.ts:1:15  server-feature-internals: "../b/helper": server feature a reaches b only through b\'s index.ts',
    );
  });

  it("counts columns in characters after non-ASCII text, and reports a file it cannot parse", () => {
    const r = check({
      "server/features/a/a.service.ts": '// Zürich → Genève\nconst s = "é"; import x from "../b/helper";\n',
      "server/features/a/broken.ts": 'import { from "../b/helper";\n',
    });
    expect(r.found).toEqual([
      "server/features/a/a.service.ts:2:30 server-feature-internals",
      "server/features/a/broken.ts:1:1 unreadable",
    ]);
    expect(r.code).toBe(1);
  });

  it("passes a tree that keeps the rules, and reads TSX", () => {
    const r = check({
      "web/features/a/a-page.tsx":
        'import { B } from "../b/components/b";\nexport const A = () => <B<string> />;\n',
      "server/features/a/a.service.ts": 'import { b } from "../b";\n',
    });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
  });
});
