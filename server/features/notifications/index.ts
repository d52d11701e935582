// What other features may call of notifications.
export {
  notifyInvoiceIssued,
  notifyInvoiceOverdue,
  notifyInvoiceSent,
  notifyPaymentRecorded,
} from "./invoice-notification-producers.service";
export { createNotificationJobsService } from "./notification-jobs.service";
export {
  notifyRequestAssignedInTx,
  notifyRequestFiledInTx,
  notifyRequestStatusInTx,
  notifyRoleRequestedInTx,
  notifyScheduleChangesInTx,
  notifyTicketChangedInTx,
  notifyTicketCommentInTx,
} from "./notification-producers.service";
export {
  mailOfferSent,
  notifyOfferAnsweredInTx,
  notifyOfferSentInTx,
  notifyOffersExpiredInTx,
} from "./offer-notification-producers.service";
