import { useMutation } from "@tanstack/react-query";
import type { SsrImportPreview } from "#domain/ssr/ssr-api.schema";
import { api } from "../../../lib/api-client";

/** Asks the server what importing this file would do; nothing is written. */
export function previewSsrImport(file: Blob, filename = "ssr.csv"): Promise<SsrImportPreview> {
  const form = new FormData();
  form.append("csv", file, filename);
  return api<SsrImportPreview>("/api/ssr/import/preview", { method: "POST", form });
}

export function usePreviewSsrImport() {
  return useMutation({
    mutationFn: ({ file }: { file: File }) => previewSsrImport(file, file.name),
    meta: { errorTitle: "Upload Failed", errorFallback: "The file could not be read." },
  });
}
