import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { formatMoment } from "../../../lib/moment-format";
import { useInvoice } from "../api/get-invoice";
import { useSendInvoice } from "../api/send-invoice";

/** Confirms before the PDF is e-mailed, naming the address it goes to (the client's e-mail). */
export function SendInvoiceDialog({
  invoiceId,
  open,
  onOpenChange,
}: {
  invoiceId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invoice = useInvoice(open ? invoiceId : null);
  const send = useSendInvoice();
  const data = invoice.data;
  const email = data?.clientEmail ?? null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<>Send invoice {data?.number ?? ""}?</>}
      description={
        invoice.isLoading
          ? "Loading the invoice…"
          : invoice.isError || !data
            ? "Error fetching invoices"
            : email
              ? `The invoice goes as a PDF attachment to ${email} (${data.clientName}). The send is recorded on the invoice.`
              : `${data.clientName} has no e-mail address: add one on the client's page, then send.`
      }
      busy={send.isPending}
      destructive={false}
      confirmLabel="Send"
      confirmDisabled={!data || !email}
      otherAction={
        data && !email ? (
          <Button asChild variant="outline">
            <Link to={`/clients/${data.clientId}`}>Open client</Link>
          </Button>
        ) : null
      }
      onConfirm={async () => {
        if (!data) return;
        try {
          await send.mutateAsync(data.id);
          onOpenChange(false);
        } catch {
          // The toast says why; the dialog stays for another try.
        }
      }}
    >
      {data?.sentAt && data.sentTo ? (
        <p className="text-muted-foreground text-sm">
          Last sent to {data.sentTo} on {formatMoment(data.sentAt)}.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
