// The screen that opens each kind of record (web/app/router.tsx): built once, for the server's answers and their tests.

export const searchLinks = {
  /** The passengers list searched for the name, with the passenger selected (its panels open). */
  passenger: (id: string, name: string) =>
    `/passengers?${new URLSearchParams({ search: name, selected: id })}`,
  trip: (id: string) => `/trips/${id}`,
  client: (id: string) => `/clients/${id}`,
  booking: (id: string) => `/orders/${id}`,
  invoice: (id: string) => `/invoices/${id}`,
  request: (id: string) => `/requests/${id}`,
  /** The Flights screen searched, over every date ("from=" clears its default of today): for segments on no trip. */
  flights: (search: string) => `/flights?${new URLSearchParams({ search, from: "" })}`,
};
