import { eq, inArray } from "drizzle-orm";
import type { TicketStatus, TicketType } from "#domain/support/ticket-values";
import type { DbOrTx } from "../client";
import { auditLogs } from "../schema/audit-logs";
import { users } from "../schema/auth";
import { clients } from "../schema/clients";
import { supportTickets, ticketComments } from "../schema/support";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// The support feature's audit entity (server/features/support/ticket-records.ts), so seeded tickets have a history.
const TICKET_ENTITY = "support_ticket";

type Who = "admin" | "agent" | "client";
const emails: Record<Who, string> = {
  admin: "admin@itinera.local",
  agent: "agent@itinera.local",
  client: "client@itinera.local",
};

interface SeedTicket {
  title: string;
  ticketType: TicketType;
  description: string;
  status: TicketStatus;
  reporter: Who;
  assignee: Who | null;
  daysAgo: number;
  comments: { by: Who; text: string; hoursLater: number }[];
}

// Fixed rows, not faker's: the demo walks through these by name.
const TICKETS: SeedTicket[] = [
  {
    title: "Cannot sign in after changing my password",
    ticketType: "login_problem",
    description: "I reset my password yesterday and now the sign-in page says the password is wrong.",
    status: "resolved",
    reporter: "client",
    assignee: "agent",
    daysAgo: 21,
    comments: [
      {
        by: "agent",
        text: "I have sent you a fresh reset link. Please use it within the hour.",
        hoursLater: 3,
      },
      { by: "client", text: "That worked, thank you!", hoursLater: 5 },
    ],
  },
  {
    title: "Passport scan will not upload",
    ticketType: "document_upload",
    description: "The upload stops at 90% for my passport scan (a 6 MB JPEG).",
    status: "pending",
    reporter: "client",
    assignee: "agent",
    daysAgo: 6,
    comments: [
      {
        by: "agent",
        text: "Could you try again with the file under 5 MB? We are looking into it.",
        hoursLater: 2,
      },
    ],
  },
  {
    title: "Charged twice for the Lisbon deposit",
    ticketType: "payment_issue",
    description: "My card statement shows the deposit for the Lisbon trip twice.",
    status: "open",
    reporter: "client",
    assignee: null,
    daysAgo: 1,
    comments: [],
  },
  {
    title: "Itinerary PDF shows the wrong hotel",
    ticketType: "technical_issue",
    description: "The printed itinerary lists the hotel from the first offer, not the one I accepted.",
    status: "open",
    reporter: "client",
    assignee: "admin",
    daysAgo: 3,
    comments: [{ by: "admin", text: "Thanks, we can reproduce it and are fixing it.", hoursLater: 20 }],
  },
  {
    title: "GDS import drops the return flight",
    ticketType: "technical_issue",
    description: "Pasting a Galileo record with two segments creates only the outbound flight.",
    status: "pending",
    reporter: "agent",
    assignee: "admin",
    daysAgo: 9,
    comments: [{ by: "admin", text: "Please attach the GDS text you pasted.", hoursLater: 4 }],
  },
  {
    title: "Invoice template needs our new address",
    ticketType: "custom",
    description: "The office moved; invoices still print the old street address.",
    status: "resolved",
    reporter: "agent",
    assignee: "admin",
    daysAgo: 30,
    comments: [],
  },
  {
    title: "Card payments fail for US clients",
    ticketType: "payment_issue",
    description: "Two clients paying in USD saw 'payment declined' today.",
    status: "open",
    reporter: "admin",
    assignee: "agent",
    daysAgo: 0.5,
    comments: [],
  },
  {
    title: "Visa letter for the Cairo trip",
    ticketType: "custom",
    description: "Could you send me an invitation letter for my visa application?",
    status: "resolved",
    reporter: "client",
    assignee: "agent",
    daysAgo: 45,
    comments: [{ by: "agent", text: "The letter is on your trip's documents tab.", hoursLater: 26 }],
  },
];

/** A handful of support tickets across types and statuses, most by the demo client, some with comments. */
export async function seedSupport(tx: DbOrTx, now = Date.now()): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, Object.values(emails)));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const person = (who: Who) => byEmail.get(emails[who]) ?? null;
  const client = person("client");
  const [demoClient] = client
    ? await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, client.id))
    : [];

  for (const seed of TICKETS) {
    const reporter = person(seed.reporter);
    if (!reporter) continue;
    const createdAt = new Date(now - seed.daysAgo * DAY);
    const lastComment = Math.max(0, ...seed.comments.map((c) => c.hoursLater));
    const updatedAt = new Date(createdAt.getTime() + (lastComment + 1) * HOUR);
    const [row] = await tx
      .insert(supportTickets)
      .values({
        title: seed.title,
        ticketType: seed.ticketType,
        description: seed.description,
        status: seed.status,
        reporterId: reporter.id,
        clientId: seed.reporter === "client" ? (demoClient?.id ?? null) : null,
        assigneeId: seed.assignee ? (person(seed.assignee)?.id ?? null) : null,
        createdAt,
        updatedAt,
      })
      .returning({ id: supportTickets.id });
    if (!row) continue;
    await tx.insert(auditLogs).values({
      userId: reporter.id,
      action: "create",
      entity: TICKET_ENTITY,
      entityId: row.id,
      summary: `Opened ticket ${seed.title}`,
      details: { ticketType: seed.ticketType },
      createdAt,
    });
    for (const comment of seed.comments) {
      const author = person(comment.by);
      if (!author) continue;
      const at = new Date(createdAt.getTime() + comment.hoursLater * HOUR);
      await tx.insert(ticketComments).values({
        ticketId: row.id,
        authorId: author.id,
        authorName: author.name,
        body: comment.text,
        createdAt: at,
      });
      await tx.insert(auditLogs).values({
        userId: author.id,
        action: "comment",
        entity: TICKET_ENTITY,
        entityId: row.id,
        summary: `Commented on ticket ${seed.title}`,
        createdAt: at,
      });
    }
  }
}
