import { roleLabels } from "#domain/auth/role";
import type { AppMeta } from "#domain/meta/app-meta.schema";
import { LinkButton } from "./link-button";

/** Demo mode's accounts, one click each to put them in the sign-in form. */
export function DemoSignIns({
  meta,
  onPick,
}: {
  meta: AppMeta;
  onPick(email: string, password: string): void;
}) {
  return (
    <div className="rounded-md border border-dashed bg-muted/50 p-3 text-sm" data-testid="demo-hint">
      <p className="font-medium">Demo sign-in</p>
      <p className="text-muted-foreground">
        Password <code className="font-mono">{meta.demoPassword}</code> for every account:
      </p>
      <ul className="mt-1 space-y-0.5">
        {meta.demoAccounts.map((a) => (
          <li key={a.email}>
            <LinkButton onClick={() => onPick(a.email, meta.demoPassword ?? "")}>
              {`${roleLabels[a.role]}: ${a.email}`}
            </LinkButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
