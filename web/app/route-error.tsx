import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "../components/ui/button";

/** Shown when a page fails to load or render; the rest of the shell keeps working. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  return (
    <div role="alert" className="mx-auto my-16 max-w-md space-y-4 text-center">
      <h1 className="font-semibold text-xl">This page could not be shown</h1>
      <p className="text-muted-foreground text-sm">{message}</p>
      <div className="flex justify-center gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to="/">Go to the dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
