import { useQuery } from "@tanstack/react-query";
import { PlusIcon, RotateCwIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { packageListQuerySchema, type TravelPackage } from "#domain/packages/package.schema";
import { type PackageStatus, packageStatuses } from "#domain/packages/package-values";
import { ListFooter } from "../../components/list-footer";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { Switch } from "../../components/ui/switch";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { usePackages } from "./api/list-packages";
import { offerStatusLabels } from "./components/offer-badges";
import { OfferCard, OfferCardSkeleton } from "./components/offer-card";
import { OfferSortMenu } from "./components/offer-sort-menu";

// The grid comes first; the form and its validation load when it is opened.
const OfferFormDialog = lazy(async () => ({
  default: (await import("./components/offer-form-dialog")).OfferFormDialog,
}));
const DeleteOfferDialog = lazy(async () => ({
  default: (await import("./components/delete-offer-dialog")).DeleteOfferDialog,
}));

const ALL = "__all__";
const SKELETONS = 6;

const listConfig: ListParamsConfig<
  typeof packageListQuerySchema,
  "search" | "status" | "sort" | "order" | "archived"
> = {
  schema: packageListQuerySchema,
  fields: ["search", "status", "sort", "order", "archived"],
};

/**
 * Travel Offers (/offers): the package catalogue as cards, searched, filtered by status and sorted on the
 * server, paged; staff add, edit, delete and see archived offers, a client user reads it.
 */
export function OffersPage() {
  const { data: user } = useQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const list = useListParams(listConfig);
  const { page, pageSize, search, status, sort, order, archived } = list.state;
  const offers = usePackages({
    page,
    pageSize,
    search,
    status,
    sort,
    order,
    archived: staff && archived ? "true" : undefined,
  });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TravelPackage | null>(null);
  const items = offers.data?.items;
  const loading = offers.isLoading || (offers.isPlaceholderData && offers.isFetching);

  return (
    <>
      <PageHeader
        title="Travel Offers"
        subtitle="The agency's travel packages: prices per person, dates and places left."
        actions={
          staff ? (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden />
              Add Offer
            </Button>
          ) : undefined
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearch
          label="Search offers"
          placeholder="Search offers..."
          value={list.searchText}
          onChange={list.setSearchText}
        />
        <Select
          value={status ?? ALL}
          onValueChange={(v) => list.update({ status: v === ALL ? undefined : (v as PackageStatus) })}
        >
          <SelectTrigger className="w-40" aria-label="Status filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Statuses</SelectItem>
            {packageStatuses.map((s) => (
              <SelectItem key={s} value={s}>
                {offerStatusLabels[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <OfferSortMenu value={{ sort, order }} onChange={list.update} />
        {staff ? (
          <div className="flex items-center gap-2">
            <Switch
              id="offers-archived"
              checked={Boolean(archived)}
              onCheckedChange={(checked) => list.update({ archived: checked || undefined })}
            />
            <Label htmlFor="offers-archived">Archived</Label>
          </div>
        ) : null}
      </div>
      <section aria-label="Offers" aria-busy={loading || undefined}>
        {offers.isError && !items ? (
          <div className="flex flex-col items-center gap-3 rounded-md border p-10 text-center">
            <p className="text-destructive">Error fetching offers</p>
            <Button variant="outline" onClick={() => void offers.refetch()}>
              <RotateCwIcon aria-hidden />
              Try again
            </Button>
          </div>
        ) : !items ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: SKELETONS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell apart.
              <OfferCardSkeleton key={i} />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-md border p-10 text-center text-muted-foreground">No offers found</p>
        ) : (
          <div
            className={
              loading
                ? "grid gap-4 opacity-60 sm:grid-cols-2 xl:grid-cols-3"
                : "grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            }
          >
            {items.map((offer) => (
              <OfferCard key={offer.id} offer={offer} staff={staff} onDelete={setDeleting} />
            ))}
          </div>
        )}
      </section>
      <div className="mt-4">
        <ListFooter
          list={list}
          result={offers.data}
          summary={(result) => `Showing ${result.items.length} of ${result.total} offers`}
        />
      </div>
      <Suspense fallback={null}>
        {adding ? <OfferFormDialog open={adding} onOpenChange={setAdding} /> : null}
        {deleting ? <DeleteOfferDialog offer={deleting} onClosed={() => setDeleting(null)} /> : null}
      </Suspense>
    </>
  );
}
