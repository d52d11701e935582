import { join } from "node:path";
import { createFileStore } from "./file-store";

/** Where trip documents' bytes live: the documents feature writes them, a trip's delete removes them. */
export function tripDocumentStore(filesDir: string) {
  return createFileStore(join(filesDir, "trip-documents"));
}
