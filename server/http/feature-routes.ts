import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { z } from "zod";
import type { AccessLevel } from "#domain/auth/role";
import { errorBodySchema } from "#domain/errors";
import type { AppContext } from "../context";
import type { Change } from "../kernel/mutate";
import { currentUser } from "./access-policy";
import { withJsonAnswer } from "./idempotency";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "./versioning";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;
type Responses = Record<number, Schema>;

/** What most routes may answer besides their success. */
export const routeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** A request as its route's schemas have already checked it. */
export type RouteRequest<P, Q = undefined, B = undefined> = FastifyRequest & {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
};

/** One route's declaration: who may call it, what it says in OpenAPI, and what it takes. */
export interface RouteSpec<P, Q, B> {
  access: AccessLevel;
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** Answers besides the success and the feature's errors (409, …). */
  also?: Responses;
  produces?: string[];
  /** A body limit of the route's own, in bytes. */
  bodyLimit?: number;
}

/** A route answering one record (200, or 201 for a create). */
type RecordSpec<P, Q, B, R extends Schema> = RouteSpec<P, Q, B> & { response: R };
/** An editable record: its version is its ETag. */
type Versioned = { version: number };

/** The success answers, with If-Match and the 412 when the route is `versioned`. */
function answers(
  versioned: boolean | undefined,
  response: Responses,
): { headers?: Schema; response: Responses } {
  return versioned
    ? { headers: ifMatchHeaders, response: { ...response, ...staleVersionResponse } }
    : { response };
}

/**
 * Declares a feature's routes: every route gets `config.access`, the feature's tags and its errors, and the
 * common answers are spelled once (a record with its ETag, a create's 201, an If-Match write, a 204).
 */
export function featureRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  { tags, errors = routeErrors }: { tags: string[]; errors?: Responses },
) {
  const add = <P, Q, B>(
    method: HTTPMethods,
    url: string,
    spec: RouteSpec<P, Q, B> & { headers?: Schema; response: Responses },
    handler: (request: RouteRequest<P, Q, B>, reply: FastifyReply) => Promise<unknown>,
  ) => {
    const { access, summary, params, headers, querystring, body, produces, bodyLimit, response } = spec;
    app.route({
      method,
      url,
      config: { access },
      ...(bodyLimit && { bodyLimit }),
      schema: {
        tags,
        summary,
        ...(params && { params }),
        ...(headers && { headers }),
        ...(querystring && { querystring }),
        ...(body && { body }),
        ...(produces && { produces }),
        response: { ...response, ...spec.also, ...errors },
      },
      handler: (request, reply) => handler(request as RouteRequest<P, Q, B>, reply),
    });
  };
  const mutate = <T>(request: FastifyRequest, work: (change: Change) => Promise<T>) =>
    ctx.kernel.mutate(currentUser(request), work);

  return {
    /** Any route: `response` is its whole status map. */
    route: add,

    /** A GET answering what the handler returns. */
    get<P, Q, R extends Schema>(
      url: string,
      spec: RecordSpec<P, Q, undefined, R>,
      handler: (request: RouteRequest<P, Q>, reply: FastifyReply) => Promise<z.input<R>>,
    ) {
      add("GET", url, { ...spec, response: { 200: spec.response } }, handler);
    },

    /** A GET of one editable record: its version is the ETag. */
    read<P, R extends Schema>(
      url: string,
      spec: RecordSpec<P, undefined, undefined, R>,
      load: (request: RouteRequest<P>) => Promise<z.input<R> & Versioned>,
    ) {
      add("GET", url, { ...spec, response: { 200: spec.response } }, async (request, reply) =>
        withEtag(reply, await load(request)),
      );
    },

    /** A POST running a use case that creates a record: 201, with its ETag when `etag` says so. */
    create<P, B, R extends Schema>(
      url: string,
      spec: RecordSpec<P, undefined, B, R> & { etag?: boolean },
      run: (change: Change, request: RouteRequest<P, undefined, B>) => Promise<z.input<R>>,
    ) {
      add("POST", url, { ...spec, response: { 201: spec.response } }, async (request, reply) => {
        // The answer commits with the record: a crash before it is sent still leaves it to replay.
        const created = await mutate(request, (c) =>
          withJsonAnswer(c.tx, request, 201, spec.response, run(c, request)),
        );
        return reply.status(201).send(spec.etag ? withEtag(reply, created as Versioned) : created);
      });
    },

    /** A write of an editable record from the version If-Match names (412 when stale): answers it with its ETag. */
    update<P, B, R extends Schema>(
      method: "PUT" | "PATCH" | "POST",
      url: string,
      spec: RecordSpec<P, undefined, B, R>,
      run: (
        change: Change,
        request: RouteRequest<P, undefined, B>,
        version: number | undefined,
      ) => Promise<z.input<R> & Versioned>,
    ) {
      const response = { 200: spec.response, ...staleVersionResponse };
      add(method, url, { ...spec, headers: ifMatchHeaders, response }, async (request, reply) => {
        const record = await mutate(request, (c) =>
          withJsonAnswer(c.tx, request, 200, spec.response, run(c, request, expectedVersion(request))),
        );
        return withEtag(reply, record);
      });
    },

    /** A use case answering what it returns (200); `versioned` takes If-Match (412 when stale). */
    change<P, B, R extends Schema>(
      method: "DELETE" | "POST" | "PUT",
      url: string,
      spec: RecordSpec<P, undefined, B, R> & { versioned?: boolean },
      run: (
        change: Change,
        request: RouteRequest<P, undefined, B>,
        version: number | undefined,
      ) => Promise<z.input<R>>,
    ) {
      add(method, url, { ...spec, ...answers(spec.versioned, { 200: spec.response }) }, async (request) =>
        mutate(request, (c) =>
          withJsonAnswer(c.tx, request, 200, spec.response, run(c, request, expectedVersion(request))),
        ),
      );
    },

    /** A use case answering 204 with no body; `versioned` takes If-Match (412 when stale). */
    empty<P, B>(
      method: "DELETE" | "POST" | "PUT",
      url: string,
      spec: RouteSpec<P, undefined, B> & { versioned?: boolean },
      run: (
        change: Change,
        request: RouteRequest<P, undefined, B>,
        version: number | undefined,
      ) => Promise<unknown>,
    ) {
      add(method, url, { ...spec, ...answers(spec.versioned, { 204: z.null() }) }, async (request, reply) => {
        await mutate(request, (c) => run(c, request, expectedVersion(request)));
        return reply.status(204).send(null);
      });
    },
  };
}
