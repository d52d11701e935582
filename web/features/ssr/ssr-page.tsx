import { useSuspenseQuery } from "@tanstack/react-query";
import { DownloadIcon, FileSpreadsheetIcon } from "lucide-react";
import { ssrListQuerySchema } from "#domain/ssr/ssr-api.schema";
import { ListFooter } from "../../components/list-footer";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { SSR_EXPORT_URL, SSR_TEMPLATE_URL } from "./api/csv-downloads";
import { useDeleteSsr } from "./api/delete-ssr";
import { useSsrList } from "./api/list-ssr";
import { useReplaceSsrPricing } from "./api/replace-ssr-pricing";
import { useUpdateSsr } from "./api/update-ssr";
import { AddSsrDialog } from "./components/add-ssr-dialog";
import { ImportCsvButton } from "./components/import-csv-button";
import { SsrTable } from "./components/ssr-table";

const listConfig: ListParamsConfig<
  typeof ssrListQuerySchema,
  "search" | "chargeable" | "documentationRequired"
> = {
  schema: ssrListQuerySchema,
  fields: ["search", "chargeable", "documentationRequired"],
};

/** SSR Management (/ssr): the catalogue for staff; admins edit inline, import and add codes. */
export function SsrPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const isAdmin = user?.role === "admin";
  const list = useListParams(listConfig);
  const { page, pageSize, search, chargeable = false, documentationRequired = false } = list.state;
  const ssr = useSsrList({ page, pageSize, search, chargeable, documentationRequired });
  const update = useUpdateSsr();
  const pricing = useReplaceSsrPricing();
  const remove = useDeleteSsr();

  return (
    <>
      <PageHeader
        title="SSR Management"
        subtitle="Special service request codes with prices, GDS entry formats and airline rules."
        actions={
          <>
            <Button asChild variant="outline">
              <a href={SSR_EXPORT_URL} download>
                <DownloadIcon aria-hidden />
                Export CSV
              </a>
            </Button>
            {isAdmin ? (
              <>
                <Button asChild variant="outline">
                  <a href={SSR_TEMPLATE_URL} download>
                    <FileSpreadsheetIcon aria-hidden />
                    Download template
                  </a>
                </Button>
                <ImportCsvButton />
                <AddSsrDialog />
              </>
            ) : null}
          </>
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-center gap-4">
            <ListSearch
              label="Search SSR codes"
              placeholder="Search code or description..."
              value={list.searchText}
              onChange={list.setSearchText}
            />
            <Label className="font-normal">
              <Checkbox
                checked={chargeable}
                onCheckedChange={(v) => list.update({ chargeable: v === true || undefined })}
              />
              Chargeable only
            </Label>
            <Label className="font-normal">
              <Checkbox
                checked={documentationRequired}
                onCheckedChange={(v) => list.update({ documentationRequired: v === true || undefined })}
              />
              Docs required only
            </Label>
          </div>
          <SsrTable
            items={ssr.data?.items}
            loading={ssr.isFetching}
            error={ssr.error}
            onRetry={() => void ssr.refetch()}
            canEdit={isAdmin}
            onSave={(definition, patch, version) => update.mutateAsync({ id: definition.id, patch, version })}
            onSavePricing={(definition, prices, version) =>
              pricing.mutateAsync({ id: definition.id, pricing: prices, version })
            }
            onDelete={(definition) => remove.mutateAsync({ id: definition.id, version: definition.version })}
          />
          <ListFooter list={list} result={ssr.data} />
        </CardContent>
      </Card>
    </>
  );
}
