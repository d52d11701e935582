import type { SsrDefinitionResponse, SsrPricingBody, SsrUpdateInput } from "#domain/ssr/ssr-api.schema";
import { TableActionsHead } from "../../../components/table-actions";
import { TableMessageRow } from "../../../components/table-message-row";
import { Button } from "../../../components/ui/button";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { errorMessage } from "../../../lib/api-client";
import { SSR_COLUMN_COUNT, SSR_COLUMNS } from "./ssr-columns";
import { SsrRow } from "./ssr-row";

export interface SsrTableProps {
  items: readonly SsrDefinitionResponse[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  canEdit: boolean;
  /** `version` is the one the edit started from (If-Match). */
  onSave(definition: SsrDefinitionResponse, patch: SsrUpdateInput, version: number): Promise<unknown>;
  onSavePricing(
    definition: SsrDefinitionResponse,
    pricing: SsrPricingBody["pricing"],
    version: number,
  ): Promise<unknown>;
  onDelete(definition: SsrDefinitionResponse): Promise<unknown>;
}

/** SPEC's table: Code, Description, Price, GDS Format, Status, Actions — with loading, error and empty states. */
export function SsrTable({
  items,
  loading,
  error,
  onRetry,
  canEdit,
  onSave,
  onSavePricing,
  onDelete,
}: SsrTableProps) {
  let body: React.ReactNode;
  if (items === undefined && loading) {
    body = <TableMessageRow colSpan={SSR_COLUMN_COUNT} loading />;
  } else if (items === undefined) {
    body = (
      <TableMessageRow colSpan={SSR_COLUMN_COUNT} tone="error">
        <div role="alert" className="flex flex-col items-center gap-3">
          <p>Error fetching SSR data: {errorMessage(error, "the catalogue could not be loaded.")}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </TableMessageRow>
    );
  } else if (items.length === 0) {
    body = <TableMessageRow colSpan={SSR_COLUMN_COUNT}>No SSR codes found</TableMessageRow>;
  } else {
    body = items.map((definition) => (
      <SsrRow
        key={definition.id}
        definition={definition}
        canEdit={canEdit}
        onSave={(patch, version) => onSave(definition, patch, version)}
        onSavePricing={(pricing, version) => onSavePricing(definition, pricing, version)}
        onDelete={() => onDelete(definition)}
      />
    ));
  }

  return (
    <Table aria-busy={loading || undefined} aria-label="SSR codes">
      <TableHeader>
        <TableRow>
          {SSR_COLUMNS.map((name) =>
            name === "Actions" ? (
              <TableActionsHead key={name} className="text-left">
                {name}
              </TableActionsHead>
            ) : (
              <TableHead key={name}>{name}</TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>{body}</TableBody>
    </Table>
  );
}
