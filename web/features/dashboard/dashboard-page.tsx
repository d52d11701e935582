import { useSuspenseQuery } from "@tanstack/react-query";
import { NotAvailable } from "../../components/not-available";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { sessionQuery } from "../../lib/session";
import { greetingFor } from "./greeting";

export function DashboardPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const now = new Date();
  return (
    <>
      <div className="mb-6">
        <h1 className="font-semibold text-2xl tracking-tight">
          {greetingFor(now.getHours())}, {user?.name || "Admin"}
        </h1>
        <p className="mt-1 text-muted-foreground text-sm">
          {now.toLocaleDateString(undefined, {
            weekday: "long",
            year: "numeric",
            month: "long",
            day: "numeric",
          })}
        </p>
      </div>
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="alerts">Alerts</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="mt-4">
          <NotAvailable what="The bookings and revenue overview" />
        </TabsContent>
        <TabsContent value="analytics" className="mt-4">
          <NotAvailable what="Detailed analytics" />
        </TabsContent>
        <TabsContent value="alerts" className="mt-4">
          <NotAvailable what="Booking and payment alerts" />
        </TabsContent>
      </Tabs>
    </>
  );
}
