// Reads the deployment files (docker-compose.yml, k8s/, infra/Dockerfile) into plain objects the
// manifest tests check. A small model of what compose and kustomize do, enough for structure checks:
// merge keys, ${VAR:-default} interpolation, kustomize resources, generators and images.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, load, loadAll, mergeTag } from 'js-yaml';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const repoPath = (...parts: string[]) => path.join(repoRoot, ...parts);

/** The image every Patent Hub process runs from, named as in the kustomize base. */
export const APP_IMAGE = 'patent-hub';
/** The processes, each a Deployment in k8s/ and a service in docker-compose.yml. */
export const APPS = ['gateway', 'auth', 'patents', 'library', 'ai', 'ai-worker'] as const;
export type App = (typeof APPS)[number];
/** The command each process runs (one image, selected by command). */
export const ENTRY: Record<App, string> = {
  gateway: 'services/gateway/dist/main.js',
  auth: 'services/auth/dist/main.js',
  patents: 'services/patents/dist/main.js',
  library: 'services/library/dist/main.js',
  ai: 'services/ai/dist/main.js',
  'ai-worker': 'services/ai/dist/worker-main.js',
};

// Compose files use YAML merge keys (<<: *anchor); js-yaml 5 needs the merge tag for them.
const schema = CORE_SCHEMA.withTags(mergeTag);
export type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function readYaml(file: string): Obj {
  return load(readFileSync(file, 'utf8'), { schema }) as Obj;
}
/** Parses YAML text (an inline kustomize patch, say). */
export function parseYaml(text: string): Obj {
  return load(text, { schema }) as Obj;
}
export function readYamlDocs(file: string): Obj[] {
  return (loadAll(readFileSync(file, 'utf8'), { schema }) as Obj[]).filter((d) => d != null);
}

// ---------- docker-compose ----------

/** Resolves ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?msg} and $$ the way compose does, with the
 *  variables of `vars` (an .env file; empty by default); `required` receives the names compose would refuse
 *  to start without. */
export function interpolate(
  value: string,
  required: Set<string> = new Set(),
  vars: Record<string, string> = {},
): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g,
    (match, name?: string, op?: string, arg?: string) => {
      if (match === '$$') return '$';
      const set = vars[name!];
      if (set !== undefined && (set !== '' || !op?.startsWith(':'))) return set;
      if (op === ':?' || op === '?') {
        required.add(name!);
        return sampleValue(name!);
      }
      return op ? (arg ?? '') : '';
    },
  );
}

/** A well-formed stand-in for a variable the operator must supply (.env), used to parse configs. */
export function sampleValue(name: string): string {
  if (name.endsWith('_URL')) return 'https://example.test/value';
  return 'sample-0123456789abcdef0123456789abcdef';
}

export interface ComposeService {
  name: string;
  def: Obj;
  env: Record<string, string>;
}

export function loadCompose(vars: Record<string, string> = {}) {
  const doc = readYaml(repoPath('docker-compose.yml'));
  const requiredFromEnvFile = new Set<string>();
  const services: ComposeService[] = Object.entries(doc.services as Obj).map(([name, def]) => {
    const raw = (def.environment ?? {}) as Obj;
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw))
      env[k] = interpolate(String(v ?? ''), requiredFromEnvFile, vars);
    return { name, def, env };
  });
  return { doc, services, requiredFromEnvFile };
}

// ---------- kustomize ----------

export interface Kustomization {
  dir: string;
  spec: Obj;
  /** Documents of the files listed under resources (directories are kustomizations of their own). */
  docs: Obj[];
  bases: Kustomization[];
}

export function loadKustomization(dir: string): Kustomization {
  const spec = readYaml(path.join(dir, 'kustomization.yaml'));
  const docs: Obj[] = [];
  const bases: Kustomization[] = [];
  for (const entry of (spec.resources ?? []) as string[]) {
    const target = path.resolve(dir, entry);
    if (existsSync(path.join(target, 'kustomization.yaml'))) bases.push(loadKustomization(target));
    else docs.push(...readYamlDocs(target));
  }
  return { dir, spec, docs, bases };
}

/** Every resource document of a kustomization and the ones it builds on. */
export function allDocs(k: Kustomization): Obj[] {
  return [...k.bases.flatMap(allDocs), ...k.docs];
}

function literals(list: string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of list ?? []) {
    const at = line.indexOf('=');
    out[line.slice(0, at)] = line.slice(at + 1);
  }
  return out;
}

/** Generated data by name (ConfigMaps or Secrets), overlay generators merged over the base's. */
export function generated(
  k: Kustomization,
  field: 'configMapGenerator' | 'secretGenerator',
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const base of k.bases) Object.assign(out, generated(base, field));
  for (const gen of (k.spec[field] ?? []) as Obj[]) {
    const data = literals(gen.literals);
    out[gen.name] = gen.behavior === 'merge' ? { ...(out[gen.name] ?? {}), ...data } : data;
  }
  return out;
}

export function imageOverride(k: Kustomization, name: string): Obj | undefined {
  const own = ((k.spec.images ?? []) as Obj[]).find((i) => i.name === name);
  return own ?? k.bases.map((b) => imageOverride(b, name)).find(Boolean);
}

export const deployments = (docs: Obj[]) => docs.filter((d) => d.kind === 'Deployment');
export const appContainer = (deployment: Obj): Obj => deployment.spec.template.spec.containers[0];
export const isAppDeployment = (d: Obj) => appContainer(d).image === APP_IMAGE;

/** The environment one container sees, given the ConfigMap and Secret data of an overlay. */
export function containerEnv(
  container: Obj,
  configMaps: Record<string, Record<string, string>>,
  secrets: Record<string, Record<string, string>>,
) {
  const env: Record<string, string> = {};
  const missing: string[] = [];
  for (const from of (container.envFrom ?? []) as Obj[]) {
    const name = from.configMapRef?.name ?? from.secretRef?.name;
    const data = from.configMapRef ? configMaps[name] : secrets[name];
    if (!data) missing.push(`envFrom ${name}`);
    else Object.assign(env, data);
  }
  for (const e of (container.env ?? []) as Obj[]) {
    if ('value' in e) env[e.name] = String(e.value);
    const cm = e.valueFrom?.configMapKeyRef;
    const sk = e.valueFrom?.secretKeyRef;
    const ref = cm ?? sk;
    if (!ref) continue;
    const value = (cm ? configMaps : secrets)[ref.name]?.[ref.key];
    if (value === undefined) {
      if (!ref.optional) missing.push(`${e.name} <- ${ref.name}/${ref.key}`);
    } else env[e.name] = value;
  }
  return {
    env,
    missing,
    names: [
      ...new Set([...Object.keys(env), ...((container.env ?? []) as Obj[]).map((e) => e.name as string)]),
    ],
  };
}
