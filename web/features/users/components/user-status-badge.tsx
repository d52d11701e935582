import { type UserStatus, userStatusLabels } from "#domain/users/user-status";
import { Badge } from "../../../components/ui/badge";

const variants = { active: "default", pending: "secondary", banned: "destructive" } as const;

/** SPEC §4: Active default, Pending secondary, Banned destructive. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge variant={variants[status]}>{userStatusLabels[status]}</Badge>;
}
