import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../components/ui/button";

const RecordPaymentDialog = lazy(async () => ({
  default: (await import("./record-payment-dialog")).RecordPaymentDialog,
}));

/** "Record Payment" on the Payments screen (staff): the dialog asks which invoice (SPEC's button, working). */
export function RecordPaymentButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden />
        Record Payment
      </Button>
      <Suspense fallback={null}>
        {open ? <RecordPaymentDialog invoice={null} open={open} onOpenChange={setOpen} /> : null}
      </Suspense>
    </>
  );
}
