import { docsFields, docsFieldValues } from "./docs-fields";
import type { DocsInput } from "./docs-input";

/** Galileo entry: SI.P1/SSRDOCSYYHK1/P/GBR/123456789/GBR/12JUL82/M/15JAN30/SMITH/JOHN. */
export function buildGalileoDocs(input: DocsInput): string {
  const f = docsFields(input);
  const fields = docsFieldValues(f);
  return `SI.P${f.passenger ?? 1}/SSRDOCS${f.airline}HK1/${fields.join("/")}`;
}
