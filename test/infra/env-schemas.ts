// The zod env schema of every process, imported from the services' own config modules so that the
// manifests are checked against the code that reads them, not against a copy of the names.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { baseEnvSchema } from '../../libs/service-kit/src/config/config.js';
import { type App, repoPath } from './manifest-model.js';

type Schema = z.ZodType;

/** Where each process's schema lives: the service folder and the export names to try, in order. */
const SOURCES: Record<App, { service: string; exports: string[] }> = {
  gateway: { service: 'gateway', exports: ['gatewayEnvSchema'] },
  auth: { service: 'auth', exports: ['authEnvSchema'] },
  patents: { service: 'patents', exports: ['patentsEnvSchema'] },
  library: { service: 'library', exports: ['libraryEnvSchema'] },
  ai: { service: 'ai', exports: ['aiEnvSchema'] },
  'ai-worker': { service: 'ai', exports: ['aiWorkerEnvSchema', 'workerEnvSchema', 'aiEnvSchema'] },
};

/** Config modules by the naming rule of the brief: services/X/src/**\/config*.ts or env*.ts. */
function configFiles(service: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/^(config|env)[\w.-]*\.ts$/.test(name) && !/\.(spec|int-spec|e2e-spec|test)\.ts$/.test(name))
        out.push(full);
    }
  };
  walk(repoPath('services', service, 'src'));
  return out.sort();
}

export async function loadEnvSchemas(): Promise<{ schemas: Record<App, Schema>; missing: string[] }> {
  const modules = new Map<string, Record<string, unknown>>();
  const schemas = {} as Record<App, Schema>;
  const missing: string[] = [];
  for (const [app, source] of Object.entries(SOURCES) as [App, (typeof SOURCES)[App]][]) {
    let found: Schema | undefined;
    for (const file of configFiles(source.service)) {
      if (!modules.has(file))
        modules.set(file, (await import(pathToFileURL(file).href)) as Record<string, unknown>);
      const mod = modules.get(file)!;
      const name = source.exports.find((n) => n in mod);
      if (name) {
        found = mod[name] as Schema;
        break;
      }
    }
    if (found) schemas[app] = found;
    else
      missing.push(
        `${app}: none of ${source.exports.join(', ')} exported from services/${source.service}/src/**/config*.ts`,
      );
  }
  return { schemas, missing };
}

/** The fields of an env schema: a zod object, possibly behind a transform (pipe) or wrapper. */
function shapeOf(schema: Schema): Record<string, Schema> {
  let s: unknown = schema;
  for (let i = 0; i < 5 && s; i++) {
    const shape = (s as { shape?: Record<string, Schema> }).shape;
    if (shape) return shape;
    const def = (s as { _zod?: { def?: { in?: unknown; schema?: unknown; innerType?: unknown } } })._zod?.def;
    s = def?.in ?? def?.schema ?? def?.innerType;
  }
  throw new Error('env schema is not a zod object');
}

/** The variable names a schema reads. */
export const schemaKeys = (schema: Schema): string[] => Object.keys(shapeOf(schema));

/** Names with neither a default nor optional(): a process cannot start without them. */
export const requiredKeys = (schema: Schema): string[] =>
  Object.entries(shapeOf(schema))
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([k]) => k);

/** The value a schema gives a variable that is not set, or undefined. */
export function defaultOf(schema: Schema, key: string): unknown {
  const parsed = shapeOf(schema)[key]?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}

export { baseEnvSchema };
