// Realtime topics are spelled once, in domain/realtime/topics.ts: a service publishes `topics.trips` and a
// query key starts with it, so renaming a topic cannot leave a publisher or a cache key behind.
// Flags, in non-test sources of domain/, server/ and web/: a `topic` property given a string, and a query
// key (a `queryKey` array, or an array in a const named …Key) that starts with a topic's name as a string.
// Usage: node scripts/check-topic-literals.mjs [--root <dir>]; prints file:line:column and exits 1.
import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseAst } from "vite";
import { lineAndColumn, sourceFiles } from "./source-files.mjs";

const AREAS = ["domain", "server", "web"];
// Tests spell the wire format on purpose; server/test and web/test are test helpers.
const SOURCE = /^(?!.*\.test\.tsx?$).*\.tsx?$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "migrations", "fixtures", "test"]);
const TOPICS_FILE = "domain/realtime/topics.ts";

/** The topic names, read from the topics module itself (values of its `topics` object). */
export function topicNamesIn(text) {
  const names = new Set();
  for (const match of text.matchAll(/^\s+[A-Za-z]+: "([a-z-]+)",$/gm)) names.add(match[1]);
  return names;
}

const stringOf = (node) =>
  node?.type === "Literal" && typeof node.value === "string"
    ? node.value
    : node?.type === "TemplateLiteral" && node.expressions.length === 0
      ? node.quasis[0].value.cooked
      : null;

/** Every topic spelled as a literal in one file: { offset, what }. */
export function topicLiteralsOf(text, file, topicNames) {
  const lang = file.endsWith(".tsx") ? "tsx" : "ts";
  const found = [];
  const keyStart = (array) => {
    const first = array?.type === "ArrayExpression" ? stringOf(array.elements[0]) : null;
    if (first !== null && topicNames.has(first)) found.push({ offset: array.elements[0].start, what: first });
  };
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    if (node.type === "Property" && !node.computed) {
      const key = node.key?.name ?? node.key?.value;
      const value = node.value?.type === "TSAsExpression" ? node.value.expression : node.value;
      if (key === "topic" && stringOf(value) !== null)
        found.push({ offset: value.start, what: stringOf(value) });
      if (key === "queryKey") keyStart(value);
    }
    if (node.type === "VariableDeclarator" && /Key$/.test(node.id?.name ?? "")) {
      keyStart(node.init?.type === "TSAsExpression" ? node.init.expression : node.init);
    }
    for (const key in node) if (key !== "parent" && typeof node[key] === "object") visit(node[key]);
  };
  visit(parseAst(text, { lang }, file).body);
  return found;
}

/** Every topic literal under root: { file, line, column, what }. */
export function checkTopicLiterals(root) {
  const topicNames = topicNamesIn(readFileSync(join(root, TOPICS_FILE), "utf8"));
  const found = [];
  for (const file of AREAS.flatMap((area) => [...sourceFiles(root, area, SOURCE, SKIPPED_FOLDERS)])) {
    if (file === TOPICS_FILE) continue;
    const text = readFileSync(join(root, file), "utf8");
    for (const { offset, what } of topicLiteralsOf(text, file, topicNames)) {
      found.push({ file, ...lineAndColumn(text, offset), what });
    }
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const at = process.argv.indexOf("--root");
  const root = resolve(at > 0 ? process.argv[at + 1] : join(import.meta.dirname, ".."));
  const found = checkTopicLiterals(root);
  for (const f of found) {
    console.error(
      `${f.file}:${f.line}:${f.column}  topic "${f.what}" spelled out: use topics from ${TOPICS_FILE}`,
    );
  }
  if (found.length > 0) process.exit(1);
  console.log(`no topic literals (${relative(process.cwd(), root) || "."})`);
}
