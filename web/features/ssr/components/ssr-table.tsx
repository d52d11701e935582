import type { SsrDefinitionResponse, SsrPricingBody, SsrUpdateInput } from "#domain/ssr/ssr-api.schema";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { errorMessage } from "../../../lib/api-client";
import { SSR_COLUMN_COUNT, SsrRow } from "./ssr-row";

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

function MessageRow({ children }: { children: React.ReactNode }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={SSR_COLUMN_COUNT} className="py-10 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}

/** SPEC's table: Code, Description, Price (USD), GDS Format, Status, Actions — with loading, error and empty states. */
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
    body = Array.from({ length: 8 }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <TableRow key={i} aria-hidden="true">
        {Array.from({ length: SSR_COLUMN_COUNT }, (_, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <TableCell key={j}>
            <Skeleton className="h-5 w-full" />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (items === undefined) {
    body = (
      <MessageRow>
        <div role="alert" className="flex flex-col items-center gap-3">
          <p>Error fetching SSR data: {errorMessage(error, "the catalogue could not be loaded.")}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </MessageRow>
    );
  } else if (items.length === 0) {
    body = <MessageRow>No SSR codes found</MessageRow>;
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
          <TableHead>Code</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Price (USD)</TableHead>
          <TableHead>GDS Format</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{body}</TableBody>
    </Table>
  );
}
