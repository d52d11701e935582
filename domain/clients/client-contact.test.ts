import { describe, expect, it } from "vitest";
import { type LastContact, lastContactLink, lastContactSentence } from "./client-contact";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const contact = (fields: Partial<LastContact>): LastContact => ({
  kind: "request",
  at: "2026-05-10T09:00:00.000Z",
  byName: null,
  subject: "new_trip",
  requestId: null,
  tripId: null,
  ticketId: null,
  ...fields,
});

describe("lastContactSentence", () => {
  it.each<[LastContact["kind"], string, string]>([
    ["request", "new_trip", "Request filed: New trip"],
    ["request", "date_change", "Request filed: Date change"],
    ["request_message", "cancel_trip", "Message on the request Cancel trip"],
    ["trip_message", "Lisbon city break", "Message on the trip Lisbon city break"],
    ["ticket", "Cannot log in", "Ticket opened: Cannot log in"],
    ["ticket_comment", "Cannot log in", "Comment on the ticket Cannot log in"],
    // A category the labels do not know yet is shown as stored rather than dropped.
    ["request", "something_new", "Request filed: something_new"],
  ])("%s of %j reads %j", (kind, subject, sentence) => {
    expect(lastContactSentence({ kind, subject })).toBe(sentence);
  });
});

describe("lastContactLink", () => {
  it.each<[string, Partial<LastContact>, string | null]>([
    ["a request", { kind: "request", requestId: ID }, `/requests/${ID}`],
    ["a request's message", { kind: "request_message", requestId: ID }, `/requests/${ID}`],
    ["a trip's message", { kind: "trip_message", tripId: ID }, `/trips/${ID}?tab=messages`],
    ["a ticket", { kind: "ticket", ticketId: ID }, `/support/${ID}`],
    ["a ticket's comment", { kind: "ticket_comment", ticketId: ID }, `/support/${ID}`],
    ["nothing to open", { kind: "ticket" }, null],
  ])("opens %s", (_, fields, link) => {
    expect(lastContactLink(contact(fields))).toBe(link);
  });
});
