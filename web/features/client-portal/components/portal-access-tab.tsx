import { KeyRoundIcon, LinkIcon, MailIcon, UserRoundXIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { ClientPortal } from "#domain/client-portal/client-portal.schema";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { formatMoment } from "../../../lib/moment-format";
import { useClient } from "../../clients/api/get-client";
import { useClientPortal } from "../api/get-client-portal";
import { useRevokePortalAccess } from "../api/revoke-portal-access";

const InvitePortalUserDialog = lazy(async () => ({
  default: (await import("./invite-portal-user-dialog")).InvitePortalUserDialog,
}));
const LinkPortalUserDialog = lazy(async () => ({
  default: (await import("./link-portal-user-dialog")).LinkPortalUserDialog,
}));

const when = formatMoment;

function InvitationLine({ invitation }: { invitation: NonNullable<ClientPortal["invitation"]> }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <MailIcon aria-hidden className="size-4 text-muted-foreground" />
      <span>
        Invitation to <span className="font-medium">{invitation.email}</span> sent {when(invitation.sentAt)}
      </span>
      {invitation.expired ? (
        <Badge variant="destructive">Expired {when(invitation.expiresAt)}</Badge>
      ) : (
        <Badge variant="secondary">Expires {when(invitation.expiresAt)}</Badge>
      )}
    </p>
  );
}

/**
 * The client's portal access (staff): the user who signs in for the client and their last sign-in, or
 * the invitation still open, or nobody; invite by e-mail, link an existing account, revoke.
 */
export function PortalAccessTab({ clientId }: { clientId: string }) {
  const portal = useClientPortal(clientId);
  const client = useClient(clientId);
  const revoke = useRevokePortalAccess(clientId);
  const [dialog, setDialog] = useState<"invite" | "link" | "revoke" | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const data = portal.data;
  const user = data?.user ?? null;
  const invitation = data?.invitation ?? null;
  const archived = Boolean(client.data?.archivedAt);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Portal access</CardTitle>
        <CardDescription>
          The client's own sign-in: they see their trips, bookings and offers and keep their contact details
          up to date.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {portal.isLoading ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner />
            Loading
          </p>
        ) : portal.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-destructive text-sm">Error fetching portal access</p>
            <Button variant="outline" size="sm" onClick={() => portal.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            {user ? (
              <section aria-label="Portal user" className="space-y-1 rounded-md border p-4">
                <p className="flex flex-wrap items-center gap-2">
                  <KeyRoundIcon aria-hidden className="size-4 text-muted-foreground" />
                  <span className="font-medium">{user.name}</span>
                  <span className="break-all text-muted-foreground text-sm">{user.email}</span>
                  {user.banned ? <Badge variant="destructive">Banned</Badge> : null}
                </p>
                <p className="text-muted-foreground text-sm">
                  {user.lastSignInAt ? `Last sign-in ${when(user.lastSignInAt)}` : "Has not signed in yet"}
                </p>
              </section>
            ) : null}
            {invitation ? <InvitationLine invitation={invitation} /> : null}
            {!user && !invitation ? (
              <p className="rounded-md border p-4 text-center text-muted-foreground text-sm">
                No portal access: nobody signs in for this client yet.
              </p>
            ) : null}
            {archived ? (
              <p className="text-muted-foreground text-sm">Restore the client to give it portal access.</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {!archived && (!user || invitation) ? (
                <Button onClick={() => setDialog("invite")}>
                  <MailIcon aria-hidden />
                  {invitation ? "Resend invitation" : "Invite by e-mail"}
                </Button>
              ) : null}
              {!archived && !user ? (
                <Button variant="outline" onClick={() => setDialog("link")}>
                  <LinkIcon aria-hidden />
                  Link an existing user
                </Button>
              ) : null}
              {user || invitation ? (
                <Button variant="destructive" onClick={() => setDialog("revoke")} disabled={revoke.isPending}>
                  <UserRoundXIcon aria-hidden />
                  Revoke access
                </Button>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
      <Suspense fallback={null}>
        {dialog === "invite" ? (
          <InvitePortalUserDialog
            clientId={clientId}
            open
            onOpenChange={close}
            resend={Boolean(invitation)}
            defaultEmail={invitation?.email ?? user?.email ?? client.data?.email ?? ""}
          />
        ) : null}
        {dialog === "link" ? <LinkPortalUserDialog clientId={clientId} open onOpenChange={close} /> : null}
      </Suspense>
      <ConfirmDialog
        open={dialog === "revoke"}
        onOpenChange={close}
        title="Revoke portal access?"
        description={`${user?.email ?? invitation?.email ?? "The portal user"} is signed out everywhere at once and can no longer see this client. Open invitations stop working.`}
        confirmLabel="Revoke access"
        onConfirm={() => revoke.mutate()}
      />
    </Card>
  );
}
