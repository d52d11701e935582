import { useState } from "react";
import type { GdsTargetChoice } from "#domain/flights/gds-forms.schema";
import type { GdsImportResult, GdsPreview } from "#domain/gds-import/gds-import.schema";
import { FormDialogFrame } from "../../../components/form-dialog";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import { useAgencyToday } from "../../../lib/agency-today";
import { useImportGds } from "../api/import-gds";
import { useParseGds } from "../api/parse-gds";
import { GdsPasteForm } from "./gds-paste-form";
import { GdsPreviewView } from "./gds-preview";
import { GdsTargetForm } from "./gds-target-form";
import { ImportResultView } from "./import-result-view";

const descriptions = {
  paste:
    "Paste a reservation display. Flight segments are created automatically from it once you confirm the import.",
  preview: "Check what was read, choose where the flights go, then import.",
  result: "The reservation has been imported.",
};

/**
 * Parse GDS (SPEC §2, §5): paste a reservation display, read the preview (system, record locator,
 * passengers, segments, unread lines highlighted), choose where it goes, then import. Nothing is stored
 * before the import.
 */
export function ParseGdsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [content, setContent] = useState("");
  const [preview, setPreview] = useState<GdsPreview | null>(null);
  const [result, setResult] = useState<GdsImportResult | null>(null);
  // Years of day-month dates are inferred from the agency's today, taken when the content is parsed; the
  // import reads it the same way.
  const today = useAgencyToday();
  const [referenceDate, setReferenceDate] = useState(today);
  const parse = useParseGds();
  const importing = useImportGds();
  const busy = parse.isPending || importing.isPending;
  const step = result ? "result" : preview ? "preview" : "paste";

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      setContent("");
      setPreview(null);
      setResult(null);
      parse.reset();
      importing.reset();
    }
  };

  const parseContent = async (text: string) => {
    setContent(text);
    setReferenceDate(today);
    setPreview(await parse.mutateAsync({ content: text, referenceDate: today }));
  };

  const importTo = async ({ target, createPassengers }: GdsTargetChoice) => {
    setResult(await importing.mutateAsync({ content, referenceDate, target, createPassengers }));
  };

  return (
    <FormDialogFrame
      open={open}
      onOpenChange={close}
      busy={busy}
      className="max-h-[92vh] overflow-y-auto sm:max-w-4xl"
      title="Parse GDS"
      description={descriptions[step]}
    >
      {step === "paste" ? (
        <GdsPasteForm
          content={content}
          parsing={parse.isPending}
          onParse={parseContent}
          onCancel={() => close(false)}
        />
      ) : null}

      {step === "preview" && preview ? (
        // min-w-0: the wide tables scroll inside the dialog instead of widening it on a phone.
        <div className="flex min-w-0 flex-col gap-5">
          <GdsPreviewView preview={preview} content={content} />
          <GdsTargetForm
            preview={preview}
            importing={importing.isPending}
            onImport={importTo}
            onBack={() => setPreview(null)}
          />
        </div>
      ) : null}

      {step === "result" && result ? (
        <div className="grid gap-5">
          <ImportResultView result={result} />
          <DialogFooter>
            <Button type="button" onClick={() => close(false)}>
              Done
            </Button>
          </DialogFooter>
        </div>
      ) : null}
    </FormDialogFrame>
  );
}
