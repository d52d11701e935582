import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SsrImportResult } from "#domain/ssr/ssr-api.schema";
import { api } from "../../../lib/api-client";
import { ssrListBaseKey } from "./list-ssr";

/** Upserts the file's valid rows in one transaction; rows with errors are skipped. */
export function importSsr(file: Blob, filename = "ssr.csv"): Promise<SsrImportResult> {
  const form = new FormData();
  form.append("csv", file, filename);
  return api<SsrImportResult>("/api/ssr/import", { method: "POST", form });
}

export function importSummary({ added, updated }: SsrImportResult): string {
  const count = added + updated;
  return `${count} SSR ${count === 1 ? "record" : "records"} imported (${added} added, ${updated} updated)`;
}

export function useImportSsr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file }: { file: File }) => importSsr(file, file.name),
    meta: {
      errorTitle: "Upload Failed",
      errorFallback: "Nothing was imported.",
      success: (data) => ({
        title: "Upload Successful",
        description: importSummary(data as SsrImportResult),
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssrListBaseKey }),
  });
}
