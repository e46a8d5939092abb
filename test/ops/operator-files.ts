// The PromQL the operators' files use: Grafana panel targets, Prometheus alert rules and the KEDA
// scaler's query.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, loadAll } from 'js-yaml';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (...p: string[]) => path.join(repoRoot, ...p);

interface Panel {
  targets?: { expr?: string }[];
  panels?: Panel[];
}

export function dashboardExpressions(): string[] {
  const dir = at('infra/grafana');
  const out: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const walk = (panels: Panel[] = []) => {
      for (const p of panels) {
        for (const t of p.targets ?? []) if (t.expr) out.push(t.expr.replace(/\$__rate_interval/g, '5m'));
        walk(p.panels);
      }
    };
    walk((JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { panels: Panel[] }).panels);
  }
  return out;
}

export function alertRules(): { alert: string; expr: string; labels?: Record<string, string> }[] {
  const doc = load(readFileSync(at('infra/prometheus/alerts.yaml'), 'utf8')) as {
    groups: { rules: { alert: string; expr: string; labels?: Record<string, string> }[] }[];
  };
  return doc.groups.flatMap((g) => g.rules);
}

export const alertExpressions = () => alertRules().map((r) => r.expr);

/** Queries of the KEDA ScaledObjects in the monitoring overlay. */
export function scalerQueries(): string[] {
  const docs = loadAll(readFileSync(at('k8s/overlays/monitoring/keda-ai-worker.yaml'), 'utf8')) as {
    kind?: string;
    spec: { triggers: unknown[] };
  }[];
  return docs
    .filter((d) => d?.kind === 'ScaledObject')
    .flatMap((d) =>
      (d.spec.triggers as { type: string; metadata: { query?: string } }[])
        .filter((t) => t.type === 'prometheus')
        .map((t) => t.metadata.query!),
    );
}
