import { roleLabels } from "#domain/auth/role";
import { PageHeader } from "../../components/page-header";
import { Spinner } from "../../components/ui/spinner";
import { AgencyDetailsCard } from "../agency-settings/components/agency-details-card";
import { useAccount } from "./api/account";
import { EmailCard } from "./components/email-card";
import { NotificationPreferencesCard } from "./components/notification-preferences-card";
import { PasswordCard } from "./components/password-card";
import { SessionsCard } from "./components/sessions-card";
import { TwoFactorCard } from "./components/two-factor-card";

/** Settings (/settings): notifications, e-mail, password, two-factor sign-in and sessions, all the user's own. */
export function SettingsPage() {
  const account = useAccount();
  const data = account.data;
  return (
    <>
      <PageHeader
        title="Settings"
        subtitle={
          data
            ? `${data.email} · ${roleLabels[data.role]}${data.pendingRoleRequest ? ` · ${roleLabels[data.pendingRoleRequest]} access requested` : ""}`
            : "Your notifications and sign-in"
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <NotificationPreferencesCard />
        {account.isLoading ? <Spinner className="size-6" /> : null}
        {account.isError ? <p className="text-destructive">Your account could not be loaded.</p> : null}
        {data ? (
          <>
            <TwoFactorCard enabled={data.twoFactorEnabled} />
            <EmailCard currentEmail={data.email} />
            <PasswordCard />
            <SessionsCard />
            {data.role === "admin" ? <AgencyDetailsCard /> : null}
          </>
        ) : null}
      </div>
    </>
  );
}
