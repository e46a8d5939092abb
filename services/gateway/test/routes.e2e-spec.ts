import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { TestAgent } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayService } from '../src/app.js';
import { IS_PUBLIC_KEY } from '../src/auth/public.decorator.js';
import { buildOpenApiDocument } from '../src/docs/openapi.js';
import { bareGateway, type BareGateway } from './support/bare-gateway.js';

// Every route that may be reached without a session. Adding one here is a security decision.
const DELIBERATELY_PUBLIC = [
  'GET /api/callback',
  'GET /api/health',
  'GET /api/login',
  'GET /api/logout',
  'GET /api/ready',
];

interface Route {
  method: string;
  path: string;
  isPublic: boolean;
}

const join = (...parts: (string | undefined)[]) =>
  `/${parts
    .flatMap((p) => (p ?? '').split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every HTTP route of every controller in the running gateway, with its @Public() marking. */
function enumerateRoutes(gateway: GatewayService): Route[] {
  const routes: Route[] = [];
  for (const mod of gateway.app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (new (...a: unknown[]) => unknown) | null;
      if (!ctrl) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, ctrl) as string | string[]].flat();
      const proto = ctrl.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const isPublic = Boolean(
          Reflect.getMetadata(IS_PUBLIC_KEY, handler) ?? Reflect.getMetadata(IS_PUBLIC_KEY, ctrl),
        );
        for (const b of base)
          for (const p of [paths].flat()) routes.push({ method, path: join('api', b, p), isPublic });
      }
    }
  }
  return routes;
}

describe('Gateway routes', () => {
  let bare: BareGateway;
  let gateway: GatewayService;
  let routes: Route[];
  beforeAll(async () => {
    bare = await bareGateway();
    gateway = await bare.start();
    routes = enumerateRoutes(gateway);
  });
  afterAll(() => bare?.stop());

  it('finds the gateway core routes', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(expect.arrayContaining(['GET /api/auth/user', ...DELIBERATELY_PUBLIC]));
  });

  it('marks public exactly the deliberately public routes', () => {
    const publicRoutes = routes
      .filter((r) => r.isPublic)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(publicRoutes).toEqual([...DELIBERATELY_PUBLIC].sort());
  });

  it('documents every route in the OpenAPI document, with no session needed exactly on the public ones', () => {
    const paths = buildOpenApiDocument().paths as Record<string, Record<string, { security?: unknown[] }>>;
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
    const served = routes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.map((d) => d.route).sort()).toEqual([...served].sort());
    const publicOnes = documented.filter((d) => d.op.security?.length === 0).map((d) => d.route);
    expect(publicOnes.sort()).toEqual([...DELIBERATELY_PUBLIC].sort());
  });

  it('answers 401 {"message":"Unauthorized"} on every other route without a session', async () => {
    const agent = new TestAgent(gateway.url);
    await agent.get('/api/health'); // picks up a ph_csrf cookie, so writes reach the guard
    const failures: string[] = [];
    for (const r of routes.filter((x) => !x.isPublic)) {
      const path = r.path.replace(/:(\w+)\??/g, '00000000-0000-4000-8000-000000000000');
      const res = await agent.request(r.method, path, r.method === 'GET' ? {} : { body: {} });
      if (res.status !== 401 || res.text !== '{"message":"Unauthorized"}')
        failures.push(`${r.method} ${r.path} → ${res.status} ${res.text.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
  });
});
