import type { ClientStatement, StatementQuery } from "#domain/client-statement/statement.schema";
import { STATEMENT_PDF_MAX_ENTRIES } from "#domain/client-statement/statement-values";
import { todayIn } from "#domain/dates";
import { pageOffset } from "#domain/pagination.schema";
import { scopeOf } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { createAgencySettingsService } from "../agency-settings";
import { createClientsService } from "../clients";
import { readStatementPage } from "./client-statement.query";
import { renderStatementPdf } from "./statement-pdf";

/** "statement-alpha-travellers-2026-05-12.pdf": letters and digits of the name, and the day. */
export function statementFileName(clientName: string, today: string): string {
  const slug = clientName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `statement-${slug || "client"}-${today}.pdf`;
}

/** A client's statement of account: a page of it on screen, or the whole of it (bounded) as a PDF. */
export function createClientStatementService(ctx: AppContext) {
  const { db } = ctx;
  const agencySettings = createAgencySettingsService(ctx);
  const clientsService = createClientsService(ctx);
  const today = () => todayIn(ctx.config.agencyTimeZone);

  return {
    /** One page, newest first, with running balances and the open balances; 404 for a client out of reach. */
    async statement(user: SessionUser, clientId: string, query: StatementQuery): Promise<ClientStatement> {
      const scope = await scopeOf(db, user);
      const window = { offset: pageOffset(query), limit: query.pageSize };
      const { items, total, openBalances } = await readStatementPage(
        db,
        scope,
        clientId,
        window,
        today(),
        ctx.config.agencyTimeZone,
      );
      return { items, total, openBalances };
    },

    /** The statement as a PDF: the latest entries (older ones summed up as brought forward), oldest first. */
    async pdf(user: SessionUser, clientId: string): Promise<{ fileName: string; pdf: Buffer }> {
      const day = today();
      // Both reads go through the user's scope: another client's answers 404, as a missing one does.
      const client = await clientsService.get(user, clientId);
      const scope = await scopeOf(db, user);
      const [page, agency] = await Promise.all([
        readStatementPage(
          db,
          scope,
          clientId,
          { offset: 0, limit: STATEMENT_PDF_MAX_ENTRIES },
          day,
          ctx.config.agencyTimeZone,
        ),
        agencySettings.letterhead(),
      ]);
      const pdf = await renderStatementPdf({
        client: { name: client.name, address: client.address, email: client.email },
        agency,
        today: day,
        entries: [...page.items].reverse(),
        broughtForward: page.broughtForward,
        openBalances: page.openBalances,
      });
      return { fileName: statementFileName(client.name, day), pdf };
    },
  };
}
