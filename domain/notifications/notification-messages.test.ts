import { describe, expect, it } from "vitest";
import {
  bookingConfirmed,
  chatUnread,
  requestStatusChanged,
  ticketChanged,
  ticketCommented,
} from "./agent-message-drafts";
import {
  creditNoteIssued,
  invoiceIssued,
  invoiceOverdue,
  invoiceSent,
  paymentRecorded,
  refundRecorded,
} from "./invoice-update-drafts";
import { excerpt, type NotificationDraft } from "./notification-messages";
import { offerAnswered, offerExpired, offerSent } from "./offer-response-drafts";
import {
  bookingRequested,
  passportExpiring,
  requestAssigned,
  requestFiled,
  roleRequested,
  scheduleChanged,
  ticketAssigned,
  timeLimitDue,
} from "./system-alert-drafts";

const trip = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";
const now = new Date("2026-03-15T10:00:00Z");

const cases: [string, NotificationDraft, Partial<NotificationDraft>][] = [
  [
    "an accepted offer",
    offerAnswered({
      tripId: trip,
      tripTitle: "Lisbon",
      offerTitle: "Option A",
      clientName: "Alpha",
      answer: "accepted",
    }),
    {
      category: "offerResponses",
      type: "info",
      message: "Alpha accepted the offer “Option A”",
      subject: "Lisbon",
      link: `/trips/${trip}?tab=offers`,
    },
  ],
  [
    "a declined offer with its reason",
    offerAnswered({
      tripId: trip,
      tripTitle: "Lisbon",
      offerTitle: "Option A",
      clientName: "Alpha",
      answer: "declined",
      reason: "Too   expensive\nfor us",
    }),
    { type: "alert", message: "Alpha declined the offer “Option A”: “Too expensive for us”" },
  ],
  [
    "a declined offer without a reason",
    offerAnswered({
      tripId: trip,
      tripTitle: "Lisbon",
      offerTitle: "B",
      clientName: "Alpha",
      answer: "declined",
      reason: null,
    }),
    { message: "Alpha declined the offer “B”" },
  ],
  [
    "an expired offer",
    offerExpired({ tripId: trip, tripTitle: "Lisbon", offerTitle: "B" }),
    { category: "offerResponses", type: "other", message: "The offer “B” expired without an answer" },
  ],
  [
    "an offer sent to the client",
    offerSent({ tripId: trip, tripTitle: "Lisbon", offerTitle: "B" }),
    { type: "info", link: `/trips/${trip}?tab=offers` },
  ],
  [
    "one unread chat message",
    chatUnread({ kind: "request", id: other, label: "Date change request", senderName: "Ana", unread: 1 }),
    {
      category: "agentMessages",
      message: "New message from Ana",
      subject: "Date change request",
      link: `/chat?request=${other}`,
    },
  ],
  [
    "several unread trip messages",
    chatUnread({ kind: "trip", id: trip, label: "Trip Lisbon", senderName: "Ana", unread: 3 }),
    { message: "New message from Ana (3 unread)", link: `/chat?trip=${trip}` },
  ],
  [
    "a request's new status",
    requestStatusChanged({ requestId: other, categoryLabel: "Date change", statusLabel: "In progress" }),
    {
      category: "agentMessages",
      message: "Your date change request is now in progress",
      link: `/requests/${other}`,
    },
  ],
  [
    "a ticket comment",
    ticketCommented({ ticketId: other, title: "Login", authorName: "Ana" }),
    { message: "Ana commented on your ticket", subject: "Login", link: `/support/${other}` },
  ],
  [
    "a ticket change",
    ticketChanged({ ticketId: other, title: "Login", change: "status Resolved" }),
    { message: "Your ticket changed: status Resolved" },
  ],
  [
    "a role request",
    roleRequested({ email: "new@x.test", roleLabel: "Travel Agent" }),
    { category: "systemAlerts", message: "new@x.test asks for Travel Agent access", link: "/users" },
  ],
  [
    "a filed request",
    requestFiled({
      requestId: other,
      clientName: "Alpha",
      categoryLabel: "New trip",
      details: "Rome in May",
    }),
    { category: "systemAlerts", message: "Alpha filed a new trip request: “Rome in May”" },
  ],
  [
    "a filed request whose category starts with a vowel",
    requestFiled({ requestId: other, clientName: "Alpha", categoryLabel: "Add service", details: "Lounge" }),
    { message: "Alpha filed an add service request: “Lounge”" },
  ],
  [
    "an assigned request",
    requestAssigned({ requestId: other, clientName: "Alpha", categoryLabel: "Support" }),
    { message: "You were assigned the support request of Alpha" },
  ],
  [
    "an assigned ticket",
    ticketAssigned({ ticketId: other, title: "Login" }),
    { category: "systemAlerts", link: `/support/${other}` },
  ],
  [
    "a passport expiring too soon",
    passportExpiring({
      tripId: trip,
      tripTitle: "Lisbon",
      passengerName: "Mrs Ana Silva",
      documentExpiry: "2026-09-30",
      tripEnd: "2026-05-09",
      today: "2026-03-15",
    }),
    {
      type: "alert",
      message:
        "The passport of Mrs Ana Silva expires on 30 Sep 2026, less than 6 months after the trip ends (9 May 2026)",
      link: `/trips/${trip}?tab=passengers`,
    },
  ],
  [
    "a passport that already expired",
    passportExpiring({
      tripId: trip,
      tripTitle: "Lisbon",
      passengerName: "Mr Li Wei",
      documentExpiry: "2026-03-14",
      tripEnd: "2026-05-09",
      today: "2026-03-15",
    }),
    {
      message:
        "The passport of Mr Li Wei expired on 14 Mar 2026, less than 6 months after the trip ends (9 May 2026)",
    },
  ],
  [
    "a ticketing time limit ahead",
    timeLimitDue({
      tripId: trip,
      tripTitle: "Lisbon",
      kind: "ticketing",
      date: "2026-03-16",
      time: "12:00",
      airline: null,
      recordLocator: "ABC123",
      now,
      timeZone: "UTC",
    }),
    {
      message: "Ticketing time limit (reservation ABC123) falls on 16 Mar 2026 12:00",
      link: `/trips/${trip}`,
    },
  ],
  [
    "an airline deadline that passed, without a time",
    timeLimitDue({
      tripId: trip,
      tripTitle: "Lisbon",
      kind: "airline-deadline",
      date: "2026-03-14",
      time: null,
      airline: "LH",
      recordLocator: null,
      now,
      timeZone: "UTC",
    }),
    { message: "Airline ticketing deadline (LH) passed on 14 Mar 2026" },
  ],
  [
    "a flight not operating",
    scheduleChanged({
      tripId: trip,
      tripTitle: "Lisbon",
      airline: "LH",
      flightNumber: "400",
      origin: "FRA",
      destination: "JFK",
      departureLocal: "2026-05-01T10:05",
      status: "UN",
    }),
    {
      type: "alert",
      message: "Flight LH 400 FRA–JFK on 01 May 2026 10:05 is now UN (unable, the flight is not operating)",
    },
  ],
  [
    "an open flight with an unknown code",
    scheduleChanged({
      tripId: trip,
      tripTitle: "Lisbon",
      airline: "LH",
      flightNumber: null,
      origin: null,
      destination: null,
      departureLocal: null,
      status: "XX",
    }),
    { message: "Flight LH is now XX" },
  ],
  [
    "an issued invoice",
    invoiceIssued({
      invoiceId: other,
      number: "INV-202603-0001",
      amountText: "€1,200.00",
      dueDate: "2026-04-01",
    }),
    {
      category: "invoiceUpdates",
      type: "info",
      message: "Invoice INV-202603-0001 for €1,200.00 was issued, due 1 Apr 2026",
      link: `/invoices/${other}`,
    },
  ],
  [
    "a sent invoice",
    invoiceSent({ invoiceId: other, number: "INV-1", amountText: "€5.00" }),
    { message: "Invoice INV-1 for €5.00 was sent to you by e-mail" },
  ],
  [
    "a payment",
    paymentRecorded({ invoiceId: other, number: "INV-1", amountText: "$30.00" }),
    { message: "A payment of $30.00 was recorded on invoice INV-1" },
  ],
  [
    "an overdue invoice",
    invoiceOverdue({ invoiceId: other, number: "INV-1", amountText: "£9.99", dueDate: "2026-03-01" }),
    { type: "alert", message: "Invoice INV-1 is overdue: £9.99 was due on 1 Mar 2026" },
  ],
  [
    "a refund",
    refundRecorded({ invoiceId: other, number: "INV-1", amountText: "€50.00" }),
    {
      category: "invoiceUpdates",
      type: "info",
      message: "A refund of €50.00 was made on invoice INV-1",
      subject: "INV-1",
      link: `/invoices/${other}`,
    },
  ],
  [
    "a credit note",
    creditNoteIssued({
      invoiceId: other,
      invoiceNumber: "INV-1",
      number: "CN-202603-0002",
      amountText: "€100.00",
    }),
    {
      category: "invoiceUpdates",
      type: "info",
      message: "Credit note CN-202603-0002 for €100.00 was issued on invoice INV-1",
      subject: "CN-202603-0002",
      link: `/invoices/${other}`,
    },
  ],
  [
    "a confirmed booking",
    bookingConfirmed({
      bookingId: other,
      reference: "BK-000042",
      what: "Lisbon in spring",
      travelDate: "2026-05-01",
    }),
    {
      category: "agentMessages",
      type: "info",
      message: "Your booking BK-000042 of “Lisbon in spring” on 1 May 2026 is confirmed",
      subject: "BK-000042",
      link: `/orders/${other}`,
    },
  ],
  [
    "a booking requested by a client",
    bookingRequested({
      bookingId: other,
      reference: "BK-000042",
      clientName: "Alpha",
      what: "Lisbon in spring",
      participants: 2,
      travelDate: "2026-05-01",
    }),
    {
      category: "systemAlerts",
      type: "info",
      message: "Alpha requested a booking of “Lisbon in spring” for 2 participants on 1 May 2026",
      subject: "BK-000042",
      link: `/orders/${other}`,
    },
  ],
  [
    "a booking for one",
    bookingRequested({
      bookingId: other,
      reference: "BK-000043",
      clientName: "Alpha",
      what: "Porto",
      participants: 1,
      travelDate: "2026-06-10",
    }),
    { message: "Alpha requested a booking of “Porto” for 1 participant on 10 Jun 2026" },
  ],
];

describe("notification drafts", () => {
  it.each(cases)("%s", (_, draft, expected) => {
    expect(draft).toMatchObject(expected);
    expect(draft.message).not.toMatch(/undefined|null/);
  });
});

describe("excerpt", () => {
  it.each([
    ["short", 10, "short"],
    ["  spaced\n\tout  ", 20, "spaced out"],
    ["abcdefghij", 10, "abcdefghij"],
    ["abcdefghijk", 10, "abcdefghi…"],
    ["word word word", 8, "word wo…"],
  ])("%j in %d", (text, max, expected) => {
    expect(excerpt(text, max)).toBe(expected);
  });
});
