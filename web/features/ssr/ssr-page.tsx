import { useSuspenseQuery } from "@tanstack/react-query";
import { DownloadIcon, FileSpreadsheetIcon, SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Pagination } from "../../components/ui/pagination";
import { sessionQuery } from "../../lib/session";
import { useDebounced } from "../../lib/use-debounced";
import { SSR_EXPORT_URL, SSR_TEMPLATE_URL } from "./api/csv-downloads";
import { useDeleteSsr } from "./api/delete-ssr";
import { useSsrList } from "./api/list-ssr";
import { useReplaceSsrPricing } from "./api/replace-ssr-pricing";
import { useUpdateSsr } from "./api/update-ssr";
import { AddSsrDialog } from "./components/add-ssr-dialog";
import { ImportCsvButton } from "./components/import-csv-button";
import { SsrTable } from "./components/ssr-table";

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

/** SSR Management (/ssr): the catalogue for staff; admins edit inline, import and add codes. */
export function SsrPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const isAdmin = user?.role === "admin";
  const [search, setSearch] = useState("");
  const [chargeable, setChargeable] = useState(false);
  const [documentationRequired, setDocumentationRequired] = useState(false);
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);

  // A new search or filter starts from the first page (reset while rendering, so no request goes out for the old page).
  const criteria = JSON.stringify([debouncedSearch, chargeable, documentationRequired]);
  const [pageCriteria, setPageCriteria] = useState(criteria);
  if (pageCriteria !== criteria) {
    setPageCriteria(criteria);
    setPage(1);
  }

  const list = useSsrList({
    page,
    pageSize: PAGE_SIZE,
    search: debouncedSearch,
    chargeable,
    documentationRequired,
  });
  const update = useUpdateSsr();
  const pricing = useReplaceSsrPricing();
  const remove = useDeleteSsr();

  const total = list.data?.total ?? 0;
  // Deleting the last row of the last page leaves an empty page behind: step back.
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && page > 1)
      setPage(Math.max(1, Math.ceil(total / PAGE_SIZE)));
  }, [list.data, page, total]);

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
            <div className="relative w-full max-w-sm">
              <SearchIcon
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                type="search"
                aria-label="Search SSR codes"
                placeholder="Search code or description..."
                className="pl-9"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <Label className="font-normal">
              <Checkbox checked={chargeable} onCheckedChange={(v) => setChargeable(v === true)} />
              Chargeable only
            </Label>
            <Label className="font-normal">
              <Checkbox
                checked={documentationRequired}
                onCheckedChange={(v) => setDocumentationRequired(v === true)}
              />
              Docs required only
            </Label>
          </div>
          <SsrTable
            items={list.data?.items}
            loading={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            canEdit={isAdmin}
            onSave={(definition, patch, version) => update.mutateAsync({ id: definition.id, patch, version })}
            onSavePricing={(definition, prices, version) =>
              pricing.mutateAsync({ id: definition.id, pricing: prices, version })
            }
            onDelete={(definition) => remove.mutateAsync({ id: definition.id, version: definition.version })}
          />
          {total > 0 ? (
            <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} />
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
