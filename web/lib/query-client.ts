import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError, errorMessage } from "./api-client";
import { logger } from "./logger";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** Toast title when the query fails (SPEC §8), e.g. 'Error fetching trips'. */
      errorTitle?: string;
    };
    mutationMeta: {
      /** Toast title and fallback description when the mutation fails (SPEC §8). */
      errorTitle?: string;
      errorFallback?: string;
      /** Toast shown when it succeeds; a function receives the mutation's answer. */
      success?:
        | { title: string; description?: string }
        | ((data: unknown) => { title: string; description?: string });
      /** The form explains a stale save itself (ConflictNotice): no toast for a 412. */
      conflictShownInForm?: boolean;
    };
  }
}

/** Sends the browser to sign-in, remembering where the user was. */
export function redirectToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname.startsWith("/login")) return;
  window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
}

function isUnauthenticated(error: unknown) {
  return error instanceof ApiError && error.status === 401;
}

/** Said after the server's own message when a change was refused because the record moved on. */
export const STALE_TOAST_HINT = "The screen now shows the record as it is; check it and try again.";

/** An error toast that also lands in the debug console (SPEC §2): what the user saw, the console keeps. */
export function showErrorToast(title: string, description: string): void {
  // The same failure from two queries at once (a page and its tab) is one toast, not two.
  toast.error(title, { description, id: `${title}\n${description}` });
  logger.error(`${title}: ${description}`, window.location.pathname);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthenticated(error)) return redirectToLogin();
        const title = query.meta?.errorTitle;
        if (title) showErrorToast(title, errorMessage(error, title));
        // A failure without a toast (a background refetch, a lookup) still shows in the debug console.
        else logger.warn(`Request failed: ${errorMessage(error, "unknown error")}`, window.location.pathname);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (isUnauthenticated(error)) return redirectToLogin();
        const meta = mutation.meta;
        if (error instanceof ApiError && error.status === 412) {
          // Someone else changed the record: every screen refetches, so lists show what is stored now.
          void client.invalidateQueries();
          if (meta?.conflictShownInForm) {
            logger.warn(`${meta.errorTitle ?? "Error"}: ${error.message}`, window.location.pathname);
            return;
          }
          showErrorToast(meta?.errorTitle ?? "Error", `${error.message} ${STALE_TOAST_HINT}`);
          return;
        }
        const fallback = meta?.errorFallback ?? "Something went wrong. Please try again.";
        showErrorToast(meta?.errorTitle ?? "Error", errorMessage(error, fallback));
      },
      onSuccess: (data, _vars, _ctx, mutation) => {
        const success = mutation.meta?.success;
        if (!success) return;
        const { title, description } = typeof success === "function" ? success(data) : success;
        toast.success(title, { description });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: true,
      },
    },
  });
  return client;
}
