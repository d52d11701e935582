import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../auth/session";
import { readableText } from "../../kernel/statements";
import { chatListStatements } from "./chat-list.query";

const dialect = new PgDialect();
const agent: SessionUser = {
  id: "a0000000-0000-4000-8000-000000000000",
  email: "a@x",
  name: "A",
  role: "agent",
};
const client: SessionUser = {
  id: "c0000000-0000-4000-8000-000000000000",
  email: "c@x",
  name: "C",
  role: "client",
};
const pinned = (user: SessionUser, all: boolean) =>
  chatListStatements(user, { page: 2, pageSize: 25, all }).map((query) => {
    const { sql, params } = dialect.sqlToQuery(query);
    return { text: readableText(sql), values: params };
  });

// The statement text decides the plan: a change to the list builder that changes it must show here.
describe("Recent Chats' statements", () => {
  it("reads a staff user's own conversations and their total", () => {
    expect(pinned(agent, false)).toMatchInlineSnapshot(`
      [
        {
          "text": "select conversations.id as "conversationId", conversations.kind, conversations.request_id as "requestId", conversations.trip_id as "tripId", requests.category, trips.title as "tripTitle", clients.name as "clientName", assignee.name as "assigneeName", owner.name as "ownerName", to_char(conversations.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastMessageAt", conversations.last_message_seq as "lastMessageSeq", last_message.body as "lastBody", last_message.attachment_name as "lastAttachment", (select count(*)
      from messages m
      where m.conversation_id = conversations.id and m.seq > coalesce(conversation_reads.last_read_seq, 0) and m.sender_id is distinct from $1)::int as unread
      from conversations
      inner join clients on clients.id = conversations.client_id
      left join requests on requests.id = conversations.request_id
      left join trips on trips.id = conversations.trip_id
      left join "user" assignee on assignee.id = requests.assignee_id
      left join "user" owner on owner.id = trips.owner_id
      left join messages last_message on last_message.seq = conversations.last_message_seq
      left join conversation_reads on (conversation_reads.conversation_id = conversations.id and conversation_reads.user_id = $2)
      where (requests.assignee_id = $3 or trips.owner_id = $4 or exists (select 1
      from messages m
      where m.conversation_id = conversations.id and m.sender_id = $5))
      order by conversations.last_message_at desc nulls last, conversations.id desc limit $6 offset $7",
          "values": [
            "a0000000-0000-4000-8000-000000000000",
            "a0000000-0000-4000-8000-000000000000",
            "a0000000-0000-4000-8000-000000000000",
            "a0000000-0000-4000-8000-000000000000",
            "a0000000-0000-4000-8000-000000000000",
            25,
            25,
          ],
        },
        {
          "text": "select count(*)::int as total
      from conversations
      left join requests on requests.id = conversations.request_id
      left join trips on trips.id = conversations.trip_id
      where (requests.assignee_id = $1 or trips.owner_id = $2 or exists (select 1
      from messages m
      where m.conversation_id = conversations.id and m.sender_id = $3))",
          "values": [
            "a0000000-0000-4000-8000-000000000000",
            "a0000000-0000-4000-8000-000000000000",
            "a0000000-0000-4000-8000-000000000000",
          ],
        },
      ]
    `);
  });

  it("reads every conversation for staff who ask for all", () => {
    expect(pinned(agent, true)).toMatchInlineSnapshot(`
      [
        {
          "text": "select conversations.id as "conversationId", conversations.kind, conversations.request_id as "requestId", conversations.trip_id as "tripId", requests.category, trips.title as "tripTitle", clients.name as "clientName", assignee.name as "assigneeName", owner.name as "ownerName", to_char(conversations.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastMessageAt", conversations.last_message_seq as "lastMessageSeq", last_message.body as "lastBody", last_message.attachment_name as "lastAttachment", (select count(*)
      from messages m
      where m.conversation_id = conversations.id and m.seq > coalesce(conversation_reads.last_read_seq, 0) and m.sender_id is distinct from $1)::int as unread
      from conversations
      inner join clients on clients.id = conversations.client_id
      left join requests on requests.id = conversations.request_id
      left join trips on trips.id = conversations.trip_id
      left join "user" assignee on assignee.id = requests.assignee_id
      left join "user" owner on owner.id = trips.owner_id
      left join messages last_message on last_message.seq = conversations.last_message_seq
      left join conversation_reads on (conversation_reads.conversation_id = conversations.id and conversation_reads.user_id = $2)
      order by conversations.last_message_at desc nulls last, conversations.id desc limit $3 offset $4",
          "values": [
            "a0000000-0000-4000-8000-000000000000",
            "a0000000-0000-4000-8000-000000000000",
            25,
            25,
          ],
        },
        {
          "text": "select count(*)::int as total
      from conversations
      left join requests on requests.id = conversations.request_id
      left join trips on trips.id = conversations.trip_id",
          "values": [],
        },
      ]
    `);
  });

  it("reads a client user's client's conversations, whatever they ask for", () => {
    expect(pinned(client, true)).toMatchInlineSnapshot(`
      [
        {
          "text": "select conversations.id as "conversationId", conversations.kind, conversations.request_id as "requestId", conversations.trip_id as "tripId", requests.category, trips.title as "tripTitle", clients.name as "clientName", assignee.name as "assigneeName", owner.name as "ownerName", to_char(conversations.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastMessageAt", conversations.last_message_seq as "lastMessageSeq", last_message.body as "lastBody", last_message.attachment_name as "lastAttachment", (select count(*)
      from messages m
      where m.conversation_id = conversations.id and m.seq > coalesce(conversation_reads.last_read_seq, 0) and m.sender_id is distinct from $1)::int as unread
      from conversations
      inner join clients on clients.id = conversations.client_id
      left join requests on requests.id = conversations.request_id
      left join trips on trips.id = conversations.trip_id
      left join "user" assignee on assignee.id = requests.assignee_id
      left join "user" owner on owner.id = trips.owner_id
      left join messages last_message on last_message.seq = conversations.last_message_seq
      left join conversation_reads on (conversation_reads.conversation_id = conversations.id and conversation_reads.user_id = $2)
      where "conversations"."client_id" in (select "clients"."id"
      from "clients"
      where "clients"."user_id" = $3)
      order by conversations.last_message_at desc nulls last, conversations.id desc limit $4 offset $5",
          "values": [
            "c0000000-0000-4000-8000-000000000000",
            "c0000000-0000-4000-8000-000000000000",
            "c0000000-0000-4000-8000-000000000000",
            25,
            25,
          ],
        },
        {
          "text": "select count(*)::int as total
      from conversations
      left join requests on requests.id = conversations.request_id
      left join trips on trips.id = conversations.trip_id
      where "conversations"."client_id" in (select "clients"."id"
      from "clients"
      where "clients"."user_id" = $1)",
          "values": [
            "c0000000-0000-4000-8000-000000000000",
          ],
        },
      ]
    `);
  });
});
