import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, InfoIcon } from "lucide-react";
import { Link } from "react-router";
import type { AdminSeedResult, AdminSeedStatus } from "#domain/accounts/account.schema";
import { topics } from "#domain/realtime/topics";
import { AuthCard } from "../../components/auth-card";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { api } from "../../lib/api-client";

const statusQuery = {
  queryKey: [topics.users, "admin-seed"],
  queryFn: () => api<AdminSeedStatus>("/api/admin-seed"),
  meta: { errorTitle: "Error" },
};

/** /admin-seed (public): creates the first admin while there is none; afterwards only says one exists. */
export function AdminSeedPage() {
  const queryClient = useQueryClient();
  const status = useQuery(statusQuery);
  const create = useMutation({
    mutationFn: () => api<AdminSeedResult>("/api/admin-seed", { method: "POST" }),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to create the admin user.",
      success: (data) =>
        (data as AdminSeedResult).status === "created"
          ? { title: "Success", description: "The admin user has been created." }
          : { title: "Admin exists", description: "An admin user already exists." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusQuery.queryKey }),
  });
  const data = status.data;
  const outcome = create.data?.status;

  return (
    <AuthCard title="Admin Setup">
      {status.isLoading ? (
        <p className="flex items-center justify-center gap-2 text-muted-foreground text-sm">
          <Spinner aria-hidden /> Checking…
        </p>
      ) : null}
      {status.isError ? <p role="alert">The server could not be reached. Reload to try again.</p> : null}
      {data ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border bg-muted/50 p-3 text-sm">
            <dt className="font-medium">Email</dt>
            <dd className="font-mono" data-testid="setup-email">
              {data.email}
            </dd>
            {data.password ? (
              <>
                <dt className="font-medium">Password</dt>
                <dd className="font-mono">{data.password}</dd>
              </>
            ) : null}
          </dl>
          {!data.password && data.configured ? (
            <p className="text-muted-foreground text-sm">The password is the server's ADMIN_PASSWORD.</p>
          ) : null}
          {outcome === "created" ? (
            <p role="status" className="flex items-center gap-2 font-medium text-sm">
              <CheckCircle2Icon aria-hidden className="size-4 text-success" /> Success: the admin user was
              created.
            </p>
          ) : data.adminExists ? (
            <p role="status" className="flex items-center gap-2 font-medium text-sm">
              <InfoIcon aria-hidden className="size-4" /> Admin exists: nothing to set up.
            </p>
          ) : null}
          {!data.configured && !data.adminExists ? (
            <p role="alert" className="text-destructive text-sm">
              Set ADMIN_PASSWORD on the server to create the first admin.
            </p>
          ) : null}
          <Button
            className="w-full"
            loading={create.isPending}
            disabled={!data.configured && !data.adminExists}
            onClick={() => create.mutate()}
          >
            Create Admin User
          </Button>
          <p className="text-center text-sm">
            <Link to="/login" className="text-primary underline-offset-4 hover:underline">
              Go to sign in
            </Link>
          </p>
        </div>
      ) : null}
    </AuthCard>
  );
}
