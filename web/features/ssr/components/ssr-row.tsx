import { ExternalLinkIcon, PencilIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { formatMoney } from "#domain/money-format";
import type { SsrDefinitionResponse, SsrPricingBody, SsrUpdateInput } from "#domain/ssr/ssr-api.schema";
import { phoneHidden } from "../../../components/list-page/list-table";
import { TableActionsCell } from "../../../components/table-actions";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { TableCell, TableRow } from "../../../components/ui/table";
import { cn } from "../../../lib/utils";
import { AirlinePricing } from "./airline-pricing";
import { DeleteSsrButton } from "./delete-ssr-button";
import { GdsFormatPreview } from "./gds-format-preview";
import { SsrCodeCell } from "./ssr-code-cell";
import { SSR_COLUMN_COUNT } from "./ssr-columns";
import { SsrEditRow } from "./ssr-edit-row";

export interface SsrRowProps {
  definition: SsrDefinitionResponse;
  canEdit: boolean;
  /** Resolves when saved; rejects with the server's error (the row then stays in edit mode). */
  onSave(patch: SsrUpdateInput, version: number): Promise<unknown>;
  onSavePricing(pricing: SsrPricingBody["pricing"], version: number): Promise<unknown>;
  onDelete(): Promise<unknown>;
}

/** One catalogue code (SPEC: view, then edit, then saved or cancelled), with its airline prices below on request. */
export function SsrRow({ definition, canEdit, onSave, onSavePricing, onDelete }: SsrRowProps) {
  const { code } = definition;
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const panelId = `${useId()}-pricing`;
  // Leaving the edit (saved or cancelled) puts focus back on the Edit button, not on the page.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const codeCell = (
    <SsrCodeCell code={code} expanded={expanded} panelId={panelId} onToggle={() => setExpanded((v) => !v)} />
  );

  return (
    <>
      {editing ? (
        <SsrEditRow
          definition={definition}
          codeCell={codeCell}
          onSave={onSave}
          onDone={() => setEditing(false)}
        />
      ) : (
        <TableRow data-ssr-code={code} className="align-top">
          {codeCell}
          <TableCell className={cn("min-w-64 whitespace-normal align-top wrap-anywhere", phoneHidden)}>
            {definition.description}
          </TableCell>
          <TableCell className="align-top tabular-nums">
            <div>
              <span>{formatMoney(definition.defaultPriceCents, definition.currency)}</span>
              {definition.pricing.length > 0 ? (
                <div className="text-muted-foreground text-xs">
                  {definition.pricing.length} airline {definition.pricing.length === 1 ? "price" : "prices"}
                </div>
              ) : null}
            </div>
          </TableCell>
          <TableCell className={cn("align-top", phoneHidden)}>
            <GdsFormatPreview
              code={code}
              amadeus={definition.gdsFormatAmadeus}
              galileo={definition.gdsFormatGalileo}
            />
          </TableCell>
          <TableCell className={cn("align-top", phoneHidden)}>
            <div className="flex flex-wrap gap-1">
              {definition.isChargeable ? <Badge>Chargeable</Badge> : null}
              {definition.documentationRequired ? <Badge variant="secondary">Docs</Badge> : null}
              {!definition.isChargeable && !definition.documentationRequired ? (
                <span className="text-muted-foreground">—</span>
              ) : null}
            </div>
          </TableCell>
          <TableActionsCell className="align-top text-left">
            <div className="flex items-center gap-1">
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
                  <Button
                    ref={editButton}
                    size="icon"
                    variant="ghost"
                    aria-label={`Edit ${code}`}
                    onClick={() => setEditing(true)}
                  >
                    <PencilIcon aria-hidden />
                  </Button>
                  <DeleteSsrButton code={code} onDelete={onDelete} />
                </>
              ) : null}
            </div>
          </TableActionsCell>
        </TableRow>
      )}
      {expanded ? (
        <TableRow id={panelId} className="bg-muted/30 hover:bg-muted/30">
          <TableCell colSpan={SSR_COLUMN_COUNT} className="whitespace-normal px-12 py-3">
            <AirlinePricing
              code={code}
              defaultPriceCents={definition.defaultPriceCents}
              currency={definition.currency}
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
