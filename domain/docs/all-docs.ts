import { buildAmadeusDocs } from "./amadeus-docs";
import type { DocsInput } from "./docs-input";
import { buildGalileoDocs } from "./galileo-docs";
import { buildSabreDocs } from "./sabre-docs";

export interface AllDocs {
  amadeus: string;
  galileo: string;
  sabre: string;
}

/** The same DOCS data as an entry for each reservation system. */
export function buildAllDocs(input: DocsInput): AllDocs {
  return { amadeus: buildAmadeusDocs(input), galileo: buildGalileoDocs(input), sabre: buildSabreDocs(input) };
}
