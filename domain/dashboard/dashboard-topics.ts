import { type Topic, topics } from "../realtime/topics";

/** Every dashboard query's key starts with this (it is no realtime topic of its own). */
export const DASHBOARD_QUERY_KEY = "dashboard";

/**
 * The records the dashboard's figures and deadlines are made of: an event on any of these topics refetches
 * the dashboard's queries (web/lib/realtime.ts), so the cards follow a payment recorded in another browser.
 */
export const dashboardTopics: readonly Topic[] = [
  topics.bookings,
  topics.invoices,
  topics.payments,
  topics.packages,
  topics.clients,
  topics.trips,
  topics.flights,
  topics.passengers,
  topics.requests,
  topics.chat,
];
