import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  ExternalLinkIcon,
  MoreHorizontalIcon,
  PencilIcon,
  Trash2Icon,
} from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";

/** What a row's menu needs of a client. */
export interface ClientRef {
  id: string;
  name: string;
  archivedAt: string | null;
}

export interface ClientActions {
  onEdit(client: ClientRef): void;
  onArchive(client: ClientRef): void;
  onRestore(client: ClientRef): void;
  onDelete(client: ClientRef): void;
}

/** Open, Edit, Archive or Restore, Delete…: one client's actions, in the list's last column. */
export function ClientActionsMenu({ client, actions }: { client: ClientRef; actions: ClientActions }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${client.name}`} title="Actions">
          <MoreHorizontalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="truncate">{client.name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={`/clients/${client.id}`}>
            <ExternalLinkIcon aria-hidden />
            Open
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onEdit(client)}>
          <PencilIcon aria-hidden />
          Edit
        </DropdownMenuItem>
        {client.archivedAt ? (
          <DropdownMenuItem onSelect={() => actions.onRestore(client)}>
            <ArchiveRestoreIcon aria-hidden />
            Restore
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => actions.onArchive(client)}>
            <ArchiveIcon aria-hidden />
            Archive
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(client)}>
          <Trash2Icon aria-hidden />
          Delete…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
