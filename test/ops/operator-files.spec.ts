// Structure of the operators' files: the alert rules and their PrometheusRule copy agree, the PodMonitor
// scrapes a port every Deployment declares, KEDA replaces (never joins) the ai-worker's CPU HPA.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load, loadAll } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { alertRules, dashboardExpressions, repoRoot, scalerQueries } from './operator-files.js';
import { metricNamesIn } from './prometheus-text.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- manifests are free-form YAML
type Doc = { kind: string; metadata: { name: string }; spec: any };
const yamlDocs = (file: string) => loadAll(readFileSync(path.join(repoRoot, file), 'utf8')) as Doc[];
const APPS = ['gateway', 'auth', 'patents', 'library', 'ai', 'ai-worker'];

describe(metricNamesIn.name, () => {
  it('returns the metric names of an expression, not functions, labels or grouping', () => {
    const expr =
      'histogram_quantile(0.95, sum by (le, route) (rate(ph_http_request_duration_seconds_bucket{route!="/x_y"}[5m]))) / clamp_min(sum(ph_db_pool_total - ph_db_pool_idle), 1e-9) / 1e9 > 0.5';
    expect(metricNamesIn(expr).sort()).toEqual([
      'ph_db_pool_idle',
      'ph_db_pool_total',
      'ph_http_request_duration_seconds_bucket',
    ]);
  });
});

describe('infra/prometheus/alerts.yaml', () => {
  it('has the alerts for error rate, p95 latency, queue backlog age and failing jobs, each with severity and summary', () => {
    const rules = alertRules();
    for (const name of [
      'PatentHubGatewayErrorRate',
      'PatentHubRpcErrorRate',
      'PatentHubGatewayLatencyP95',
      'PatentHubQueueBacklogAge',
      'PatentHubJobsFailing',
    ])
      expect(rules.map((r) => r.alert)).toContain(name);
    for (const r of rules as {
      alert: string;
      labels?: { severity?: string };
      annotations?: { summary?: string };
    }[]) {
      expect(['page', 'warn'], r.alert).toContain(r.labels?.severity);
      expect(r.annotations?.summary, r.alert).toBeTruthy();
    }
  });

  it('equals the PrometheusRule the monitoring overlay applies', () => {
    const alerts = load(readFileSync(path.join(repoRoot, 'infra/prometheus/alerts.yaml'), 'utf8')) as {
      groups: unknown;
    };
    const [rule] = yamlDocs('k8s/overlays/monitoring/prometheus-rules.yaml');
    expect(rule.kind).toBe('PrometheusRule');
    expect(rule.spec.groups).toEqual(alerts.groups);
  });
});

describe('infra/grafana dashboard', () => {
  const dash = JSON.parse(readFileSync(path.join(repoRoot, 'infra/grafana/patent-hub.json'), 'utf8'));

  it('returns panels with unique ids on the datasource variable, covering every area', () => {
    const ids = dash.panels.map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = dash.panels
      .filter((p: { type: string }) => p.type === 'row')
      .map((p: { title: string }) => p.title);
    expect(rows).toEqual([
      'Golden signals per service',
      'RPC (Redis Streams)',
      'Queues (BullMQ)',
      'PostgreSQL pools',
    ]);
    for (const p of dash.panels.filter((x: { type: string }) => x.type !== 'row'))
      expect(p.datasource.uid, p.title).toBe('${datasource}');
    expect(dashboardExpressions().length).toBeGreaterThan(20);
  });
});

describe('k8s/overlays/monitoring', () => {
  const kustomization = load(
    readFileSync(path.join(repoRoot, 'k8s/overlays/monitoring/kustomization.yaml'), 'utf8'),
  ) as { resources: string[]; patches: { target: { kind: string; name: string }; patch: string }[] };

  it('scrapes the internal port that every Deployment declares', () => {
    const [monitor] = yamlDocs('k8s/overlays/monitoring/podmonitor.yaml');
    expect(monitor.kind).toBe('PodMonitor');
    const port = monitor.spec.podMetricsEndpoints[0].port;
    expect(monitor.spec.selector.matchExpressions[0].values.sort()).toEqual([...APPS].sort());
    for (const app of APPS) {
      const deployment = yamlDocs(`k8s/base/${app}.yaml`).find((d) => d.kind === 'Deployment')!;
      const ports = deployment.spec.template.spec.containers[0].ports as {
        name: string;
        containerPort: number;
      }[];
      expect(
        ports.find((p) => p.name === port),
        app,
      ).toMatchObject({ containerPort: 9464 });
    }
  });

  it('keeps the metrics port out of the gateway Service the Ingress routes to', () => {
    const service = yamlDocs('k8s/base/gateway.yaml').find((d) => d.kind === 'Service')!;
    expect(service.spec.ports.map((p: { targetPort: string }) => p.targetPort)).toEqual(['http']);
  });

  it('scales the ai-worker with KEDA on queue depth and deletes the CPU HPA it replaces', () => {
    const [scaled] = yamlDocs('k8s/overlays/monitoring/keda-ai-worker.yaml');
    expect(scaled.spec.scaleTargetRef.name).toBe('ai-worker');
    expect(scalerQueries()[0]).toContain('ph_queue_jobs');
    const deleted = kustomization.patches.find((p) => p.target.kind === 'HorizontalPodAutoscaler');
    expect(deleted?.target.name).toBe('ai-worker');
    expect(deleted?.patch).toContain('$patch: delete');
    expect(kustomization.resources).toEqual(
      expect.arrayContaining(['../prod', 'podmonitor.yaml', 'prometheus-rules.yaml', 'keda-ai-worker.yaml']),
    );
  });
});
