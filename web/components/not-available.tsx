import { Construction } from "lucide-react";
import { Card, CardContent } from "./ui/card";

/** Stands in for a screen whose feature has not been built yet, and says so plainly. */
export function NotAvailable({ what }: { what: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <Construction aria-hidden className="size-10 text-muted-foreground" />
        <p className="font-medium">{what} is not available yet</p>
        <p className="max-w-md text-muted-foreground text-sm">
          This part of Itinera is still being built. Everything you see elsewhere works on live data.
        </p>
      </CardContent>
    </Card>
  );
}
