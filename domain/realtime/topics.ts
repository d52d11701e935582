/**
 * Every realtime topic, listed once. Services publish under these names and the web's query keys
 * start with them, so an event invalidates exactly the queries that hold its records.
 */
export const topics = {
  passengers: "passengers",
  trips: "trips",
  flights: "flights",
  ssr: "ssr",
  users: "users",
  settings: "settings",
  clients: "clients",
  bookings: "bookings",
  packages: "packages",
  requests: "requests",
  chat: "chat",
  tickets: "tickets",
  invoices: "invoices",
  payments: "payments",
  exchangeRates: "exchange-rates",
  agencySettings: "agency-settings",
  notifications: "notifications",
} as const;

export type Topic = (typeof topics)[keyof typeof topics];

export const topicNames = Object.values(topics) as [Topic, ...Topic[]];

/** Not a data topic: the greeting a socket receives once it is subscribed. */
export const HELLO_TOPIC = "hello";
