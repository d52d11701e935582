import { type ReactNode, useMemo, useState } from "react";
import {
  type GdsImportResult,
  type GdsImportTarget,
  type GdsPreview,
  gdsContentProblem,
} from "#domain/gds-import/gds-import.schema";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Combobox } from "../../../components/ui/combobox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { useImportGds } from "../api/import-gds";
import { useClientOptions, useTripOptions } from "../api/list-import-targets";
import { useParseGds } from "../api/parse-gds";
import { GdsPreviewView } from "./gds-preview";
import { ImportResultView } from "./import-result-view";

export const GDS_PLACEHOLDER = "Paste GDS content here (Amadeus, Galileo, Sabre or Apollo format)...";

type Step = "paste" | "preview" | "result";
type TargetKind = "keep" | "new" | "existing" | "none";

/** Today in the browser's calendar: years of day-month dates are inferred from it. */
function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function TargetOption({
  value,
  current,
  onSelect,
  label,
  children,
}: {
  value: TargetKind;
  current: TargetKind;
  onSelect: (kind: TargetKind) => void;
  label: string;
  children?: ReactNode;
}) {
  const id = `gds-target-${value}`;
  return (
    <div className="grid gap-2 rounded-md border p-3 has-[:checked]:border-primary">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="radio"
          name="gds-target"
          className="size-4 accent-primary"
          checked={current === value}
          onChange={() => onSelect(value)}
        />
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
      </div>
      {current === value ? children : null}
    </div>
  );
}

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
  const [step, setStep] = useState<Step>("paste");
  const [content, setContent] = useState("");
  const [contentError, setContentError] = useState<string | null>(null);
  const [preview, setPreview] = useState<GdsPreview | null>(null);
  const [result, setResult] = useState<GdsImportResult | null>(null);
  const [kind, setKind] = useState<TargetKind>("new");
  const [clientId, setClientId] = useState("");
  const [tripId, setTripId] = useState("");
  const [createPassengers, setCreatePassengers] = useState(true);
  const [referenceDate] = useState(localToday);
  const parse = useParseGds();
  const importing = useImportGds();
  const busy = parse.isPending || importing.isPending;

  const choosing = step === "preview";
  const clients = useClientOptions(choosing && kind === "new");
  const trips = useTripOptions(choosing && kind === "existing");
  const clientChoices = useMemo(
    () => (clients.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
    [clients.data],
  );
  const tripChoices = useMemo(
    () => (trips.data?.items ?? []).map((t) => ({ value: t.id, label: t.title, hint: t.clientName })),
    [trips.data],
  );

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      setStep("paste");
      setContent("");
      setContentError(null);
      setPreview(null);
      setResult(null);
      parse.reset();
      importing.reset();
    }
  };

  const parseContent = async () => {
    const problem = gdsContentProblem(content);
    setContentError(problem);
    if (problem) return;
    try {
      const answer = await parse.mutateAsync({ content, referenceDate });
      setPreview(answer);
      setKind(answer.existing?.tripId ? "keep" : "new");
      setStep("preview");
    } catch {
      // The toast says 'Error parsing GDS content'; the pasted text stays.
    }
  };

  const target: GdsImportTarget | null | "incomplete" =
    kind === "new"
      ? clientId
        ? { newTrip: { clientId } }
        : "incomplete"
      : kind === "existing"
        ? tripId
          ? { tripId }
          : "incomplete"
        : null;

  const confirm = async () => {
    if (target === "incomplete") return;
    try {
      setResult(await importing.mutateAsync({ content, referenceDate, target, createPassengers }));
      setStep("result");
    } catch {
      // The toast says what went wrong; the choices stay.
    }
  };

  const segmentCount = preview?.reservation.segments.length ?? 0;
  const hasTravellers = (preview?.passengers.length ?? 0) > 0;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Parse GDS</DialogTitle>
          <DialogDescription>
            {step === "paste"
              ? "Paste a reservation display. Flight segments are created automatically from it once you confirm the import."
              : step === "preview"
                ? "Check what was read, choose where the flights go, then import."
                : "The reservation has been imported."}
          </DialogDescription>
        </DialogHeader>

        {step === "paste" ? (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void parseContent();
            }}
          >
            <FormField label="GDS content" error={contentError}>
              <Textarea
                value={content}
                onChange={(e) => {
                  setContent(e.target.value);
                  if (contentError) setContentError(null);
                }}
                placeholder={GDS_PLACEHOLDER}
                rows={16}
                spellCheck={false}
                autoComplete="off"
                className="field-sizing-fixed min-h-72 font-mono text-xs md:text-xs"
              />
            </FormField>
            <p className="text-muted-foreground text-sm">
              Flight segments are created automatically from the parsed content: each flight becomes a segment
              of the itinerary with its record locator. Importing the same record locator again updates it.
            </p>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {parse.isPending ? "Parsing…" : "Parse Content"}
              </Button>
            </DialogFooter>
          </form>
        ) : null}

        {step === "preview" && preview ? (
          <div className="grid gap-5">
            <GdsPreviewView preview={preview} content={content} />
            {preview.importProblem ? null : (
              <fieldset className="grid gap-3">
                <legend className="mb-2 font-medium text-sm">Where should the flights go?</legend>
                {preview.existing?.tripId ? (
                  <TargetOption
                    value="keep"
                    current={kind}
                    onSelect={setKind}
                    label={`Keep on its trip: ${preview.existing.tripTitle ?? ""}`}
                  />
                ) : null}
                <TargetOption
                  value="new"
                  current={kind}
                  onSelect={setKind}
                  label={`A new trip${preview.suggestedTripTitle ? `: ${preview.suggestedTripTitle}` : ""}`}
                >
                  <FormField label="Client of the new trip" required>
                    <Combobox
                      options={clientChoices}
                      value={clientId}
                      onChange={setClientId}
                      placeholder="Choose a client"
                      searchPlaceholder="Search clients…"
                      emptyText={clients.isLoading ? "Loading clients…" : "No clients found"}
                    />
                  </FormField>
                </TargetOption>
                <TargetOption value="existing" current={kind} onSelect={setKind} label="An existing trip">
                  <FormField label="Trip" required>
                    <Combobox
                      options={tripChoices}
                      value={tripId}
                      onChange={setTripId}
                      placeholder="Choose a trip"
                      searchPlaceholder="Search trips…"
                      emptyText={trips.isLoading ? "Loading trips…" : "No trips found"}
                    />
                  </FormField>
                </TargetOption>
                {preview.existing?.tripId ? null : (
                  <TargetOption
                    value="none"
                    current={kind}
                    onSelect={setKind}
                    label="No trip (flights only)"
                  />
                )}
                {hasTravellers && kind !== "none" ? (
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id="gds-create-passengers"
                      checked={createPassengers}
                      onCheckedChange={(checked) => setCreatePassengers(checked === true)}
                    />
                    <Label htmlFor="gds-create-passengers" className="cursor-pointer font-normal">
                      Create the travellers the trip's client does not have yet, from their passport (DOCS)
                      data
                    </Label>
                  </div>
                ) : null}
              </fieldset>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setStep("paste")} disabled={busy}>
                Back
              </Button>
              <Button
                type="button"
                onClick={() => void confirm()}
                disabled={busy || Boolean(preview.importProblem) || target === "incomplete"}
              >
                {importing.isPending
                  ? "Importing…"
                  : `Import ${segmentCount} ${segmentCount === 1 ? "segment" : "segments"}`}
              </Button>
            </DialogFooter>
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
      </DialogContent>
    </Dialog>
  );
}
