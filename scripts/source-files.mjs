// What the repository's checks (check-boundaries, check-topic-literals) read: source files and positions.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file under root/folder whose name matches `source`, skipping the named folders. */
export function* sourceFiles(root, folder, source, skippedFolders) {
  let entries;
  try {
    entries = readdirSync(join(root, folder), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) yield* sourceFiles(root, path, source, skippedFolders);
    } else if (source.test(entry.name) && !entry.name.endsWith(".d.ts")) yield path;
  }
}

/** The 1-based line and column (in characters) of an offset in text. */
export function lineAndColumn(text, offset) {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before.at(-1).length + 1 };
}
