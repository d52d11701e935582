import type { RequestRecord } from "#domain/requests/request.schema";

export const clientId = "5b9d3c9e-1111-4f6f-8a57-0a4b5d6e7f80";
export const tripId = "7c2e4d1a-2222-4b3c-9d8e-1f2a3b4c5d6e";
export const agentId = "9a8b7c6d-3333-4e5f-8a9b-0c1d2e3f4a5b";

export const dateChange: RequestRecord = {
  id: "3e4f5a6b-4444-4c7d-8e9f-a0b1c2d3e4f5",
  clientId,
  clientName: "Alpha Travellers",
  category: "date_change",
  details: "Move our departure one week later",
  status: "in_progress",
  tripId,
  tripTitle: "Lisbon city break",
  assigneeId: agentId,
  assigneeName: "Ana Agent",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
  version: 3,
};

export const clientSession = {
  user: { id: "u2", email: "client@itinera.local", name: "Chris Client", role: "client" },
};
