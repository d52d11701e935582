import { docsFields, docsFieldValues } from "./docs-fields";
import type { DocsInput } from "./docs-input";

/** Amadeus entry: SRDOCS YY HK1-P-GBR-123456789-GBR-12JUL82-M-15JAN30-SMITH-JOHN/P1. */
export function buildAmadeusDocs(input: DocsInput): string {
  const f = docsFields(input);
  const fields = docsFieldValues(f);
  const passenger = f.passenger === undefined ? "" : `/P${f.passenger}`;
  return `SRDOCS ${f.airline} HK1-${fields.join("-")}${passenger}`;
}
