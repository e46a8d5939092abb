// The gateway's HTTP routes, read from the running Nest application's controller metadata, so a route
// added later is covered by the hostile-input and access tests without anyone listing it here.
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { GatewayService } from '../../../services/gateway/src/app.js';
import { IS_PUBLIC_KEY } from '../../../services/gateway/src/auth/public.decorator.js';

export interface ApiRoute {
  method: string;
  /** Express-style path with `:params`, always starting with /api. */
  path: string;
  isPublic: boolean;
}

const paths = (value: unknown): string[] => (value === undefined ? [] : [value as string | string[]].flat());
const tidy = (...segments: string[]) =>
  '/' +
  segments
    .join('/')
    .split('/')
    .filter((s) => s.length > 0)
    .join('/');

export function gatewayRoutes(gateway: GatewayService): ApiRoute[] {
  const found = new Map<string, ApiRoute>();
  for (const module of gateway.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const prefixes = paths(Reflect.getMetadata(PATH_METADATA, metatype));
      for (const key of Object.getOwnPropertyNames(metatype.prototype)) {
        const fn = (metatype.prototype as Record<string, unknown>)[key];
        if (key === 'constructor' || typeof fn !== 'function') continue;
        const own = paths(Reflect.getMetadata(PATH_METADATA, fn));
        if (own.length === 0) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod];
        const isPublic = Boolean(
          Reflect.getMetadata(IS_PUBLIC_KEY, fn) ?? Reflect.getMetadata(IS_PUBLIC_KEY, metatype),
        );
        for (const prefix of prefixes)
          for (const p of own) {
            const route = { method, path: tidy('api', prefix, p), isPublic };
            found.set(`${route.method} ${route.path}`, route);
          }
      }
    }
  }
  return [...found.values()];
}

/** Starts one more gateway on the system's database and key prefix only to read its routes. */
export async function listRoutes(env: Record<string, string>): Promise<ApiRoute[]> {
  const { startService } = await import('../../../services/gateway/src/app.js');
  const gateway = await startService({ ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  try {
    return gatewayRoutes(gateway);
  } finally {
    await gateway.close();
  }
}
