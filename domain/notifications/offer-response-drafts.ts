import { excerpt, links, type NotificationDraft } from "./notification-messages";

// What the trip's agent and the client hear of an offer (the "offerResponses" category).

export function offerAnswered(facts: {
  tripId: string;
  tripTitle: string;
  offerTitle: string;
  clientName: string;
  answer: "accepted" | "declined";
  reason?: string | null;
}): NotificationDraft {
  const reason = facts.answer === "declined" && facts.reason ? `: “${excerpt(facts.reason)}”` : "";
  return {
    category: "offerResponses",
    // A decline needs the agent's attention more than an acceptance does.
    type: facts.answer === "declined" ? "alert" : "info",
    message: `${facts.clientName} ${facts.answer} the offer “${facts.offerTitle}”${reason}`,
    subject: facts.tripTitle,
    link: links.trip(facts.tripId, "offers"),
  };
}

export function offerExpired(facts: {
  tripId: string;
  tripTitle: string;
  offerTitle: string;
}): NotificationDraft {
  return {
    category: "offerResponses",
    type: "other",
    message: `The offer “${facts.offerTitle}” expired without an answer`,
    subject: facts.tripTitle,
    link: links.trip(facts.tripId, "offers"),
  };
}

export function offerSent(facts: {
  tripId: string;
  tripTitle: string;
  offerTitle: string;
}): NotificationDraft {
  return {
    category: "offerResponses",
    type: "info",
    message: `You have a new offer, “${facts.offerTitle}”: accept or decline it within 3 days`,
    subject: facts.tripTitle,
    link: links.trip(facts.tripId, "offers"),
  };
}
