import type { SsrDefinitionResponse, SsrPricingBody, SsrUpdateInput } from "#domain/ssr/ssr-api.schema";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { SSR_COLUMNS, SSR_PHONE_COLUMNS } from "./ssr-columns";
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

// At phone width the code, its price and the row's actions (SsrRow hides the other cells to match).
const columns: ListColumn<SsrDefinitionResponse>[] = SSR_COLUMNS.map((name) =>
  name === "Actions"
    ? { header: name, actions: true, essential: true, className: "text-left" }
    : { header: name, essential: SSR_PHONE_COLUMNS.includes(name) },
);

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
  return (
    <ListTable
      label="SSR codes"
      columns={columns}
      rows={items}
      // Until an answer there are no rows: the catalogue is loading, or it could not be loaded.
      loading={loading && items === undefined}
      error={items === undefined}
      errorText={
        <div role="alert" className="flex flex-col items-center gap-3">
          <p>Error fetching SSR data: {errorMessage(error, "the catalogue could not be loaded.")}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      }
      emptyText="No SSR codes found"
      // The card is the frame.
      className="rounded-none border-0"
    >
      {(definition) => (
        <SsrRow
          key={definition.id}
          definition={definition}
          canEdit={canEdit}
          onSave={(patch, version) => onSave(definition, patch, version)}
          onSavePricing={(pricing, version) => onSavePricing(definition, pricing, version)}
          onDelete={() => onDelete(definition)}
        />
      )}
    </ListTable>
  );
}
