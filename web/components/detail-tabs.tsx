import { type ReactNode, Suspense } from "react";
import { useSearchParams } from "react-router";
import { TabFallback } from "./detail-page-states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./ui/tabs";

/** The open tab of a record's page, kept in `?tab=` (the first tab leaves it out) so reload and Back keep it. */
export function useDetailTab<T extends string>(tabs: readonly [T, ...T[]]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = tabs.includes(requested as T) ? (requested as T) : tabs[0];
  const setTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === tabs[0]) updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab] as const;
}

export interface DetailTab<T extends string> {
  value: T;
  label: ReactNode;
  /** The tab's content; rendered (and its data asked for) only while the tab is open, unless `eager`. */
  content: () => ReactNode;
  eager?: boolean;
}

/**
 * A record page's tabs: the bar (more tabs than a phone's width wrap onto a second row that grows it,
 * never under the content) and each tab's content, loading its own code and data when opened.
 */
export function DetailTabs<T extends string>({
  tab,
  onTabChange,
  tabs,
}: {
  tab: T;
  onTabChange: (next: string) => void;
  tabs: readonly DetailTab<T>[];
}) {
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <TabsList className="h-auto max-w-full flex-wrap justify-start *:flex-none">
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <Suspense fallback={<TabFallback />}>
        {tabs.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {t.eager || t.value === tab ? t.content() : null}
          </TabsContent>
        ))}
      </Suspense>
    </Tabs>
  );
}
