import { docsFields, docsFieldValues } from "./docs-fields";
import type { DocsInput } from "./docs-input";

/** Sabre entry: 3DOCS/P/GBR/123456789/GBR/12JUL82/M/15JAN30/SMITH/JOHN-1.1 (Sabre takes no airline code here). */
export function buildSabreDocs(input: DocsInput): string {
  const f = docsFields(input);
  const fields = docsFieldValues(f);
  // A bare position n is read as name field n holding one traveller, the usual way names are entered.
  const nameNumber = f.sabreNameNumber ?? `${f.passenger ?? 1}.1`;
  return `3DOCS/${fields.join("/")}-${nameNumber}`;
}
