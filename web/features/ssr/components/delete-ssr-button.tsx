import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";

/** The row's delete action, confirmed first; the mutation's toast reports a failure. */
export function DeleteSsrButton({ code, onDelete }: { code: string; onDelete(): Promise<unknown> }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button size="icon" variant="ghost" aria-label={`Delete ${code}`} onClick={() => setConfirming(true)}>
        <Trash2Icon aria-hidden />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${code}?`}
        description="The code and its airline prices are removed from the catalogue. You can add it again later, by hand or by CSV import."
        confirmLabel="Delete"
        onConfirm={() => void onDelete().catch(() => {})}
      />
    </>
  );
}
