// What other features may call of notifications.
export { notifyBookingConfirmed, notifyBookingRequested } from "./booking-notification-producers.service";
export { notifyChatMessage } from "./chat-unread-notices";
export {
  notifyCreditNoteIssued,
  notifyInvoiceIssued,
  notifyInvoiceOverdue,
  notifyInvoiceSent,
  notifyPaymentRecorded,
  notifyRefundRecorded,
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
