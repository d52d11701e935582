// What other features may call of notifications.
export {
  notifyInvoiceIssued,
  notifyInvoiceOverdue,
  notifyInvoiceSent,
  notifyPaymentRecorded,
} from "./invoice-notification-producers.service";
export { createNotificationJobsService } from "./notification-jobs.service";
export {
  notifyRequestAssigned,
  notifyRequestFiled,
  notifyRequestStatus,
  notifyRoleRequested,
  notifyScheduleChanges,
  notifyTicketChanged,
  notifyTicketComment,
} from "./notification-producers.service";
export {
  mailOfferSent,
  notifyOfferAnswered,
  notifyOfferSent,
  notifyOffersExpired,
} from "./offer-notification-producers.service";
