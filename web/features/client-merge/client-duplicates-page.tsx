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
import { sentence } from "#domain/sentence";
import { ListFooter } from "../../components/list-footer";
import { type ListColumn, ListTable, listTableStatus } from "../../components/list-page/list-table";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import type { ListParamsConfig } from "../../lib/list-params";
import { useListParams } from "../../lib/use-list-params";
import { useClientDuplicates } from "./api/list-client-duplicates";
import { clientRecordCounts } from "./components/client-merge-card";
import { MergePairDialog } from "./components/merge-pair-dialog";

const listConfig: ListParamsConfig<typeof clientDuplicateQuerySchema, never> = {
  schema: clientDuplicateQuerySchema,
  fields: [],
};

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

const columns: ListColumn<ClientDuplicatePair>[] = [
  {
    header: "Client",
    cellClassName: "whitespace-normal align-top md:min-w-48",
    cell: (pair) => (
      <>
        <ClientInfo client={pair.first} />
        <div className="mt-3 grid gap-1 md:hidden">
          <div className="text-muted-foreground text-xs">Likely the same as</div>
          <div>
            <ClientInfo client={pair.second} />
          </div>
          <Reasons pair={pair} />
        </div>
      </>
    ),
  },
  // At phone width the pair and its reasons stack in the first column.
  {
    header: "Likely the same as",
    className: "max-md:hidden",
    cellClassName: "min-w-48 whitespace-normal align-top",
    cell: (pair) => <ClientInfo client={pair.second} />,
  },
  {
    header: "Why",
    className: "max-md:hidden",
    cellClassName: "align-top",
    cell: (pair) => <Reasons pair={pair} />,
  },
];

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
          <span>Merged. {sentence(`Everything now belongs to ${merged.survivor.name}`)}</span>
          <Link to={`/clients/${merged.survivor.id}`} className="font-medium underline">
            Open {merged.survivor.name}
          </Link>
        </div>
      ) : null}
      <Card>
        <CardContent className="space-y-4">
          <ListTable
            label="Likely duplicate clients"
            columns={[
              ...columns,
              {
                header: "Actions",
                actions: true,
                cellClassName: "align-top",
                cell: (pair) => (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Merge… ${pair.first.name} and ${pair.second.name}`}
                    onClick={() => setMerging(pair)}
                  >
                    <GitMergeIcon aria-hidden />
                    Merge…
                  </Button>
                ),
              },
            ]}
            rows={duplicates.data?.items}
            rowKey={(pair) => `${pair.first.id}:${pair.second.id}`}
            {...listTableStatus(duplicates)}
            errorText="Error fetching duplicates"
            emptyText="No likely duplicates found."
            // The card is the frame.
            className="rounded-none border-0"
          />
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
