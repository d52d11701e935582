import { Building2Icon, UserIcon } from "lucide-react";
import { clientKindLabels } from "#domain/clients/client-format";
import type { ClientKind } from "#domain/clients/client-values";
import { Badge } from "../../../components/ui/badge";

/** Person or company, with its icon. */
export function ClientKindBadge({ kind }: { kind: ClientKind }) {
  const Icon = kind === "company" ? Building2Icon : UserIcon;
  return (
    <Badge variant="outline" className="gap-1">
      <Icon aria-hidden className="size-3" />
      {clientKindLabels[kind]}
    </Badge>
  );
}
