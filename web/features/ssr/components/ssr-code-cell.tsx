import { ChevronDownIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { TableCell } from "../../../components/ui/table";

/** The code with the toggle that shows the row's airline prices below it (the same in view and edit). */
export function SsrCodeCell({
  code,
  expanded,
  panelId,
  onToggle,
}: {
  code: string;
  expanded: boolean;
  panelId: string;
  onToggle(): void;
}) {
  return (
    <TableCell className="align-top">
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={`${expanded ? "Hide" : "Show"} airline prices for ${code}`}
          onClick={onToggle}
        >
          {expanded ? <ChevronDownIcon aria-hidden /> : <ChevronRightIcon aria-hidden />}
        </Button>
        <span className="font-mono font-semibold">{code}</span>
      </div>
    </TableCell>
  );
}
