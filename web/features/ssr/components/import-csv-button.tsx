import { UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import type { SsrImportPreview } from "#domain/ssr/ssr-api.schema";
import { SSR_CSV_MAX_BYTES, SSR_CSV_TOO_LARGE_MESSAGE } from "#domain/ssr/ssr-api.schema";
import { Button } from "../../../components/ui/button";
import { showErrorToast } from "../../../lib/query-client";
import { useImportSsr } from "../api/import-ssr";
import { usePreviewSsrImport } from "../api/preview-ssr-import";
import { ImportPreviewDialog } from "./import-preview-dialog";

/** Why this file cannot be uploaded, checked before it leaves the browser (the server checks again). */
export function csvFileProblem(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith(".csv")) return "Choose a .csv file.";
  if (file.size > SSR_CSV_MAX_BYTES) return SSR_CSV_TOO_LARGE_MESSAGE;
  if (file.size === 0) return "The file is empty.";
  return null;
}

/** 'Import CSV': pick a file → server preview → confirm → one transaction on the server. */
export function ImportCsvButton() {
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewSsrImport();
  const importer = useImportSsr();
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<SsrImportPreview | null>(null);

  const choose = async (chosen: File | undefined) => {
    // Choosing the same file again must fire change again.
    if (input.current) input.current.value = "";
    if (!chosen) return;
    const problem = csvFileProblem(chosen);
    if (problem) {
      showErrorToast("Upload Failed", problem);
      return;
    }
    try {
      const result = await preview.mutateAsync({ file: chosen });
      setFile(chosen);
      setPlan(result);
    } catch {
      // The mutation cache shows 'Upload Failed' with the server's reason.
    }
  };

  const close = () => {
    setPlan(null);
    setFile(null);
  };

  const confirm = async () => {
    if (!file) return;
    try {
      await importer.mutateAsync({ file });
      close();
    } catch {
      // 'Upload Failed' is shown; the preview stays open so the user can retry or cancel.
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label="CSV file to import"
        data-testid="ssr-import-input"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button variant="outline" onClick={() => input.current?.click()} loading={preview.isPending}>
        <UploadIcon aria-hidden />
        Import CSV
      </Button>
      <ImportPreviewDialog
        open={plan !== null}
        fileName={file?.name ?? ""}
        plan={plan}
        importing={importer.isPending}
        onConfirm={() => void confirm()}
        onOpenChange={(open) => !open && close()}
      />
    </>
  );
}
