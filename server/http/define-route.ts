import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { StaffPermission } from '#contract/staff-roles.ts';
import { errorResponse, type ErrorResponse } from './openapi-responses.ts';
import { tenantHeaders } from './tenant-headers.ts';

/*
 * Every API route is declared here, once, with its audience (decision 0014). The audience
 * drives both sides: registerRoute (register-route.ts) mounts the tenancy and session checks it
 * names, and the OpenAPI document gets its `security`, its tenant headers and the error answers
 * every route of that audience shares, so a route lists only the answers that are its own. Each
 * operation gets its operationId here too (decision 0113).
 */

/**
 * - anyone: no tenant, no session (the load balancer's health check);
 * - public: the visitors of a company's site (tenant from X-Host, else Host);
 * - staff / family: a signed-in account of that role, of the request's company;
 * - signed-in: either role (the session calls both use).
 */
export type Audience = 'anyone' | 'public' | 'staff' | 'family' | 'signed-in';

export const sessionAudiences = ['staff', 'family', 'signed-in'] as const satisfies readonly Audience[];

export interface RouteDeclaration extends Omit<RouteConfig, 'security' | 'middleware'> {
  audience: Audience;
  /** The operation's name in the OpenAPI document; omitted (the rule), operationIdOf(method, path). */
  operationId?: string;
  /**
   * The largest request body accepted, in bytes: adds the check and its 413 answer. Required of
   * every route that declares a body (BodyLimitRule below, and registerRoute at start-up).
   */
  maxBodyBytes?: number;
  /**
   * The handler streams the body itself (an upload, decision 0048): the limit is then checked on
   * the declared Content-Length only, and the handler counts what arrives, so the body is never
   * gathered in memory (hono's bodyLimit buffers a body sent without a length).
   */
  streamsBody?: true;
  /**
   * What a staff route does (contract/staff-roles.ts): a signed-in role without it gets 403.
   * Required of every 'staff' route (PermissionRule below), so none is open to every role by omission.
   */
  permission?: StaffPermission;
}

/**
 * Every body has a limit (decision 0055): a declaration with `request.body` must name its
 * `maxBodyBytes`, and one without a body names none (a limit there would document a 413 for a
 * body nobody reads).
 */
type BodyLimitRule<D> = D extends { request: { body: object } } ? { maxBodyBytes: number } : { maxBodyBytes?: never };

/** Staff routes name their permission (decision 0061); no other audience has one. */
type PermissionRule<D> = D extends { audience: 'staff' } ? { permission: StaffPermission } : { permission?: never };

type HasInput<D> = D extends { request: { query: object } | { params: object } | { body: object } } ? true : false;

type SessionAnswers<A> = A extends 'staff' | 'family'
  ? { 401: ErrorResponse; 403: ErrorResponse }
  : A extends 'signed-in'
    ? { 401: ErrorResponse }
    : object;

/** The answers every route of the audience (with input, with a body limit) shares. */
type StandardAnswers<D extends RouteDeclaration> = D['audience'] extends 'anyone'
  ? object
  : { 404: ErrorResponse; 500: ErrorResponse } & SessionAnswers<D['audience']> &
      (HasInput<D> extends true ? { 422: ErrorResponse } : object) &
      (D extends { maxBodyBytes: number } ? { 413: ErrorResponse } : object);

type Answers<D extends RouteDeclaration> = Omit<StandardAnswers<D>, keyof D['responses']> & D['responses'];

/** What defineRoute returns: the route config @hono/zod-openapi registers, plus the audience. */
export type DefinedRoute<D extends RouteDeclaration = RouteDeclaration> = Omit<
  D,
  'audience' | 'maxBodyBytes' | 'streamsBody' | 'permission' | 'responses' | 'operationId'
> & {
  responses: Answers<D>;
  /** The declared one, else operationIdOf(method, path): every operation has one (decision 0113). */
  operationId: string;
  /** The bearer token for a session audience; none (`[]`) for public and anyone (decision 0113). */
  security: { bearerAuth: string[] }[];
  /** OpenAPI extension: who may call the route (read by registerRoute and by the isolation test). */
  'x-audience': D['audience'];
  'x-max-body-bytes'?: number;
  'x-streams-body'?: true;
  /** OpenAPI extension: the staff permission the route needs (read by registerRoute and the access test). */
  'x-permission'?: StaffPermission;
  getRoutingPath(): string;
};

const describe = {
  404: 'No company owns the request host (X-Host, else Host), or the resource does not exist',
  422: 'Invalid parameters: `issues` lists each problem with its path',
  413: 'The body is larger than this call accepts',
  500: 'Unexpected failure (logged with the request id)',
};

const sessionDescriptions: Record<'staff' | 'family' | 'signed-in', { 401: string; 403?: string }> = {
  staff: {
    401: 'No live staff session of this company: sign in again',
    403: 'The account is not a staff account, or its role does not allow this call',
  },
  family: { 401: 'No live family session of this company: sign in again', 403: 'The account is not a family account' },
  'signed-in': { 401: 'No live session of this company: sign in again' },
};

/** The one helper for the answers routes share: by audience, input and body limit. */
export function standardResponses(declaration: RouteDeclaration): Record<number, ErrorResponse> {
  const { audience, request, maxBodyBytes } = declaration;
  if (audience === 'anyone') return {};
  const answers: Record<number, ErrorResponse> = {
    404: errorResponse(describe[404]),
    500: errorResponse(describe[500]),
  };
  if (audience !== 'public') {
    const session = sessionDescriptions[audience];
    answers[401] = errorResponse(session[401]);
    if (session[403]) answers[403] = errorResponse(session[403]);
  }
  if (request?.query || request?.params || request?.body) answers[422] = errorResponse(describe[422]);
  if (maxBodyBytes !== undefined) answers[413] = errorResponse(describe[413]);
  return answers;
}

const pascalCase = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * A route's operationId when it declares none (decision 0113): the method, then each segment of the
 * path after `/api`, a parameter as `By` and its name, e.g. `GET /api/staff/price-list/quote` →
 * `getStaffPriceListQuote`, `GET /api/staff/cases/{id}/details` → `getStaffCasesByIdDetails`. Stable as
 * long as the path is; api-docs.test.ts checks that no two operations share one.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
      return parameter === undefined ? pascalCase(segment) : `By${pascalCase(parameter)}`;
    });
  return method.toLowerCase() + words.join('');
}

export function defineRoute<const D extends RouteDeclaration>(
  declaration: D & BodyLimitRule<D> & PermissionRule<D>,
): DefinedRoute<D> {
  const { audience, maxBodyBytes, streamsBody, permission, ...config } = declaration;
  const signedIn = (sessionAudiences as readonly Audience[]).includes(audience);
  return createRoute({
    ...config,
    // Tenant routes document the header that picks the company, unless they declare their own.
    request: audience === 'anyone' ? config.request : { headers: tenantHeaders, ...config.request },
    operationId: config.operationId ?? operationIdOf(config.method, config.path),
    // Public calls say so with an empty list (no scheme), rather than by leaving `security` out.
    security: signedIn ? [{ bearerAuth: [] }] : [],
    responses: { ...standardResponses(declaration), ...config.responses },
    'x-audience': audience,
    ...(maxBodyBytes === undefined ? {} : { 'x-max-body-bytes': maxBodyBytes }),
    ...(streamsBody ? { 'x-streams-body': true } : {}),
    ...(permission ? { 'x-permission': permission } : {}),
  }) as unknown as DefinedRoute<D>;
}
