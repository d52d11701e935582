import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";

const NewInvoiceDialog = lazy(async () => ({
  default: (await import("./new-invoice-dialog")).NewInvoiceDialog,
}));

/** "New Invoice" (staff): the new invoice opens once it is issued, ready for a payment or to be sent. */
export function NewInvoiceButton() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden />
        New Invoice
      </Button>
      <Suspense fallback={null}>
        {open ? (
          <NewInvoiceDialog
            open={open}
            onOpenChange={setOpen}
            onSaved={(invoice) => navigate(`/invoices/${invoice.id}`)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
