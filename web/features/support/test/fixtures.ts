import type { Ticket, TicketSummary } from "#domain/support/ticket.schema";

export const loginTicket: Ticket = {
  id: "7d1c1f7e-31c5-4a53-9c1e-0c5b7a0b1a01",
  title: "Cannot sign in after changing my password",
  ticketType: "login_problem",
  description: "The sign-in page says the password is wrong.",
  status: "pending",
  reporterId: "u2",
  reporterName: "Chris Client",
  assigneeId: null,
  assigneeName: null,
  clientId: "c1",
  attachment: { fileName: "screen.png", contentType: "image/png", sizeBytes: 2048 },
  createdAt: "2026-05-01T09:30:00.000Z",
  updatedAt: "2026-05-01T09:30:00.000Z",
  version: 3,
};

export const loginSummary: TicketSummary = {
  id: loginTicket.id,
  title: loginTicket.title,
  ticketType: loginTicket.ticketType,
  status: loginTicket.status,
  reporterName: loginTicket.reporterName,
  assigneeName: null,
  createdAt: loginTicket.createdAt,
};

export const clientSession = {
  user: { id: "u2", email: "client@itinera.local", name: "Chris Client", role: "client" },
};
