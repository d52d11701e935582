import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { CURRENCIES } from "#domain/currency";
import { type ExchangeRate, exchangeRateListQuerySchema } from "#domain/exchange-rates/exchange-rate.schema";
import { ListFooter } from "../../components/list-footer";
import { DateRangeFilter } from "../../components/list-page/date-range-filter";
import { FilterSelect } from "../../components/list-page/filter-select";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { listTableStatus } from "../../components/list-page/list-table";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { useDeleteExchangeRate } from "./api/delete-exchange-rate";
import { useExchangeRates } from "./api/list-exchange-rates";
import { ExchangeRatesTable } from "./components/exchange-rates-table";
import { SetRateDialog } from "./components/set-rate-dialog";

const listConfig: ListParamsConfig<typeof exchangeRateListQuerySchema, "currency" | "from" | "to"> = {
  schema: exchangeRateListQuerySchema,
  fields: ["currency", "from", "to"],
};

/**
 * Exchange rates (/exchange-rates): each currency's rate per day against the base currency, newest first,
 * filtered by currency and dates (in the URL). Admins set, change and delete rates; agents read them.
 */
export function ExchangeRatesPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const isAdmin = user?.role === "admin";
  const list = useListParams(listConfig);
  const { page, pageSize, currency, from, to } = list.state;
  const rates = useExchangeRates({ page, pageSize, currency, from, to });
  const remove = useDeleteExchangeRate();
  const baseCurrency = rates.data?.baseCurrency;
  // The dialog sets a new day's rate (rate null) or changes a row's; the row stays while it closes.
  const [dialog, setDialog] = useState<{ open: boolean; rate: ExchangeRate | null }>({
    open: false,
    rate: null,
  });

  return (
    <>
      <PageHeader
        title="Exchange rates"
        subtitle={
          <>
            Rates per day against the base currency
            {baseCurrency ? (
              <>
                {" "}
                <Badge variant="outline" className="align-middle font-mono">
                  {baseCurrency}
                </Badge>
              </>
            ) : null}
            . Every invoice, credit note and payment keeps the rate of its own date.
            {isAdmin ? null : " Only admins change rates."}
          </>
        }
        actions={
          isAdmin ? (
            <Button onClick={() => setDialog({ open: true, rate: null })} disabled={!baseCurrency}>
              <PlusIcon aria-hidden />
              Set a rate
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <ListFilterBar list={list} clears={["currency", "from", "to"]}>
            <FilterSelect
              list={list}
              field="currency"
              label="Currency"
              showLabel
              allLabel="All currencies"
              options={CURRENCIES.filter((c) => c !== baseCurrency)}
            />
            <DateRangeFilter list={list} fields={["from", "to"]} labels={["From", "To"]} />
          </ListFilterBar>
          <ExchangeRatesTable
            rates={rates.data?.items}
            baseCurrency={baseCurrency}
            {...listTableStatus(rates)}
            onRetry={() => void rates.refetch()}
            onEdit={isAdmin ? (rate) => setDialog({ open: true, rate }) : undefined}
            onDelete={
              isAdmin
                ? (rate) =>
                    remove.mutateAsync({
                      currency: rate.currency,
                      date: rate.rateDate,
                      version: rate.version,
                    })
                : undefined
            }
          />
          <ListFooter list={list} result={rates.data} />
        </CardContent>
      </Card>
      {isAdmin && baseCurrency ? (
        <SetRateDialog
          baseCurrency={baseCurrency}
          rate={dialog.rate}
          open={dialog.open}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        />
      ) : null}
    </>
  );
}
