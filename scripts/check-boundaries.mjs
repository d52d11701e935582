// The import boundaries of CONTRIBUTING's "Import rules", checked on every import specifier (static,
// type-only, `export … from`, dynamic `import()`, `import("…")` types) read by a real TypeScript parser.
// Usage: node scripts/check-boundaries.mjs [--root <dir>]; prints file:line:column, the rule and why, exits 1.
import { readFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
// Vite's parseAst is oxc's TypeScript parser: TypeScript 7 has no JavaScript API, and esbuild's API does
// not say where an import is.
import { parseAst } from "vite";
import { lineAndColumn, sourceFiles } from "./source-files.mjs";

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "migrations", "fixtures"]);
// bench/, scripts/ and e2e/ are read for the #domain alias rule; the other rules name their areas.
const AREAS = ["domain", "server", "web", "bench", "scripts", "e2e"];

/**
 * The rules: each answers why an import from one repository path to another breaks it, or null.
 * A server feature (or job) reaches another only through its index.ts, which names what others may call;
 * server/app.ts registers routes and tests may import anything. A web feature may use another feature's api/ hooks anywhere (data, no UI), and only its page
 * (`<name>-page.tsx` at the feature's top) may put another feature's components/ on screen: DESIGN's
 * "a page that needs two features composes them". Nothing else of another feature is reachable.
 */
export const rules = [
  {
    id: "server-feature-internals",
    check(from, to) {
      // "../trips" names the folder, i.e. its index.ts.
      const b = featureOf("server/features/", `${to}/`);
      if (!b || !/^server\/(features|jobs)\//.test(from) || /\.test\.tsx?$/.test(from)) return null;
      const a = featureOf("server/features/", from);
      if (a === b) return null;
      if (/^(\/index(\.ts)?)?$/.test(to.slice(`server/features/${b}`.length))) return null;
      return `${a ? `server feature ${a}` : from} reaches ${b} only through ${b}'s index.ts`;
    },
  },
  {
    id: "web-feature-internals",
    check(from, to) {
      const a = featureOf("web/features/", from);
      const b = featureOf("web/features/", to);
      if (!a || !b || a === b) return null;
      const inside = to.slice(`web/features/${b}/`.length);
      if (inside.startsWith("api/")) return null;
      const isPage = /^[^/]+-page(\.tsx?)?$/.test(from.slice(`web/features/${a}/`.length));
      if (inside.startsWith("components/") && isPage) return null;
      return inside.startsWith("components/")
        ? `only a page composes another feature's components; ${from} is not web/features/${a}'s page`
        : `web feature ${a} reaches ${b} only through ${b}'s api/ hooks (and its components/, from a page)`;
    },
  },
  {
    id: "domain-purity",
    check: (from, to) =>
      from.startsWith("domain/") && /^(server|web)\//.test(to)
        ? "domain/ runs in the server and the browser: it imports nothing from server/ or web/"
        : null,
  },
  {
    id: "domain-alias",
    check: (from, to, specifier) =>
      !from.startsWith("domain/") && to.startsWith("domain/") && specifier.startsWith(".")
        ? `import domain code as "#domain/${to.slice("domain/".length)}", never by a relative path`
        : null,
  },
  {
    id: "web-imports-server",
    check: (from, to) =>
      from.startsWith("web/") && to.startsWith("server/")
        ? "web/ never imports server/: what both need lives in domain/"
        : null,
  },
];

function featureOf(prefix, path) {
  if (!path.startsWith(prefix)) return null;
  const name = path.slice(prefix.length).split("/")[0];
  return name && path.length > prefix.length + name.length ? name : null;
}

/** The repository path an import points at, or null for a package. */
export function targetOf(from, specifier) {
  const base = specifier.startsWith("#domain/") ? "domain" : specifier.startsWith(".") ? dirname(from) : null;
  if (base === null) return null;
  const rest = specifier.startsWith("#domain/") ? specifier.slice("#domain/".length) : specifier;
  const joined = posix.join(base, rest);
  return joined.startsWith("..") ? null : joined;
}

/** Every module specifier of a source file with its offset. */
export function importsOf(text, file) {
  const lang = /\.(tsx|jsx)$/.test(file) ? "tsx" : /\.(ts|mts)$/.test(file) ? "ts" : "js";
  const found = [];
  const literal = (node) => {
    if (node?.type === "Literal" && typeof node.value === "string") return node.value;
    if (node?.type === "TemplateLiteral" && node.expressions.length === 0) return node.quasis[0].value.cooked;
    return null;
  };
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    let source = null;
    if (/^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration|TSImportType)$/.test(node.type))
      source = node.source;
    else if (node.type === "ImportExpression") source = node.source;
    else if (node.type === "TSExternalModuleReference") source = node.expression;
    const specifier = literal(source);
    if (specifier !== null) found.push({ specifier, offset: source.start });
    for (const key in node) if (key !== "parent" && typeof node[key] === "object") visit(node[key]);
  };
  visit(parseAst(text, { lang }, file).body);
  return found;
}

/** Every broken rule under root: { file, line, column, specifier, rule, why }. */
export function checkBoundaries(root) {
  const violations = [];
  for (const file of AREAS.flatMap((area) => [...sourceFiles(root, area, SOURCE, SKIPPED_FOLDERS)])) {
    const text = readFileSync(join(root, file), "utf8");
    let imports;
    try {
      imports = importsOf(text, file);
    } catch (error) {
      const why = `cannot be parsed, so its imports are unchecked: ${String(error.message).split("\n")[0]}`;
      violations.push({ file, line: 1, column: 1, specifier: "", rule: "unreadable", why });
      continue;
    }
    for (const { specifier, offset } of imports) {
      const to = targetOf(file, specifier);
      if (!to) continue;
      for (const rule of rules) {
        const why = rule.check(file, to, specifier);
        if (why) violations.push({ file, ...lineAndColumn(text, offset), specifier, rule: rule.id, why });
      }
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const at = process.argv.indexOf("--root");
  const root = resolve(at > 0 ? process.argv[at + 1] : join(import.meta.dirname, ".."));
  const violations = checkBoundaries(root);
  for (const v of violations) {
    console.error(`${v.file}:${v.line}:${v.column}  ${v.rule}: "${v.specifier}": ${v.why}`);
  }
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import ${violations.length === 1 ? "boundary" : "boundaries"} broken`,
    );
    process.exit(1);
  }
  console.log(`import boundaries hold (${relative(process.cwd(), root) || "."})`);
}
