import { ChevronDownIcon, ChevronRightIcon, ExternalLinkIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import type { SsrDefinitionResponse, SsrPricingBody, SsrUpdateInput } from "#domain/ssr/ssr-api.schema";
import {
  airlineRulesUrlSchema,
  gdsFormatSchema,
  ssrDescriptionSchema,
} from "#domain/ssr/ssr-definition.schema";
import { ConflictNotice } from "../../../components/conflict-notice";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../components/ui/alert-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { TableCell, TableRow } from "../../../components/ui/table";
import { ApiError } from "../../../lib/api-client";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { formatUsd, parsePriceInput, priceInputValue } from "../ssr-format";
import { AirlinePricing } from "./airline-pricing";
import { GdsFormatPreview } from "./gds-format-preview";

export const SSR_COLUMN_COUNT = 6;

type Draft = {
  description: string;
  price: string;
  gdsFormatAmadeus: string;
  gdsFormatGalileo: string;
  isChargeable: boolean;
  documentationRequired: boolean;
  airlineRulesUrl: string;
};
type DraftField = keyof Draft;
type DraftErrors = Partial<Record<DraftField, string>>;

// Server field names → the input that shows their error.
const serverFieldToDraft: Record<string, DraftField> = {
  description: "description",
  defaultPriceCents: "price",
  gdsFormatAmadeus: "gdsFormatAmadeus",
  gdsFormatGalileo: "gdsFormatGalileo",
  isChargeable: "isChargeable",
  documentationRequired: "documentationRequired",
  airlineRulesUrl: "airlineRulesUrl",
};

function draftOf(d: SsrDefinitionResponse): Draft {
  return {
    description: d.description,
    price: priceInputValue(d.defaultPriceCents),
    gdsFormatAmadeus: d.gdsFormatAmadeus ?? "",
    gdsFormatGalileo: d.gdsFormatGalileo ?? "",
    isChargeable: d.isChargeable,
    documentationRequired: d.documentationRequired,
    airlineRulesUrl: d.airlineRulesUrl ?? "",
  };
}

/** Checks the draft with the API's own field schemas; returns the PATCH body or the errors to show. */
export function validateDraft(draft: Draft): { patch: SsrUpdateInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const description = ssrDescriptionSchema.safeParse(draft.description);
  if (!description.success) errors.description = description.error.issues[0]?.message;
  const price = parsePriceInput(draft.price);
  if (!price.ok) errors.price = price.error;
  for (const field of ["gdsFormatAmadeus", "gdsFormatGalileo"] as const) {
    const result = gdsFormatSchema.safeParse(draft[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  const url = airlineRulesUrlSchema.safeParse(draft.airlineRulesUrl);
  if (!url.success) errors.airlineRulesUrl = url.error.issues[0]?.message;
  if (Object.keys(errors).length > 0 || !price.ok) return { errors };
  return {
    patch: {
      description: draft.description.trim(),
      defaultPriceCents: price.cents,
      gdsFormatAmadeus: draft.gdsFormatAmadeus.trim() || null,
      gdsFormatGalileo: draft.gdsFormatGalileo.trim() || null,
      isChargeable: draft.isChargeable,
      documentationRequired: draft.documentationRequired,
      airlineRulesUrl: draft.airlineRulesUrl.trim() || null,
    },
  };
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 whitespace-normal font-medium text-destructive text-xs">
      {message}
    </p>
  );
}

export interface SsrRowProps {
  definition: SsrDefinitionResponse;
  canEdit: boolean;
  /** Resolves when saved; rejects with the server's error (the row then stays in edit mode). */
  onSave(patch: SsrUpdateInput, version: number): Promise<unknown>;
  onSavePricing(pricing: SsrPricingBody["pricing"], version: number): Promise<unknown>;
  onDelete(): Promise<unknown>;
}

export function SsrRow({ definition, canEdit, onSave, onSavePricing, onDelete }: SsrRowProps) {
  const { code } = definition;
  const [expanded, setExpanded] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const ids = useId();
  const panelId = `${ids}-pricing`;
  const errorId = (field: DraftField) => `${ids}-${field}-error`;
  // The edit saves on top of the version it started from; their version replaces the draft only on request.
  const edit = useRecordEdit(draft !== null, definition, (current, why) => {
    if (why === "theirs" && current) setDraft(draftOf(current));
  });

  const startEdit = () => {
    setDraft(draftOf(definition));
    setErrors({});
  };
  const cancel = () => {
    setDraft(null);
    setErrors({});
  };
  const save = async () => {
    if (!draft || saving) return;
    const result = validateDraft(draft);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(result.patch, edit.version ?? definition.version);
      setDraft(null);
    } catch (error) {
      if (edit.catchConflict(error)) return;
      // The toast says what went wrong; the fields it names are marked and the input is kept.
      if (error instanceof ApiError) {
        const next: DraftErrors = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const target = serverFieldToDraft[field];
          if (target) next[target] = message;
        }
        setErrors(next);
      }
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    } else if (
      event.key === "Enter" &&
      event.target instanceof HTMLInputElement &&
      event.target.type !== "checkbox"
    ) {
      event.preventDefault();
      void save();
    }
  };
  const set = <K extends DraftField>(field: K, value: Draft[K]) =>
    setDraft((current) => (current ? { ...current, [field]: value } : current));
  const inputProps = (field: DraftField) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
    disabled: saving,
  });

  const editing = draft !== null;

  return (
    <>
      <TableRow data-ssr-code={code} onKeyDown={editing ? onKeyDown : undefined} className="align-top">
        <TableCell className="align-top">
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-expanded={expanded}
              aria-controls={panelId}
              aria-label={`${expanded ? "Hide" : "Show"} airline prices for ${code}`}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? <ChevronDownIcon aria-hidden /> : <ChevronRightIcon aria-hidden />}
            </Button>
            <span className="font-mono font-semibold">{code}</span>
          </div>
        </TableCell>

        <TableCell className="min-w-64 whitespace-normal align-top">
          {editing ? (
            <div className="grid gap-2">
              <div>
                <Input
                  aria-label={`Description of ${code}`}
                  value={draft.description}
                  onChange={(e) => set("description", e.target.value)}
                  autoFocus
                  {...inputProps("description")}
                />
                <FieldError id={errorId("description")} message={errors.description} />
              </div>
              <div>
                <Input
                  aria-label={`Airline rules link for ${code}`}
                  placeholder="https://… (airline rules, optional)"
                  type="url"
                  value={draft.airlineRulesUrl}
                  onChange={(e) => set("airlineRulesUrl", e.target.value)}
                  {...inputProps("airlineRulesUrl")}
                />
                <FieldError id={errorId("airlineRulesUrl")} message={errors.airlineRulesUrl} />
              </div>
            </div>
          ) : (
            definition.description
          )}
        </TableCell>

        <TableCell className="align-top tabular-nums">
          {editing ? (
            <div className="w-28">
              <Input
                aria-label={`Price (USD) of ${code}`}
                inputMode="decimal"
                value={draft.price}
                onChange={(e) => set("price", e.target.value)}
                {...inputProps("price")}
              />
              <FieldError id={errorId("price")} message={errors.price} />
            </div>
          ) : (
            <div>
              <span>{formatUsd(definition.defaultPriceCents)}</span>
              {definition.pricing.length > 0 ? (
                <div className="text-muted-foreground text-xs">
                  {definition.pricing.length} airline {definition.pricing.length === 1 ? "price" : "prices"}
                </div>
              ) : null}
            </div>
          )}
        </TableCell>

        <TableCell className="align-top">
          {editing ? (
            <div className="grid w-64 gap-2">
              <div>
                <Input
                  aria-label={`Amadeus format of ${code}`}
                  placeholder="Amadeus"
                  className="font-mono"
                  value={draft.gdsFormatAmadeus}
                  onChange={(e) => set("gdsFormatAmadeus", e.target.value)}
                  {...inputProps("gdsFormatAmadeus")}
                />
                <FieldError id={errorId("gdsFormatAmadeus")} message={errors.gdsFormatAmadeus} />
              </div>
              <div>
                <Input
                  aria-label={`Galileo format of ${code}`}
                  placeholder="Galileo"
                  className="font-mono"
                  value={draft.gdsFormatGalileo}
                  onChange={(e) => set("gdsFormatGalileo", e.target.value)}
                  {...inputProps("gdsFormatGalileo")}
                />
                <FieldError id={errorId("gdsFormatGalileo")} message={errors.gdsFormatGalileo} />
              </div>
            </div>
          ) : (
            <GdsFormatPreview
              code={code}
              amadeus={definition.gdsFormatAmadeus}
              galileo={definition.gdsFormatGalileo}
            />
          )}
        </TableCell>

        <TableCell className="align-top">
          {editing ? (
            <div className="grid gap-2">
              <Label className="font-normal">
                <Checkbox
                  checked={draft.isChargeable}
                  onCheckedChange={(v) => set("isChargeable", v === true)}
                  disabled={saving}
                />
                Chargeable
              </Label>
              <Label className="font-normal">
                <Checkbox
                  checked={draft.documentationRequired}
                  onCheckedChange={(v) => set("documentationRequired", v === true)}
                  disabled={saving}
                />
                Docs required
              </Label>
            </div>
          ) : (
            <div className="flex flex-wrap gap-1">
              {definition.isChargeable ? <Badge>Chargeable</Badge> : null}
              {definition.documentationRequired ? <Badge variant="secondary">Docs</Badge> : null}
              {!definition.isChargeable && !definition.documentationRequired ? (
                <span className="text-muted-foreground">—</span>
              ) : null}
            </div>
          )}
        </TableCell>

        <TableCell className="align-top">
          <div className="flex items-center gap-1">
            {editing ? (
              <>
                <Button size="sm" onClick={() => void save()} loading={saving}>
                  Save
                </Button>
                <Button size="sm" variant="outline" onClick={cancel} disabled={saving}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                {definition.airlineRulesUrl ? (
                  <Button asChild size="sm" variant="link" className="px-1">
                    <a
                      href={definition.airlineRulesUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Airline rules for ${code} (opens in a new tab)`}
                    >
                      Rules
                      <ExternalLinkIcon aria-hidden />
                    </a>
                  </Button>
                ) : null}
                {canEdit ? (
                  <>
                    <Button size="icon" variant="ghost" aria-label={`Edit ${code}`} onClick={startEdit}>
                      <PencilIcon aria-hidden />
                    </Button>
                    <DeleteSsrButton code={code} onDelete={onDelete} />
                  </>
                ) : null}
              </>
            )}
          </div>
        </TableCell>
      </TableRow>
      {editing && edit.conflict ? (
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={SSR_COLUMN_COUNT} className="whitespace-normal">
            <ConflictNotice onLoad={edit.loadTheirs} disabled={saving} />
          </TableCell>
        </TableRow>
      ) : null}
      {expanded ? (
        <TableRow id={panelId} className="bg-muted/30 hover:bg-muted/30">
          <TableCell colSpan={SSR_COLUMN_COUNT} className="whitespace-normal px-12 py-3">
            <AirlinePricing
              code={code}
              defaultPriceCents={definition.defaultPriceCents}
              pricing={definition.pricing}
              version={definition.version}
              canEdit={canEdit}
              onSave={onSavePricing}
            />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

function DeleteSsrButton({ code, onDelete }: { code: string; onDelete(): Promise<unknown> }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="icon" variant="ghost" aria-label={`Delete ${code}`}>
          <Trash2Icon aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {code}?</AlertDialogTitle>
          <AlertDialogDescription>
            The code and its airline prices are removed from the catalogue. You can add it again later, by
            hand or by CSV import.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => void onDelete().catch(() => {})}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
