import type { ReactNode } from "react";
import { formatMoney } from "#domain/money-format";
import type { SsrImportPreview } from "#domain/ssr/ssr-api.schema";
import { ActionDialog } from "../../../components/action-dialog";
import { Badge } from "../../../components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { displayValue, fieldLabels } from "../ssr-format";

// A preview is for reading; a file with thousands of rows shows the first ones of each kind.
const SHOWN_ROWS = 200;

export function importableCount(plan: SsrImportPreview): number {
  return plan.toAdd.length + plan.toUpdate.length;
}

function Section({
  title,
  count,
  countLabel = String(count),
  children,
}: {
  title: string;
  count: number;
  countLabel?: string;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="font-medium text-sm">
        {title} <span className="text-muted-foreground">({countLabel})</span>
      </h3>
      <div className="max-h-64 overflow-y-auto rounded-md border">{children}</div>
      {count > SHOWN_ROWS ? (
        <p className="text-muted-foreground text-xs">
          Showing the first {SHOWN_ROWS} of {count}.
        </p>
      ) : null}
    </section>
  );
}

export interface ImportPreviewDialogProps {
  open: boolean;
  fileName: string;
  plan: SsrImportPreview | null;
  importing: boolean;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}

/** What the file would change, before anything is written: rows to add, to update (with the fields), with errors. */
export function ImportPreviewDialog({
  open,
  fileName,
  plan,
  importing,
  onConfirm,
  onOpenChange,
}: ImportPreviewDialogProps) {
  const count = plan ? importableCount(plan) : 0;
  const errorRows = plan ? new Set(plan.errors.map((e) => e.rowNumber)).size : 0;
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={importing}
      className="sm:max-w-3xl"
      title="Import preview"
      description={
        <>
          {fileName}: nothing is written until you confirm.{" "}
          {errorRows > 0 ? "Rows with errors are skipped." : null}
        </>
      }
      actionLabel={count === 0 ? "Nothing to import" : `Import ${count} ${count === 1 ? "row" : "rows"}`}
      actionDisabled={count === 0}
      onAction={onConfirm}
    >
      {plan ? (
        <div className="space-y-5">
          <ul aria-label="Summary" className="flex flex-wrap gap-2">
            <li>
              <Badge variant="success">{plan.toAdd.length} to add</Badge>
            </li>
            <li>
              <Badge variant="secondary">{plan.toUpdate.length} to update</Badge>
            </li>
            <li>
              <Badge variant="outline">{plan.unchanged} unchanged</Badge>
            </li>
            <li>
              <Badge variant={errorRows > 0 ? "destructive" : "outline"}>
                {errorRows} {errorRows === 1 ? "row" : "rows"} with errors
              </Badge>
            </li>
          </ul>

          {plan.warnings.length > 0 ? (
            <ul className="list-disc pl-5 text-muted-foreground text-sm">
              {plan.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null}

          <Section
            title="Rows with errors"
            count={plan.errors.length}
            countLabel={`${plan.errors.length} ${plan.errors.length === 1 ? "error" : "errors"}`}
          >
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Row</TableHead>
                  <TableHead>Field</TableHead>
                  <TableHead>Message</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {plan.errors.slice(0, SHOWN_ROWS).map((error, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one row may have several errors on one field
                  <TableRow key={index}>
                    <TableCell className="tabular-nums">{error.rowNumber}</TableCell>
                    <TableCell className="font-mono text-xs">{error.field ?? "—"}</TableCell>
                    <TableCell className="whitespace-normal">{error.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>

          <Section title="Rows to add" count={plan.toAdd.length}>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Code</TableHead>
                  <TableHead>Description</TableHead>
                  <TableHead>Price</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {plan.toAdd.slice(0, SHOWN_ROWS).map((row) => (
                  <TableRow key={row.code}>
                    <TableCell className="font-mono">{row.code}</TableCell>
                    <TableCell className="whitespace-normal">{row.description}</TableCell>
                    <TableCell className="tabular-nums">
                      {formatMoney(row.defaultPriceCents, row.currency)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>

          <Section title="Rows to update" count={plan.toUpdate.length}>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Code</TableHead>
                  <TableHead>Changes</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {plan.toUpdate.slice(0, SHOWN_ROWS).map((row) => (
                  <TableRow key={row.code}>
                    <TableCell className="align-top font-mono">{row.code}</TableCell>
                    <TableCell className="whitespace-normal">
                      <ul className="space-y-0.5">
                        {row.changes.map((change) => (
                          <li key={change.field}>
                            <span className="font-medium">{fieldLabels[change.field]}</span>:{" "}
                            <span className="text-muted-foreground line-through">
                              {displayValue(change.field, change.from)}
                            </span>{" "}
                            → {displayValue(change.field, change.to)}
                          </li>
                        ))}
                      </ul>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>

          {count === 0 ? (
            <p className="text-muted-foreground text-sm">
              The file changes nothing: every valid row matches the catalogue already.
            </p>
          ) : null}
        </div>
      ) : null}
    </ActionDialog>
  );
}
