import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { INestApplication } from '@nestjs/common';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorCode } from '@patent-hub/contracts';
import { z } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../auth/cookies.js';
import { API_ROUTES, type Access, type ApiRoute } from './api-routes.js';

/** The body of every error answer (see http-exception.filter.ts); a 401 carries only the message. */
const errorSchema = z
  .object({
    message: z.string(),
    code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]).optional(),
    field: z.string().optional().describe('The input field at fault, for a VALIDATION error'),
  })
  .meta({ id: 'Error' });

const ERRORS: Record<number, string> = {
  400: 'The input is not valid (code VALIDATION, with the field)',
  401: 'No valid session: {"message":"Unauthorized"}',
  403: 'A write without the x-csrf-token header matching the ph_csrf cookie, or from another origin',
  404: 'Not found, or owned by someone else',
  413: 'The request body is larger than 1 MB',
  429: 'Too many sign-in attempts from this address; try again later',
  503: 'A service or the message broker is unavailable; try again',
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  session: [{ session: [] }],
  write: [{ session: [], csrf: [] }],
};

function errorStatuses(route: ApiRoute): number[] {
  const implied = [
    ...(route.access === 'public' ? [] : [401]),
    ...(route.access === 'write' ? [403] : []),
    ...(route.body ? [400, 413] : []),
  ];
  return [...new Set([...implied, ...(route.errors ?? [])])].sort();
}

function toRouteConfig(route: ApiRoute): RouteConfig {
  const responses: RouteConfig['responses'] = {};
  for (const answer of route.answers) {
    const types = answer.contentTypes ?? ['application/json'];
    responses[answer.status] = {
      description: answer.description,
      ...(answer.schema && {
        content: Object.fromEntries(types.map((t) => [t, { schema: answer.schema! }])),
      }),
    };
  }
  for (const status of errorStatuses(route)) {
    responses[status] = {
      description: ERRORS[status],
      content: { 'application/json': { schema: errorSchema } },
    };
  }
  return {
    method: route.method,
    path: route.path,
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.tag],
    security: SECURITY[route.access],
    request: {
      ...(route.params && { params: route.params }),
      ...(route.query && { query: route.query }),
      ...(route.body && {
        body: { required: true, content: { 'application/json': { schema: route.body } } },
      }),
    },
    responses,
  };
}

// e.g. 'post /api/collections/{id}/patents/{patentId}' → 'postCollectionsIdPatentsPatentId'
const operationId = (r: ApiRoute) =>
  r.method +
  r.path
    .replace(/^\/api/, '')
    .split(/[/{}-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/** The OpenAPI 3.1 document of the /api surface, generated from the zod contracts (API_ROUTES). */
export function buildOpenApiDocument(): OpenAPIObject {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie, set by signing in through GET /api/login',
  });
  registry.registerComponent('securitySchemes', 'csrf', {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: `Every write: the value of the ${CSRF_COOKIE} cookie, which only the app's own pages can read`,
  });
  for (const route of API_ROUTES) registry.registerPath(toRouteConfig(route));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Patent Hub API',
      version: '1.0',
      description: "The gateway's HTTP API. Sign in through /api/login; writes need the x-csrf-token header.",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'auth', description: 'Signing in and out, the signed-in user' },
      { name: 'health', description: 'Liveness and readiness' },
      { name: 'patents', description: 'Search and detail of the patent corpus' },
      { name: 'library', description: 'Saved patents, collections, drafts, stats and exports' },
      { name: 'ai', description: 'Analyses, the assistant, drafting and strategy' },
    ],
  });
  return document as unknown as OpenAPIObject;
}

/** OpenAPI document and Swagger UI at /api/docs (JSON at /api/docs-json); public. */
export function setupOpenApi(app: INestApplication) {
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(), { jsonDocumentUrl: 'api/docs-json' });
}
