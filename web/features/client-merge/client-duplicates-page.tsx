import { ArrowLeftIcon, CircleCheckIcon, GitMergeIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  type ClientDuplicatePair,
  type ClientMergeResult,
  clientDuplicateQuerySchema,
  clientDuplicateReasonLabels,
  type MergeClientSummary,
} from "#domain/client-merge/client-merge.schema";
import { ListFooter } from "../../components/list-footer";
import { PageHeader } from "../../components/page-header";
import { TableActionsCell, TableActionsHead } from "../../components/table-actions";
import { TableMessageRow } from "../../components/table-message-row";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import type { ListParamsConfig } from "../../lib/list-params";
import { useListParams } from "../../lib/use-list-params";
import { useClientDuplicates } from "./api/list-client-duplicates";
import { clientRecordCounts } from "./components/client-merge-card";
import { MergePairDialog } from "./components/merge-pair-dialog";

const listConfig: ListParamsConfig<typeof clientDuplicateQuerySchema, never> = {
  schema: clientDuplicateQuerySchema,
  fields: [],
};

const COLUMNS = 4;

function ClientInfo({ client }: { client: MergeClientSummary }) {
  return (
    <>
      <Link to={`/clients/${client.id}`} className="break-words font-medium hover:underline">
        {client.name}
      </Link>
      <div className="break-words text-muted-foreground text-xs">
        {[client.email, client.phone].filter(Boolean).join(" · ") || "No contact details"}
      </div>
      <div className="text-muted-foreground text-xs">{clientRecordCounts(client)}</div>
    </>
  );
}

function Reasons({ pair }: { pair: ClientDuplicatePair }) {
  return (
    <div className="flex flex-wrap gap-1">
      {pair.reasons.map((reason) => (
        <Badge key={reason} variant={reason === "name" ? "secondary" : "default"}>
          {clientDuplicateReasonLabels[reason]}
        </Badge>
      ))}
    </div>
  );
}

/**
 * Likely duplicate clients (/clients/duplicates): pairs sharing an e-mail or phone, or with similar
 * names, strongest first; "Merge…" compares a pair, lets the user choose the one that stays and merges
 * them. Staff only.
 */
export function ClientDuplicatesPage() {
  const list = useListParams(listConfig);
  const { page, pageSize } = list.state;
  const duplicates = useClientDuplicates({ page, pageSize });
  const [merging, setMerging] = useState<ClientDuplicatePair | null>(null);
  const [merged, setMerged] = useState<ClientMergeResult | null>(null);
  const rows = duplicates.data?.items ?? [];
  const loading = duplicates.isLoading || (duplicates.isPlaceholderData && duplicates.isFetching);

  return (
    <>
      <PageHeader
        title="Likely duplicates"
        subtitle="Clients that share an e-mail address or phone number, or have very similar names."
        actions={
          <Button asChild variant="outline">
            <Link to="/clients">
              <ArrowLeftIcon aria-hidden />
              Clients
            </Link>
          </Button>
        }
      />
      {merged ? (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-success/50 bg-success/10 p-3 text-sm"
        >
          <CircleCheckIcon aria-hidden className="size-4 text-success" />
          <span>Merged. Everything now belongs to {merged.survivor.name}.</span>
          <Link to={`/clients/${merged.survivor.id}`} className="font-medium underline">
            Open {merged.survivor.name}
          </Link>
        </div>
      ) : null}
      <Card>
        <CardContent className="space-y-4">
          <Table aria-label="Likely duplicate clients" aria-busy={loading || undefined}>
            <TableHeader>
              <TableRow>
                <TableHead>Client</TableHead>
                {/* At phone width the pair and its reasons stack in the first column. */}
                <TableHead className="max-md:hidden">Likely the same as</TableHead>
                <TableHead className="max-md:hidden">Why</TableHead>
                <TableActionsHead>Actions</TableActionsHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loading && rows.length === 0 ? (
                <TableMessageRow colSpan={COLUMNS} loading />
              ) : duplicates.isError && rows.length === 0 ? (
                <TableMessageRow colSpan={COLUMNS} tone="error">
                  Error fetching duplicates
                </TableMessageRow>
              ) : rows.length === 0 ? (
                <TableMessageRow colSpan={COLUMNS}>No likely duplicates found.</TableMessageRow>
              ) : (
                rows.map((pair) => (
                  <TableRow key={`${pair.first.id}:${pair.second.id}`}>
                    <TableCell className="whitespace-normal align-top md:min-w-48">
                      <ClientInfo client={pair.first} />
                      <div className="mt-3 grid gap-1 md:hidden">
                        <div className="text-muted-foreground text-xs">Likely the same as</div>
                        <div>
                          <ClientInfo client={pair.second} />
                        </div>
                        <Reasons pair={pair} />
                      </div>
                    </TableCell>
                    <TableCell className="min-w-48 whitespace-normal align-top max-md:hidden">
                      <ClientInfo client={pair.second} />
                    </TableCell>
                    <TableCell className="align-top max-md:hidden">
                      <Reasons pair={pair} />
                    </TableCell>
                    <TableActionsCell className="align-top">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Merge… ${pair.first.name} and ${pair.second.name}`}
                        onClick={() => setMerging(pair)}
                      >
                        <GitMergeIcon aria-hidden />
                        Merge…
                      </Button>
                    </TableActionsCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          <ListFooter list={list} result={duplicates.data} />
        </CardContent>
      </Card>
      <MergePairDialog
        pair={merging}
        onOpenChange={(open) => {
          if (!open) setMerging(null);
        }}
        onMerging={() => setMerged(null)}
        onMerged={(result) => setMerged(result)}
      />
    </>
  );
}
