import {
  BanIcon,
  CreditCardIcon,
  DownloadIcon,
  ExternalLinkIcon,
  MoreHorizontalIcon,
  SendIcon,
} from "lucide-react";
import { Link } from "react-router";
import type { InvoiceListItem } from "#domain/invoices/invoice.schema";
import { invoiceActions } from "#domain/invoices/invoice-format";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { invoicePdfUrl } from "../api/send-invoice";

/** What the signed-in user may do with invoices: staff record and send, admins also cancel. */
export interface InvoiceRole {
  staff: boolean;
  admin: boolean;
}

export interface InvoiceRowActions {
  onRecordPayment(invoice: InvoiceListItem): void;
  onSend(invoice: InvoiceListItem): void;
  onCancel(invoice: InvoiceListItem): void;
}

/**
 * One invoice's actions in the list: Record Payment (staff, while something is owed) beside a menu of View,
 * Download PDF, Send… (staff) and Cancel… (admins, while nothing settled it). A client user gets View and
 * Download PDF.
 */
export function InvoiceActionsMenu({
  invoice,
  role,
  actions,
}: {
  invoice: InvoiceListItem;
  role: InvoiceRole;
  actions: InvoiceRowActions;
}) {
  const can = invoiceActions(invoice);
  return (
    <div className="flex items-center justify-end gap-1">
      {role.staff && can.pay ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.onRecordPayment(invoice)}
          aria-label={`Record Payment for ${invoice.number}`}
        >
          <CreditCardIcon aria-hidden />
          <span className="max-lg:sr-only">Record Payment</span>
        </Button>
      ) : null}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${invoice.number}`} title="Actions">
            <MoreHorizontalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-52">
          <DropdownMenuLabel className="font-mono">{invoice.number}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to={`/invoices/${invoice.id}`}>
              <ExternalLinkIcon aria-hidden />
              View
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={invoicePdfUrl(invoice.id)} download>
              <DownloadIcon aria-hidden />
              Download PDF
            </a>
          </DropdownMenuItem>
          {role.staff && invoice.status !== "cancelled" ? (
            <DropdownMenuItem onSelect={() => actions.onSend(invoice)}>
              <SendIcon aria-hidden />
              Send…
            </DropdownMenuItem>
          ) : null}
          {role.admin && can.cancel ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => actions.onCancel(invoice)}>
                <BanIcon aria-hidden />
                Cancel…
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
