// Structure checks of the deployment files: they parse, use the right images, every Deployment has
// probes, resources and a non-root read-only security context, ports agree, and every variable the
// files set is one a config schema reads, with every required variable set.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loadConfig } from '../../libs/service-kit/src/config/config.js';
import { DEFAULT_METRICS_PORT } from '../../libs/service-kit/src/metrics/process-metrics.js';
import { NODE_ARGS, PROCESSES, TELEMETRY_PRELOAD } from '../../scripts/lib/processes.mjs';
import { baseEnvSchema, defaultOf, loadEnvSchemas, requiredKeys, schemaKeys } from './env-schemas.js';
import {
  allDocs,
  APP_IMAGE,
  type App,
  APPS,
  appContainer,
  containerEnv,
  deployments,
  ENTRY,
  generated,
  imageOverride,
  isAppDeployment,
  type Kustomization,
  loadCompose,
  loadKustomization,
  type Obj,
  parseYaml,
  readYaml,
  readYamlDocs,
  repoPath,
  sampleValue,
} from './manifest-model.js';

const OVERLAYS = ['dev', 'prod'] as const;
/** docker-compose's `search` profile: OpenSearch and the indexer that fills it from PostgreSQL. */
const SEARCH_PROFILE = ['opensearch', 'patents-indexer'];
/** The indexer's command (the OpenSearch helper's CLI), with what it runs: follow the ingest, or re-index. */
const INDEXER = 'services/patents/dist/search/opensearch/indexer-cli.js';
/** docker-compose's one-shot that fills an empty corpus before the patents service starts. */
const CORPUS_LOADER = 'services/patents/dist/first-run.js';
const GATEWAY_PORT = 3000;

let schemas: Record<App, z.ZodType>;
let schemaProblems: string[];
beforeAll(async () => {
  ({ schemas, missing: schemaProblems } = await loadEnvSchemas());
});

/** The internal port of a process (/healthz, /metrics): METRICS_PORT as set, else the service kit's default. */
function healthPort(app: App, env: Record<string, string>): number {
  if (env.METRICS_PORT) return Number(env.METRICS_PORT);
  return Number(defaultOf(schemas[app], 'METRICS_PORT') ?? DEFAULT_METRICS_PORT);
}

/** Asserts that an environment given to one process names only what its schema reads and starts. */
function expectEnvFits(where: string, app: App, env: Record<string, string>, names: string[]) {
  expect(schemas[app], schemaProblems.join('; ')).toBeDefined();
  const known = new Set(schemaKeys(schemas[app]));
  expect(
    names.filter((n) => !known.has(n)),
    `${where}: variables ${app}'s schema does not read`,
  ).toEqual([]);
  const unset = requiredKeys(schemas[app]).filter((k) => !env[k]);
  expect(unset, `${where}: required variables of ${app} left unset`).toEqual([]);
  expect(() => loadConfig(schemas[app], env), `${where}: ${app} config`).not.toThrow();
}

describe('process entry points', () => {
  it('are the ones npm start runs', () => {
    const started = Object.fromEntries(
      (PROCESSES as { name: string; script: string }[]).map((p) => [p.name, p.script]),
    );
    expect(started).toEqual(ENTRY);
  });

  it('exist as sources, the one-shot corpus loader too', () => {
    for (const entry of [...Object.values(ENTRY), CORPUS_LOADER]) {
      expect(existsSync(repoPath(entry.replace('/dist/', '/src/').replace(/\.js$/, '.ts'))), entry).toBe(
        true,
      );
    }
  });
});

