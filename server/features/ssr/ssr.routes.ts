import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import {
  SSR_CSV_MAX_BYTES,
  ssrDefinitionResponseSchema,
  ssrIdParamsSchema,
  ssrImportInputSchema,
  ssrImportPreviewSchema,
  ssrImportResultSchema,
  ssrListQuerySchema,
  ssrListSchema,
  ssrPricingBodySchema,
  ssrUpdateInputSchema,
} from "#domain/ssr/ssr-api.schema";
import { SSR_CSV_TEMPLATE } from "#domain/ssr/ssr-csv";
import { ssrDefinitionInputSchema } from "#domain/ssr/ssr-definition.schema";
import type { AppContext } from "../../context";
import { ssrCsvUpload } from "../../files/upload-kinds";
import { currentUser } from "../../http/access-policy";
import { featureRoutes } from "../../http/feature-routes";
import { withJsonAnswer } from "../../http/idempotency";
import { createSsrService } from "./ssr.service";
import { createSsrCsvService, importSsrCsv } from "./ssr-csv.service";
import {
  createSsrDefinition,
  removeSsrDefinition,
  replaceSsrPricing,
  updateSsrDefinition,
} from "./ssr-definition.changes";

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const importErrors = { 400: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema };
// JSON escaping can double a CSV full of quotes; the CSV itself is held to SSR_CSV_MAX_BYTES.
const JSON_IMPORT_BODY_LIMIT = 2 * SSR_CSV_MAX_BYTES + 64 * 1024;

function csvAttachment(filename: string) {
  return {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "no-store",
  };
}

export async function ssrRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createSsrService(ctx);
  const catalogueCsv = createSsrCsvService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const routes = featureRoutes(app, ctx, { tags: ["ssr"], errors });
  // Imports take the CSV as a multipart file in `csv` or as JSON `{ csv }` (the upload pipeline's
  // ssrCsvUpload puts both in body.csv, and answers every 413 with the CSV's limit).

  app.get(
    "/api/ssr",
    {
      config: { access: "staff" },
      schema: {
        tags: ["ssr"],
        summary: "The SSR catalogue, ordered by code, with airline prices",
        querystring: ssrListQuerySchema,
        response: { 200: ssrListSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => service.list(request.query),
  );

  routes.create(
    "/api/ssr",
    {
      access: "admin",
      summary: "Add an SSR code to the catalogue",
      body: ssrDefinitionInputSchema,
      response: ssrDefinitionResponseSchema,
      also: { 409: errorBodySchema },
    },
    (c, request) => createSsrDefinition(c, request.body),
  );

  routes.update(
    "PATCH",
    "/api/ssr/:id",
    {
      access: "admin",
      summary: "Change an SSR's description, price, formats, flags or rules link",
      params: ssrIdParamsSchema,
      body: ssrUpdateInputSchema,
      response: ssrDefinitionResponseSchema,
    },
    (c, request, version) => updateSsrDefinition(c, request.params.id, request.body, version),
  );

  routes.empty(
    "DELETE",
    "/api/ssr/:id",
    {
      access: "admin",
      summary: "Remove an SSR code and its airline prices (If-Match: a stale version answers 412)",
      params: ssrIdParamsSchema,
      versioned: true,
    },
    (c, request, version) => removeSsrDefinition(c, request.params.id, version),
  );

  routes.update(
    "PUT",
    "/api/ssr/:id/pricing",
    {
      access: "admin",
      summary: "Replace an SSR's airline-specific prices",
      params: ssrIdParamsSchema,
      body: ssrPricingBodySchema,
      response: ssrDefinitionResponseSchema,
    },
    (c, request, version) => replaceSsrPricing(c, request.params.id, request.body.pricing, version),
  );

  app.post(
    "/api/ssr/import/preview",
    {
      config: { access: "admin", upload: ssrCsvUpload },
      bodyLimit: JSON_IMPORT_BODY_LIMIT,
      schema: {
        tags: ["ssr"],
        summary: "What importing this CSV would add, update and reject; writes nothing",
        consumes: ["application/json", "multipart/form-data"],
        body: ssrImportInputSchema,
        response: { 200: ssrImportPreviewSchema, ...importErrors },
      },
    },
    async (request) => catalogueCsv.previewImport(request.body.csv),
  );

  app.post(
    "/api/ssr/import",
    {
      config: { access: "admin", upload: ssrCsvUpload },
      bodyLimit: JSON_IMPORT_BODY_LIMIT,
      schema: {
        tags: ["ssr"],
        summary: "Upsert every valid CSV row by code in one transaction (rows with errors are skipped)",
        consumes: ["application/json", "multipart/form-data"],
        body: ssrImportInputSchema,
        response: { 200: ssrImportResultSchema, ...importErrors },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        withJsonAnswer(c.tx, request, 200, ssrImportResultSchema, importSsrCsv(c, request.body.csv)),
      ),
  );

  app.get(
    "/api/ssr/export.csv",
    {
      config: { access: "staff" },
      schema: {
        tags: ["ssr"],
        summary: "The whole catalogue as CSV, in the import's format",
        produces: ["text/csv"],
        response: { 200: z.string(), 403: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const date = todayIn(ctx.config.agencyTimeZone);
      return reply.headers(csvAttachment(`ssr-catalogue-${date}.csv`)).send(await catalogueCsv.exportCsv());
    },
  );

  app.get(
    "/api/ssr/template.csv",
    {
      config: { access: "staff" },
      schema: {
        tags: ["ssr"],
        summary: "An example CSV with the import's columns",
        produces: ["text/csv"],
        response: { 200: z.string(), 403: errorBodySchema },
      },
    },
    async (_request, reply) => reply.headers(csvAttachment("ssr-template.csv")).send(SSR_CSV_TEMPLATE),
  );
}
