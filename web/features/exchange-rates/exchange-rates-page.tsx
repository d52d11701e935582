import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { CURRENCIES, type Currency } from "#domain/currency";
import { type ExchangeRate, exchangeRateListQuerySchema } from "#domain/exchange-rates/exchange-rate.schema";
import { ListFooter } from "../../components/list-footer";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { defineListPage } from "../../components/list-page/list-page";
import { listTableStatus } from "../../components/list-page/list-table";
import { useListPage } from "../../components/list-page/use-list-page";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { sessionQuery } from "../../lib/session";
import { useDeleteExchangeRate } from "./api/delete-exchange-rate";
import { useExchangeRates } from "./api/list-exchange-rates";
import { ExchangeRatesTable } from "./components/exchange-rates-table";
import { SetRateDialog } from "./components/set-rate-dialog";

const ratesList = defineListPage({
  schema: exchangeRateListQuerySchema,
  filters: [
    {
      select: "currency",
      label: "Currency",
      showLabel: true,
      allLabel: "All currencies",
      // The base currency's rate is always 1: it has none to look for.
      options: (baseCurrency: Currency | undefined) => CURRENCIES.filter((c) => c !== baseCurrency),
    },
    { dates: ["from", "to"], labels: ["From", "To"] },
  ],
  clearable: true,
});

/**
 * Exchange rates (/exchange-rates): each currency's rate per day against the base currency, newest first,
 * filtered by currency and dates (in the URL). Admins set, change and delete rates; agents read them.
 */
export function ExchangeRatesPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const isAdmin = user?.role === "admin";
  const list = useListPage(ratesList);
  const rates = useExchangeRates(list.state);
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
          <ListFilterBar list={list} context={baseCurrency} />
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
