/** Every file under root/folder whose name matches `source`, skipping the named folders. */
export function sourceFiles(
  root: string,
  folder: string,
  source: RegExp,
  skippedFolders: Set<string>,
): Generator<string>;

/** The 1-based line and column (in characters) of an offset in text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number };