describe('infra/Dockerfile', () => {
  const text = readFileSync(repoPath('infra/Dockerfile'), 'utf8');
  const lines = text.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
  const stages = text.split(/^FROM /m).slice(1);
  const finalStage = stages[stages.length - 1];

  it('builds on Node 24 in several stages', () => {
    expect(text).toMatch(/^ARG NODE_IMAGE=node:24[\w.-]*$/m);
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/npm ci\b/);
    expect(text).toMatch(/npm run build/);
  });

  it('gives the containers the same V8 memory options as npm start', () => {
    const heapArgs = NODE_ARGS.filter((a) => a.startsWith('--max-'));
    expect(heapArgs.length).toBeGreaterThan(0);
    const options = /NODE_OPTIONS=(\S+)/.exec(finalStage)?.[1] ?? '';
    expect(options.split(' ').sort()).toEqual(heapArgs.sort());
  });

  it('copies the manifest of every workspace before npm ci (the lock names them all)', () => {
    const workspaces = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')).workspaces as string[];
    for (const ws of workspaces) expect(text, ws).toContain(`COPY ${ws}/package.json ${ws}/`);
  });

  it('runs the final stage as uid 10001 with production dependencies only', () => {
    expect(finalStage).toMatch(/^USER 10001(:10001)?$/m);
    expect(text).toMatch(/npm ci --omit=dev/);
    expect(finalStage).not.toMatch(/--from=deps\b/);
    expect(finalStage).toMatch(/^HEALTHCHECK .*infra\/healthcheck\.mjs/m);
  });

  it('bakes no secrets into the image', () => {
    const envLines = lines.filter((l) => /^\s*(ENV|ARG)\b/.test(l) || /^\s+[A-Z_]+=/.test(l));
    expect(envLines.filter((l) => /SECRET|PASSWORD|API_KEY|TOKEN/.test(l))).toEqual([]);
    expect(readFileSync(repoPath('.dockerignore'), 'utf8')).toMatch(/^(\*\*\/)?\.env$/m);
  });

  it('sets only variables the processes read', () => {
    const names = [...finalStage.matchAll(/^(?:ENV\s+|\s+)([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(names).toContain('WEB_DIST_DIR');
    expect(schemaProblems).toEqual([]);
    // NODE_OPTIONS is read by Node itself (the V8 options checked below), not by a config schema.
    const known = new Set([...APPS.flatMap((a) => schemaKeys(schemas[a])), 'NODE_OPTIONS']);
    expect(names.filter((n) => !known.has(n))).toEqual([]);
  });

  it('puts the web app where the gateway is told to look for it', () => {
    const workdir = /^WORKDIR (\S+)$/m.exec(text)?.[1];
    const webDist = /WEB_DIST_DIR=(\S+)/.exec(finalStage)?.[1];
    expect(webDist).toBe(`${workdir}/web/dist`);
    expect(text).toMatch(/cp -R web\/dist \/out\/web\/dist/);
    expect(loadCompose().services.find((x) => x.name === 'gateway')?.env.WEB_DIST_DIR).toBe(webDist);
    const gateway = deployments(allDocs(loadKustomization(repoPath('k8s/base')))).find(
      (d) => d.metadata.name === 'gateway',
    )!;
    expect((appContainer(gateway).env as Obj[]).find((e) => e.name === 'WEB_DIST_DIR')?.value).toBe(webDist);
  });

  it('starts the gateway by default, after the telemetry preload', () => {
    const cmd = JSON.stringify(['node', ...TELEMETRY_PRELOAD, ENTRY.gateway]).replaceAll(',', ', ');
    expect(finalStage).toContain(`CMD ${cmd}`);
  });
});

describe('docker-compose.yml', () => {
  const { doc, services, requiredFromEnvFile } = loadCompose();
  const byName = Object.fromEntries(services.map((s) => [s.name, s]));

  it('has the data stores, every process, Keycloak, the collector and Jaeger', () => {
    expect(Object.keys(byName).sort()).toEqual(
      [
        ...APPS,
        'patents-corpus',
        'postgres',
        'redis',
        'keycloak',
        'otel-collector',
        'jaeger',
        ...SEARCH_PROFILE,
      ].sort(),
    );
  });

  it('runs PostgreSQL 17 and Redis 7 with noeviction and AOF', () => {
    expect(byName.postgres.def.image).toBe('postgres:17');
    expect(byName.postgres.def.healthcheck?.test).toBeDefined();
    expect(byName.redis.def.image).toBe('redis:7');
    const command = (byName.redis.def.command as string[]).join(' ');
    expect(command).toContain('--maxmemory-policy noeviction');
    expect(command).toContain('--appendonly yes');
    expect(byName.redis.def.healthcheck?.test).toBeDefined();
  });

  it('runs every process from the one built image with its own command', () => {
    const images = new Set(APPS.map((a) => byName[a].def.image));
    expect(images.size).toBe(1);
    for (const app of APPS) {
      expect(byName[app].def.build?.dockerfile, app).toBe('infra/Dockerfile');
      expect(byName[app].def.command, app).toEqual(['node', ...TELEMETRY_PRELOAD, ENTRY[app]]);
      expect(byName[app].def.read_only, app).toBe(true);
      expect(byName[app].def.cap_drop, app).toContain('ALL');
    }
  });

  it('loads the corpus once before the patents service starts', () => {
    const loader = byName['patents-corpus'];
    expect(loader.def.image).toBe(byName.patents.def.image);
    expect(loader.def.command).toEqual(['node', CORPUS_LOADER]);
    expect(loader.def.restart).toBe('no');
    expect(byName.patents.def.depends_on['patents-corpus'].condition).toBe('service_completed_successfully');
    expect(loader.def.volumes.some((v: string) => v.endsWith(`:${loader.env.PATENT_CORPUS_DIR}:ro`))).toBe(
      true,
    );
    expectEnvFits('docker-compose.yml patents-corpus', 'patents', loader.env, Object.keys(loader.env));
  });

  it('pins every third-party image to a version', () => {
    for (const s of services.filter((x) => x.def.build === undefined)) {
      expect(s.def.image, s.name).toMatch(/:[\w.-]+$/);
      expect(s.def.image, s.name).not.toMatch(/:latest$/);
    }
  });

  it('imports the realm into Keycloak and points the auth service at it', () => {
    const kc = byName.keycloak.def;
    expect(kc.command).toContain('--import-realm');
    const mount = (kc.volumes as string[]).find((v) => v.includes('realm-patent-hub.json'));
    expect(mount).toMatch(/^\.\/infra\/keycloak\/realm-patent-hub\.json:\/opt\/keycloak\/data\/import\//);
    const issuer = byName.auth.env.OIDC_ISSUER_URL;
    expect(issuer).toMatch(/\/realms\/patent-hub$/);
    const hostname = kc.environment.KC_HOSTNAME as string;
    expect(issuer.startsWith(hostname)).toBe(true);
    expect(kc.networks.default.aliases).toContain(new URL(hostname).hostname);
  });

  it('points every process at the collector, which exports to Jaeger', () => {
    for (const app of APPS)
      expect(byName[app].env.OTEL_EXPORTER_OTLP_ENDPOINT, app).toBe('http://otel-collector:4318');
    const collector = readYaml(repoPath('infra/otel-collector.yaml'));
    expect(collector.receivers.otlp.protocols.http.endpoint).toMatch(/:4318$/);
    expect(collector.exporters['otlp/jaeger'].endpoint).toBe('jaeger:4317');
    expect(collector.service.pipelines.traces.exporters).toContain('otlp/jaeger');
  });

  it('starts a process only after its dependencies are healthy', () => {
    for (const s of services) {
      for (const [dep, cond] of Object.entries((s.def.depends_on ?? {}) as Obj)) {
        expect(byName[dep], `${s.name} -> ${dep}`).toBeDefined();
        expect(['service_started', 'service_healthy', 'service_completed_successfully']).toContain(
          cond.condition,
        );
        if (cond.condition === 'service_healthy') expect(byName[dep].def.healthcheck, dep).toBeDefined();
      }
    }
    for (const app of APPS) {
      expect(byName[app].def.depends_on.postgres.condition, app).toBe('service_healthy');
      expect(byName[app].def.depends_on.redis.condition, app).toBe('service_healthy');
    }
  });

  it('publishes the gateway on 3000 and checks each process on its internal port', () => {
    expect(byName.gateway.env.PORT).toBe(String(GATEWAY_PORT));
    expect(byName.gateway.def.ports).toContain(`127.0.0.1:${GATEWAY_PORT}:${GATEWAY_PORT}`);
    expect(byName.gateway.def.healthcheck.test.join(' ')).toContain(`:${GATEWAY_PORT}/api/health`);
    for (const app of APPS.filter((a) => a !== 'gateway')) {
      const port = healthPort(app, byName[app].env);
      // patents is healthy once ready: its search index loaded (/readyz), not merely alive.
      const path = app === 'patents' ? '/readyz' : '/healthz';
      expect(byName[app].def.healthcheck.test.join(' '), app).toContain(`:${port}${path}`);
      expect(byName[app].def.ports, app).toBeUndefined();
    }
  });

  it('mounts only files that exist in the repository', () => {
    for (const s of services) {
      for (const v of (s.def.volumes ?? []) as string[]) {
        if (!v.startsWith('./')) continue;
        expect(existsSync(repoPath(v.split(':')[0])), `${s.name}: ${v}`).toBe(true);
      }
    }
  });

  it.each(APPS)('sets for %s only variables its schema reads, and everything it requires', (app) => {
    expectEnvFits('docker-compose.yml', app, byName[app].env, Object.keys(byName[app].env));
  });

  it('documents in .env.example every variable compose refuses to start without', () => {
    const example = readFileSync(repoPath('.env.example'), 'utf8');
    expect(requiredFromEnvFile.size).toBeGreaterThan(0);
    for (const name of requiredFromEnvFile) expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
    expect(doc.name).toBe('patent-hub');
  });
});

describe('k8s kustomize base', () => {
  const base = loadKustomization(repoPath('k8s/base'));
  const docs = allDocs(base);
  const byKind = (kind: string) => docs.filter((d) => d.kind === kind);
  const appDeployments = deployments(docs).filter(isAppDeployment);
  const named = (name: string) => appDeployments.find((d) => d.metadata.name === name)!;

  it('lists only files that exist and parse', () => {
    for (const r of base.spec.resources as string[]) expect(existsSync(path.join(base.dir, r)), r).toBe(true);
    for (const d of docs) {
      expect(d.apiVersion, JSON.stringify(d.metadata)).toBeTruthy();
      expect(d.metadata?.name).toBeTruthy();
    }
  });

  it('has a Deployment per process, each running its command from the app image', () => {
    expect(appDeployments.map((d) => d.metadata.name).sort()).toEqual([...APPS].sort());
    for (const app of APPS) {
      const c = appContainer(named(app));
      expect(c.image, app).toBe(APP_IMAGE);
      expect(c.command, app).toEqual(['node', ...TELEMETRY_PRELOAD, ENTRY[app]]);
    }
  });

  it('gives every Deployment probes, resources and a non-root read-only security context', () => {
    for (const d of deployments(docs)) {
      const pod = d.spec.template.spec;
      expect(pod.securityContext?.runAsNonRoot, d.metadata.name).toBe(true);
      expect(pod.securityContext?.runAsUser, d.metadata.name).toBe(10001);
      expect(pod.automountServiceAccountToken, d.metadata.name).toBe(false);
      for (const c of pod.containers as Obj[]) {
        const where = `${d.metadata.name}/${c.name}`;
        expect(c.livenessProbe, where).toBeDefined();
        expect(c.readinessProbe, where).toBeDefined();
        for (const key of ['cpu', 'memory']) {
          expect(c.resources?.requests?.[key], `${where} requests.${key}`).toBeDefined();
          expect(c.resources?.limits?.[key], `${where} limits.${key}`).toBeDefined();
        }
        expect(c.securityContext?.readOnlyRootFilesystem, where).toBe(true);
        expect(c.securityContext?.allowPrivilegeEscalation, where).toBe(false);
        expect(c.securityContext?.capabilities?.drop, where).toContain('ALL');
        // Node writes temporary files; with a read-only root /tmp must be a volume.
        expect(
          (c.volumeMounts as Obj[]).map((m) => m.mountPath),
          where,
        ).toContain('/tmp');
      }
    }
  });

  it('probes the gateway on /api/health and /api/ready and the others on /healthz, on declared ports', () => {
    const gw = appContainer(named('gateway'));
    expect(gw.livenessProbe.httpGet.path).toBe('/api/health');
    expect(gw.readinessProbe.httpGet.path).toBe('/api/ready');
    // patents is ready once its search index has loaded (/readyz); alive (/healthz) before.
    expect(appContainer(named('patents')).readinessProbe.httpGet.path).toBe('/readyz');
    for (const d of appDeployments) {
      const c = appContainer(d);
      const ports = new Map((c.ports as Obj[]).map((p) => [p.name, p.containerPort]));
      for (const probe of [c.startupProbe, c.livenessProbe, c.readinessProbe].filter(Boolean)) {
        expect(ports.has(probe.httpGet.port), `${d.metadata.name} probe port`).toBe(true);
        const readyz = d.metadata.name === 'patents' && probe === c.readinessProbe;
        if (d.metadata.name !== 'gateway') expect(probe.httpGet.path).toBe(readyz ? '/readyz' : '/healthz');
      }
      const env = Object.fromEntries(
        ((c.env ?? []) as Obj[]).filter((e) => 'value' in e).map((e) => [e.name, e.value]),
      );
      if (d.metadata.name === 'gateway')
        expect([env.PORT, ports.get('http')]).toEqual([String(GATEWAY_PORT), GATEWAY_PORT]);
      // Every process, the gateway included, declares the service kit's internal port (/metrics, /healthz).
      expect(ports.get('metrics'), d.metadata.name).toBe(healthPort(d.metadata.name as App, env));
    }
  });

  it('has an HPA and a PDB for every process, each matching its Deployment', () => {
    for (const app of APPS) {
      const d = named(app);
      const hpa = byKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === app);
      expect(hpa, `HPA ${app}`).toBeDefined();
      expect(hpa!.apiVersion).toBe('autoscaling/v2');
      expect(hpa!.spec.minReplicas).toBeLessThanOrEqual(hpa!.spec.maxReplicas);
      // The HPA owns the replica count; a fixed one in the Deployment would fight it on every apply.
      expect(d.spec.replicas, app).toBeUndefined();
      const pdb = byKind('PodDisruptionBudget').find((p) => p.metadata.name === app);
      expect(pdb, `PDB ${app}`).toBeDefined();
      expect(pdb!.spec.selector.matchLabels).toEqual(d.spec.selector.matchLabels);
      expect(d.spec.template.metadata.labels).toMatchObject(d.spec.selector.matchLabels);
    }
  });

  it('routes Services to declared container ports and the Ingress only to the gateway', () => {
    for (const svc of byKind('Service')) {
      const d = deployments(docs).find((x) =>
        Object.entries(svc.spec.selector as Obj).every(([k, v]) => x.spec.template.metadata.labels[k] === v),
      );
      expect(d, `Service ${svc.metadata.name} selects a Deployment`).toBeDefined();
      const portNames = new Set((appContainer(d!).ports as Obj[]).flatMap((p) => [p.name, p.containerPort]));
      for (const p of svc.spec.ports as Obj[])
        expect(portNames.has(p.targetPort), `${svc.metadata.name}:${p.targetPort}`).toBe(true);
    }
    const [ingress] = byKind('Ingress');
    const paths = (ingress.spec.rules as Obj[]).flatMap((r) => r.http.paths as Obj[]);
    expect(paths.map((p) => p.path).sort()).toEqual(['/', '/api']);
    const gatewaySvc = byKind('Service').find((s) => s.metadata.name === 'gateway')!;
    for (const p of paths) {
      expect(p.backend.service.name).toBe('gateway');
      expect((gatewaySvc.spec.ports as Obj[]).map((x) => x.name)).toContain(p.backend.service.port.name);
    }
  });

  it('lets traffic in only on ports the selected pods declare', () => {
    const policies = byKind('NetworkPolicy');
    expect(policies.length).toBeGreaterThan(0);
    const covered = new Set<string>();
    for (const policy of policies) {
      const { matchLabels = {}, matchExpressions = [] } = policy.spec.podSelector as Obj;
      const selected = appDeployments.filter((d) => {
        const labels = d.spec.template.metadata.labels as Record<string, string>;
        return (
          Object.entries(matchLabels as Obj).every(([k, v]) => labels[k] === v) &&
          (matchExpressions as Obj[]).every((e) => e.operator === 'In' && e.values.includes(labels[e.key]))
        );
      });
      expect(selected.length, policy.metadata.name).toBeGreaterThan(0);
      for (const d of selected) {
        covered.add(d.metadata.name);
        const declared = new Set((appContainer(d).ports as Obj[]).flatMap((p) => [p.name, p.containerPort]));
        for (const rule of policy.spec.ingress as Obj[]) {
          for (const p of rule.ports as Obj[])
            expect(declared.has(p.port), `${policy.metadata.name} -> ${d.metadata.name}:${p.port}`).toBe(
              true,
            );
        }
      }
    }
    expect([...covered].sort()).toEqual([...APPS].sort());
  });

  it('lets only the monitoring namespace reach the internal port (metrics, the queue board)', () => {
    const internalRules = byKind('NetworkPolicy').flatMap((policy) =>
      (policy.spec.ingress as Obj[])
        .filter((rule) =>
          (rule.ports as Obj[]).some((p) => p.port === 'metrics' || p.port === DEFAULT_METRICS_PORT),
        )
        .map((rule) => ({ policy: policy.metadata.name as string, rule })),
    );
    expect(internalRules.map((r) => r.policy).sort()).toEqual(['patent-hub-backends', 'patent-hub-gateway']);
    for (const { policy, rule } of internalRules) {
      expect(rule.from, policy).toEqual([
        { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
      ]);
      expect(
        (rule.ports as Obj[]).map((p) => p.port),
        policy,
      ).toEqual(['metrics']);
    }
  });

  it('keeps the Secret a template outside the applied resources, with placeholder values only', () => {
    const [secret] = readYamlDocs(repoPath('k8s/base/secret.template.yaml'));
    expect(secret.kind).toBe('Secret');
    expect(base.spec.resources).not.toContain('secret.template.yaml');
    for (const [k, v] of Object.entries(secret.stringData as Record<string, string>)) {
      if (v) expect(v, k).toContain('CHANGE_ME');
    }
  });

  it('reads every secret key the Deployments use from the template', () => {
    const [secret] = readYamlDocs(repoPath('k8s/base/secret.template.yaml'));
    const keys = new Set(Object.keys(secret.stringData));
    for (const d of appDeployments) {
      for (const e of (appContainer(d).env ?? []) as Obj[]) {
        const ref = e.valueFrom?.secretKeyRef;
        if (ref) expect(keys.has(ref.key), `${d.metadata.name}: ${ref.key}`).toBe(true);
      }
    }
  });
});

describe.each(OVERLAYS)('k8s overlay %s', (overlay) => {
  const k: Kustomization = loadKustomization(repoPath('k8s/overlays', overlay));
  const docs = allDocs(k);

  it('builds on the base and lists only files that exist', () => {
    expect(k.spec.resources).toContain('../../base');
    for (const r of k.spec.resources as string[]) expect(existsSync(path.resolve(k.dir, r)), r).toBe(true);
    expect(k.spec.namespace).toBeTruthy();
    const ns = docs.find((d) => d.kind === 'Namespace');
    expect(ns?.metadata.name).toBe(k.spec.namespace);
    expect(ns?.metadata.labels['pod-security.kubernetes.io/enforce']).toBe('restricted');
  });

  it('pins the app image to a tag', () => {
    const image = imageOverride(k, APP_IMAGE);
    expect(image?.newTag).toBeTruthy();
    expect(image?.newTag).not.toBe('latest');
  });

  it('patches only resources that exist and merges only generators the base has', () => {
    for (const p of (k.spec.patches ?? []) as Obj[]) {
      // A patch names its target, or is a strategic-merge document that names itself.
      const self = p.target ? undefined : p.path ? readYaml(path.join(k.dir, p.path)) : parseYaml(p.patch);
      const target = p.target ?? { kind: self!.kind, name: self!.metadata?.name };
      const hits = docs.filter(
        (d) => d.kind === target.kind && (!target.name || d.metadata.name === target.name),
      );
      expect(hits.length, JSON.stringify(target)).toBeGreaterThan(0);
    }
    const baseMaps = generated(k.bases[0], 'configMapGenerator');
    for (const g of (k.spec.configMapGenerator ?? []) as Obj[])
      if (g.behavior === 'merge') expect(baseMaps[g.name], g.name).toBeDefined();
  });

  it.each(APPS)('gives %s only variables its schema reads, and everything it requires', (app) => {
    const configMaps = generated(k, 'configMapGenerator');
    let secrets = generated(k, 'secretGenerator');
    if (!secrets['patent-hub-secrets']) {
      // Production reads a Secret made from the template: check with well-formed stand-ins.
      const [template] = readYamlDocs(repoPath('k8s/base/secret.template.yaml'));
      secrets = {
        'patent-hub-secrets': Object.fromEntries(
          Object.keys(template.stringData).map((key) => [key, sampleValue(key)]),
        ),
      };
    }
    const d = deployments(docs).find((x) => x.metadata.name === app)!;
    const { env, missing, names } = containerEnv(appContainer(d), configMaps, secrets);
    expect(missing, app).toEqual([]);
    expectEnvFits(`k8s/overlays/${overlay}`, app, env, names);
  });

  it('gives every extra Deployment probes, resources and a locked-down security context', () => {
    for (const d of deployments(k.docs)) {
      const pod = d.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot, d.metadata.name).toBe(true);
      for (const c of pod.containers as Obj[]) {
        expect(c.image, d.metadata.name).toMatch(/:[\w.-]+$/);
        expect([c.livenessProbe, c.readinessProbe].every(Boolean), d.metadata.name).toBe(true);
        expect(c.resources.requests && c.resources.limits, d.metadata.name).toBeTruthy();
        expect(c.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
        });
        expect(c.securityContext.capabilities.drop).toContain('ALL');
      }
    }
  });
});

describe('k8s component legal-texts', () => {
  const dir = repoPath('k8s/components/legal-texts');
  const spec = readYaml(path.join(dir, 'kustomization.yaml'));
  const base = loadKustomization(repoPath('k8s/base'));
  const claims = (spec.resources as string[]).flatMap((r) => readYamlDocs(path.join(dir, r)));
  const patch = readYaml(path.join(dir, (spec.patches as Obj[])[0].path));

  it('is a Component whose patch and claim parse', () => {
    expect(spec.kind).toBe('Component');
    expect(claims.map((d) => d.kind)).toEqual(['PersistentVolumeClaim']);
    // A loader pod writes the texts; replicas of ai on any node read them.
    expect(claims[0].spec.accessModes).toContain('ReadWriteMany');
  });

  it('mounts the claim read-only at PATENT_DATA_DIR/legal in the ai container, with an env the ai schema reads', () => {
    const target = deployments(allDocs(base)).find((d) => d.metadata.name === patch.metadata.name);
    expect(patch.kind).toBe('Deployment');
    expect(target?.metadata.name).toBe('ai');
    const container = (patch.spec.template.spec.containers as Obj[])[0];
    expect(container.name).toBe(appContainer(target!).name);
    const dataDir = (container.env as Obj[]).find((e) => e.name === 'PATENT_DATA_DIR')?.value;
    const mount = (container.volumeMounts as Obj[])[0];
    expect(mount).toMatchObject({ mountPath: `${dataDir}/legal`, readOnly: true });
    const volume = (patch.spec.template.spec.volumes as Obj[]).find((v) => v.name === mount.name);
    expect(volume?.persistentVolumeClaim).toMatchObject({
      claimName: claims[0].metadata.name,
      readOnly: true,
    });
    const prod = loadKustomization(repoPath('k8s/overlays/prod'));
    const { env, names } = containerEnv(appContainer(target!), generated(prod, 'configMapGenerator'), {
      'patent-hub-secrets': {
        DATABASE_URL: sampleValue('DATABASE_URL'),
        REDIS_URL: sampleValue('REDIS_URL'),
      },
    });
    expectEnvFits('k8s/components/legal-texts ai', 'ai', { ...env, PATENT_DATA_DIR: dataDir }, [
      ...names,
      'PATENT_DATA_DIR',
    ]);
  });

  it('has a loader pod, outside the resources, that writes the claim under restricted Pod Security', () => {
    expect(spec.resources).not.toContain('legal-load.pod.yaml');
    const [pod] = readYamlDocs(path.join(dir, 'legal-load.pod.yaml'));
    expect(pod.spec.securityContext).toMatchObject({
      runAsNonRoot: true,
      seccompProfile: { type: 'RuntimeDefault' },
    });
    const [c] = pod.spec.containers as Obj[];
    expect(c.image).toMatch(/:[\w.-]+$/);
    expect(c.securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    const volume = (pod.spec.volumes as Obj[]).find((v) => v.name === c.volumeMounts[0].name);
    expect(volume.persistentVolumeClaim.claimName).toBe(claims[0].metadata.name);
  });

  it('is part of the prod overlay (and so of search, built on prod)', () => {
    const prod = readYaml(repoPath('k8s/overlays/prod/kustomization.yaml'));
    expect(
      (prod.components as string[]).map((c) => path.resolve(repoPath('k8s/overlays/prod'), c)),
    ).toContain(dir);
  });
});

/** The `docker run` lines of a shell block, with its `NAME="…"` variables and `$(…)` substituted. */
function dockerRuns(block: string) {
  const vars: Record<string, string> = {};
  const runs: {
    flags: Record<string, string[]>;
    env: Record<string, string>;
    image: string;
    command: string[];
  }[] = [];
  for (const raw of block.split('\n')) {
    const line = raw
      .replace(/\s+#.*$/, '')
      .replace(/\$\([^)]*\)/g, sampleValue('SUBSTITUTED'))
      .replace(/\$(\w+)/g, (_, n: string) => vars[n] ?? '');
    const assign = /^(\w+)="(.*)"$/.exec(line);
    if (assign) vars[assign[1]] = assign[2];
    if (!line.startsWith('docker run ')) continue;
    const words = line.split(/\s+/).slice(2);
    const flags: Record<string, string[]> = {};
    let i = 0;
    for (; words[i]?.startsWith('-'); i++) {
      if (words[i] === '--rm') continue;
      (flags[words[i]] ??= []).push(words[++i]);
    }
    const env = Object.fromEntries(
      (flags['-e'] ?? []).map((e) => [e.split('=')[0], e.slice(e.indexOf('=') + 1)]),
    );
    runs.push({ flags, env, image: words[i], command: words.slice(i + 1) });
  }
  return runs;
}

describe('docs/deployment.md', () => {
  it('runs the image with docker run as the image and the config schemas allow', () => {
    const doc = readFileSync(repoPath('docs/deployment.md'), 'utf8');
    const block = /## The image\n+```sh\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const runs = dockerRuns(block);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    const finalStage = readFileSync(repoPath('infra/Dockerfile'), 'utf8')
      .split(/^FROM /m)
      .pop()!;
    const imageEnv = Object.fromEntries(
      [...finalStage.matchAll(/^(?:ENV\s+|\s+)([A-Z][A-Z0-9_]*)=(\S+)/gm)].map((m) => [m[1], m[2]]),
    );
    const defaultCmd = JSON.parse(/^CMD (\[.*\])$/m.exec(finalStage)![1]) as string[];
    const compose = loadCompose();
    const network = `${compose.doc.name}_default`;
    const composeServices = new Set(compose.services.map((x) => x.name));
    for (const run of runs) {
      const command = run.command.length ? run.command : defaultCmd;
      const app = APPS.find((a) => command.at(-1) === ENTRY[a]);
      expect(app, command.join(' ')).toBeDefined();
      expect(command, app).toEqual(['node', ...TELEMETRY_PRELOAD, ENTRY[app!]]);
      expect(run.image).toBe(
        compose.services.find((x) => x.name === app)!.def.image.replace(/^\$\{\w+:-(.*)\}$/, '$1'),
      );
      expect(run.flags['--network'], app).toEqual([network]);
      for (const name of ['DATABASE_URL', 'REDIS_URL'])
        expect(composeServices.has(new URL(run.env[name]).hostname), `${app}: ${name}`).toBe(true);
      if (app === 'gateway') expect(run.flags['-p'], app).toEqual([`${GATEWAY_PORT}:${GATEWAY_PORT}`]);
      const env = { ...imageEnv, ...run.env };
      expectEnvFits(`docker run ${app}`, app!, env, Object.keys(run.env));
    }
  });

  it('explains every variable the processes read', () => {
    expect(schemaProblems).toEqual([]);
    const doc = readFileSync(repoPath('docs/deployment.md'), 'utf8');
    const names = new Set([...schemaKeys(baseEnvSchema), ...APPS.flatMap((a) => schemaKeys(schemas[a]))]);
    expect([...names].filter((n) => !doc.includes(`\`${n}\``))).toEqual([]);
  });
});

/** Names whose values are secrets: they may come only from a Secret (k8s) or the .env file (compose). */
const SECRET_NAME = /(PASSWORD|SECRET|TOKEN|API_KEY)$/;

describe('docker-compose.yml search profile', () => {
  const vars = { SEARCH_BACKEND: 'opensearch', OPENSEARCH_INITIAL_ADMIN_PASSWORD: 'Sample-Passw0rd!' };
  const { services } = loadCompose(vars);
  const byName = Object.fromEntries(services.map((s) => [s.name, s]));
  const os = byName.opensearch;

  it('runs OpenSearch 2.19 and the indexer only in the search profile', () => {
    expect(os.def.image).toMatch(/^opensearchproject\/opensearch:2\.19\.\d+$/);
    for (const name of SEARCH_PROFILE) expect(byName[name].def.profiles, name).toEqual(['search']);
    for (const s of services.filter((x) => !SEARCH_PROFILE.includes(x.name)))
      expect(s.def.profiles, s.name).toBeUndefined();
    expect(os.def.ports, 'OpenSearch stays on the compose network').toBeUndefined();
  });

  it('keeps the security plugin on, with the admin password from .env and TLS', () => {
    const raw = os.def.environment as Obj;
    expect(String(raw.OPENSEARCH_INITIAL_ADMIN_PASSWORD)).toMatch(
      /^\$\{OPENSEARCH_INITIAL_ADMIN_PASSWORD[:}-]/,
    );
    expect(os.env.OPENSEARCH_INITIAL_ADMIN_PASSWORD).toBe(vars.OPENSEARCH_INITIAL_ADMIN_PASSWORD);
    for (const off of ['DISABLE_SECURITY_PLUGIN', 'DISABLE_INSTALL_DEMO_CONFIG', 'plugins.security.disabled'])
      expect(raw[off], off).toBeUndefined();
    const health = (os.def.healthcheck.test as string[]).join(' ');
    expect(health).toContain('https://localhost:9200/_cluster/health');
    expect(health).toMatch(/--cacert \S+root-ca\.pem/);
    expect(health).not.toMatch(/\s-k\s|--insecure/);
    expect(health).toContain('$${OPENSEARCH_INITIAL_ADMIN_PASSWORD}');
    expect(readFileSync(repoPath('.env.example'), 'utf8')).toMatch(/^# OPENSEARCH_INITIAL_ADMIN_PASSWORD=/m);
  });

  it('points the patents service and the indexer at it over verified TLS', () => {
    const [alias] = os.def.networks.default.aliases as string[];
    const configVolume = (os.def.volumes as string[])
      .find((v) => v.endsWith(':/usr/share/opensearch/config'))!
      .split(':')[0];
    for (const name of ['patents', 'patents-indexer']) {
      const { env, def } = byName[name];
      expect(env.SEARCH_BACKEND, name).toBe('opensearch');
      const url = new URL(env.OPENSEARCH_URL);
      expect([url.protocol, url.hostname, url.port], name).toEqual(['https:', alias, '9200']);
      // The CA file is the node's root-ca.pem, read from OpenSearch's config volume mounted read-only.
      const mount = (def.volumes as string[]).find((v) => v.startsWith(`${configVolume}:`))!;
      expect(mount, name).toMatch(/:ro$/);
      const mountPath = mount.split(':')[1];
      expect(env.OPENSEARCH_CA_FILE, name).toBe(`${mountPath}/root-ca.pem`);
      const raw = def.environment as Obj;
      expect(String(raw.OPENSEARCH_PASSWORD ?? byName.patents.def.environment.OPENSEARCH_PASSWORD)).toMatch(
        /^\$\{OPENSEARCH_INITIAL_ADMIN_PASSWORD/,
      );
      expect(env.OPENSEARCH_PASSWORD, name).toBe(vars.OPENSEARCH_INITIAL_ADMIN_PASSWORD);
      expectEnvFits(`docker-compose.yml --profile search ${name}`, 'patents', env, Object.keys(env));
    }
    expect(byName.patents.def.depends_on.opensearch).toEqual({
      condition: 'service_healthy',
      required: false,
    });
    expect(byName['patents-indexer'].def.depends_on.opensearch.condition).toBe('service_healthy');
  });

  it('keeps the embedded backend unless SEARCH_BACKEND says otherwise', () => {
    const plain = Object.fromEntries(loadCompose().services.map((s) => [s.name, s]));
    expect(plain.patents.env.SEARCH_BACKEND).toBe('embedded');
    expect(plain.patents.env.OPENSEARCH_PASSWORD).toBe('');
  });

  it('runs the indexer from the app image, following the ingest, checked on its internal port', () => {
    const indexer = byName['patents-indexer'].def;
    expect(indexer.image).toBe(byName.patents.def.image);
    expect(indexer.command).toEqual(['node', INDEXER, 'index', '--follow']);
    expect(indexer.read_only).toBe(true);
    expect(indexer.cap_drop).toContain('ALL');
    expect(indexer.healthcheck.test.join(' ')).toContain(`:${DEFAULT_METRICS_PORT}/healthz`);
    expect(indexer.depends_on['patents-corpus'].condition).toBe('service_completed_successfully');
  });
});

/** A strategic-merge patch of one container, as kustomize applies it: lists with a merge key merge by it. */
function mergeContainer(base: Obj, patch: Obj): Obj {
  const byKey = (key: string, a: Obj[] = [], b: Obj[] = []) => [
    ...a.filter((x) => !b.some((y) => y[key] === x[key])),
    ...b,
  ];
  return {
    ...base,
    ...patch,
    env: byKey('name', base.env, patch.env),
    envFrom: patch.envFrom ?? base.envFrom,
    volumeMounts: byKey('mountPath', base.volumeMounts, patch.volumeMounts),
    resources: patch.resources ?? base.resources,
  };
}

describe('k8s overlay search', () => {
  const dir = repoPath('k8s/overlays/search');
  const k = loadKustomization(dir);
  const docs = allDocs(k);
  const [appSecret] = readYamlDocs(repoPath('k8s/base/secret.template.yaml'));
  const [osSecret] = readYamlDocs(path.join(dir, 'opensearch-secret.template.yaml'));
  const secrets = Object.fromEntries(
    [appSecret, osSecret].map((t) => [
      t.metadata.name as string,
      Object.fromEntries(Object.keys(t.stringData).map((key) => [key, sampleValue(key)])),
    ]),
  );
  const configMaps = generated(k, 'configMapGenerator');
  const patch = readYaml(path.join(dir, 'patents-opensearch.yaml'));
  const basePatents = deployments(docs).find((d) => d.metadata.name === 'patents')!;
  const patents = mergeContainer(appContainer(basePatents), patch.spec.template.spec.containers[0]);
  const podVolumes = [
    ...(basePatents.spec.template.spec.volumes as Obj[]),
    ...(patch.spec.template.spec.volumes as Obj[]),
  ];
  const indexer = deployments(k.docs).find((d) => d.metadata.name === 'patents-indexer')!;
  const reindex = k.docs.find((d) => d.kind === 'Job' && d.metadata.name === 'patents-reindex')!;
  const extraPods = [indexer.spec.template.spec, reindex.spec.template.spec];
  const cluster = readYamlDocs(path.join(dir, 'opensearch-cluster.example.yaml'));

  it('builds on the prod overlay, in its namespace, with the templates left out', () => {
    expect(k.spec.resources).toContain('../prod');
    expect(k.spec.namespace).toBe(k.bases[0].spec.namespace);
    for (const r of k.spec.resources as string[]) expect(existsSync(path.resolve(dir, r)), r).toBe(true);
    for (const p of (k.spec.patches ?? []) as Obj[])
      expect(existsSync(path.join(dir, p.path)), p.path).toBe(true);
    expect(patch.kind).toBe('Deployment');
    expect(patch.spec.template.spec.containers[0].name).toBe(appContainer(basePatents).name);
    // Custom resources need the operator's CRDs, and the Secret is yours to fill: neither is applied by kustomize.
    expect(k.spec.resources).not.toContain('opensearch-cluster.example.yaml');
    expect(k.spec.resources).not.toContain('opensearch-secret.template.yaml');
  });

  it('gives the patents replicas only variables their schema reads, the backend opensearch over https', () => {
    const { env, missing, names } = containerEnv(patents, configMaps, secrets);
    expect(missing).toEqual([]);
    expectEnvFits('k8s/overlays/search patents', 'patents', env, names);
    expect(env.SEARCH_BACKEND).toBe('opensearch');
    expect(new URL(env.OPENSEARCH_URL).protocol).toBe('https:');
    // The CA file lies on a volume made from the OpenSearch Secret.
    const mount = (patents.volumeMounts as Obj[]).find((m) =>
      env.OPENSEARCH_CA_FILE.startsWith(`${m.mountPath}/`),
    )!;
    expect(mount?.readOnly).toBe(true);
    const volume = podVolumes.find((v) => v.name === mount.name)!;
    expect(volume.secret.secretName).toBe(osSecret.metadata.name);
    expect(Object.keys(osSecret.stringData)).toContain(volume.secret.items[0].key);
    expect(env.OPENSEARCH_CA_FILE).toBe(`${mount.mountPath}/${volume.secret.items[0].path}`);
  });

  it('holds no index in the patents replicas: less memory than the embedded backend needs', () => {
    const mi = (q: string) => Number(/^(\d+)Mi$/.exec(q)?.[1] ?? /^(\d+)Gi$/.exec(q)![1] + '000');
    const base = appContainer(basePatents).resources;
    expect(mi(patents.resources.limits.memory)).toBeLessThan(mi(base.limits.memory));
    expect(mi(patents.resources.requests.memory)).toBeLessThanOrEqual(mi(patents.resources.limits.memory));
  });

  it('runs the indexer as one Deployment and the re-index as a suspended Job, from the app image', () => {
    expect(indexer.spec.replicas).toBe(1);
    expect(indexer.spec.strategy.type).toBe('Recreate');
    expect(appContainer(indexer).command).toEqual([
      'node',
      ...TELEMETRY_PRELOAD,
      INDEXER,
      'index',
      '--follow',
    ]);
    expect(reindex.spec.suspend).toBe(true);
    expect(reindex.spec.template.spec.restartPolicy).toBe('Never');
    expect(reindex.spec.backoffLimit).toBeGreaterThan(0);
    expect(reindex.spec.template.spec.containers[0].command).toEqual([
      'node',
      ...TELEMETRY_PRELOAD,
      INDEXER,
      'reindex',
    ]);
    for (const pod of extraPods) expect(pod.containers[0].image).toBe(APP_IMAGE);
  });

  it('gives the indexer and the re-index the settings of the patents schema, probes, resources, no root', () => {
    for (const pod of extraPods) {
      const c = pod.containers[0] as Obj;
      const where = c.name as string;
      const { env, missing, names } = containerEnv(c, configMaps, secrets);
      expect(missing, where).toEqual([]);
      expectEnvFits(`k8s/overlays/search ${where}`, 'patents', env, names);
      expect(env.SEARCH_BACKEND, where).toBe('opensearch');
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 10001 });
      expect(pod.automountServiceAccountToken, where).toBe(false);
      expect(c.securityContext, where).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
      });
      expect(c.securityContext.capabilities.drop, where).toContain('ALL');
      expect(
        (c.volumeMounts as Obj[]).map((m) => m.mountPath),
        where,
      ).toContain('/tmp');
      for (const key of ['cpu', 'memory']) {
        expect(c.resources?.requests?.[key], `${where} requests.${key}`).toBeDefined();
        expect(c.resources?.limits?.[key], `${where} limits.${key}`).toBeDefined();
      }
    }
    const c = appContainer(indexer);
    const ports = new Map((c.ports as Obj[]).map((p) => [p.name, p.containerPort]));
    expect(ports.get('metrics')).toBe(DEFAULT_METRICS_PORT);
    for (const probe of [c.livenessProbe, c.readinessProbe]) {
      expect(probe.httpGet.path).toBe('/healthz');
      expect(ports.has(probe.httpGet.port)).toBe(true);
    }
    // The backends' NetworkPolicy (internal port from monitoring only) covers the indexer's pods.
    const backends = docs.find(
      (d) => d.kind === 'NetworkPolicy' && d.metadata.name === 'patent-hub-backends',
    )!;
    const [expr] = backends.spec.podSelector.matchExpressions as Obj[];
    expect(expr.values).toContain(indexer.spec.template.metadata.labels[expr.key]);
  });

  it('keeps secrets out of plain text: values only from Secrets, placeholders in the template', () => {
    for (const [name, data] of Object.entries(configMaps))
      for (const key of Object.keys(data)) expect(SECRET_NAME.test(key), `${name}: ${key}`).toBe(false);
    for (const c of [patents, ...extraPods.map((p) => p.containers[0] as Obj)]) {
      for (const e of (c.env ?? []) as Obj[]) {
        if (SECRET_NAME.test(e.name)) expect(e.valueFrom?.secretKeyRef, `${c.name}: ${e.name}`).toBeDefined();
        const ref = e.valueFrom?.secretKeyRef;
        if (ref)
          expect(Object.keys(secrets[ref.name] ?? {}), `${c.name}: ${ref.name}/${ref.key}`).toContain(
            ref.key,
          );
      }
    }
    expect(osSecret.kind).toBe('Secret');
    for (const [key, v] of Object.entries(osSecret.stringData as Record<string, string>))
      if (SECRET_NAME.test(key) || key.endsWith('.crt')) expect(v, key).toContain('CHANGE_ME');
  });

  it('has an operator-managed cluster example: 2.19, security on with generated TLS, a user limited to patents', () => {
    const byKind = (kind: string) => cluster.find((d) => d.kind === kind)!;
    const os = byKind('OpenSearchCluster');
    expect(os.apiVersion).toBe('opensearch.opster.io/v1');
    expect(os.spec.general.version).toMatch(/^2\.19\.\d+$/);
    expect(os.spec.security.tls.http.generate).toBe(true);
    expect(os.spec.security.tls.transport.generate).toBe(true);
    expect(os.metadata.namespace).toBe(k.spec.namespace);
    const url = new URL(configMaps['patent-hub-search-config'].OPENSEARCH_URL);
    expect(url.hostname.split('.')[0]).toBe(os.spec.general.serviceName);
    expect(Number(url.port)).toBe(os.spec.general.httpPort);
    for (const pool of os.spec.nodePools as Obj[])
      expect(pool.resources.limits.memory, pool.component).toBeDefined();
    const user = byKind('OpensearchUser');
    expect(user.spec.opensearchCluster.name).toBe(os.metadata.name);
    expect(user.spec.passwordFrom).toEqual({ name: osSecret.metadata.name, key: 'OPENSEARCH_PASSWORD' });
    expect(osSecret.stringData.OPENSEARCH_USERNAME).toBe(user.metadata.name);
    const role = byKind('OpensearchRole');
    for (const p of role.spec.indexPermissions as Obj[]) expect(p.indexPatterns).toEqual(['patents*']);
    const binding = byKind('OpensearchUserRoleBinding');
    expect([binding.spec.users, binding.spec.roles]).toEqual([[user.metadata.name], [role.metadata.name]]);
  });
});
