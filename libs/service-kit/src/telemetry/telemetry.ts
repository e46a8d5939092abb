import { context, propagation, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';
import {
  CompositePropagator,
  getRPCMetadata,
  RPCType,
  W3CBaggagePropagator,
  W3CTraceContextPropagator,
} from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

export interface Telemetry {
  shutdown(): Promise<void>;
}

let started: Telemetry | undefined;
let exporting = false;

/**
 * Whether this process exports spans (startTelemetry with an OTLP endpoint). When it does not, the RPC transport
 * makes no spans of its own (nothing would ever read them); it still carries a trace context the caller is in.
 * A tracer provider registered some other way (a test's own) gets no RPC spans either.
 */
export function spansExported(): boolean {
  return exporting;
}

/**
 * Registers W3C trace-context propagation and a tracer provider; with OTEL_EXPORTER_OTLP_ENDPOINT set,
 * spans are exported over OTLP/HTTP. Without it, spans are not recorded, and the RPC transport makes none
 * (see spansExported); a trace context that code starts itself is still carried inside RPC messages and
 * jobs. Idempotent per process.
 */
export function startTelemetry(
  serviceName: string,
  endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
  opts: { preloaded?: boolean } = {},
): Telemetry {
  if (started) return started;
  exporting = Boolean(endpoint);
  if (endpoint && !opts.preloaded) {
    process.emitWarning(
      'Tracing started without `node --import @patent-hub/service-kit/telemetry/register`: modules loaded before it ' +
        '(pg, ioredis, http) make no spans.',
    );
  }
  const spanProcessors = endpoint
    ? [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }))]
    : [];
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors,
    // Nothing exports: spans that code starts stay unrecorded (cheap) yet get ids that travel in messages and jobs;
    // the RPC transport starts none of its own (spansExported), so a call made outside any span carries no trace.
    ...(endpoint ? {} : { sampler: new AlwaysOffSampler() }),
  });
  provider.register({
    propagator: new CompositePropagator({
      propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()],
    }),
  });
  // Automatic http/pg/ioredis spans, only when they are exported. They patch only modules loaded after this
  // call: processes start with `node --import @patent-hub/service-kit/telemetry/register` (register.ts).
  const instrumentations = endpoint
    ? [new HttpInstrumentation(), new PgInstrumentation(), new IORedisInstrumentation()]
    : [];
  started = {
    shutdown: async () => {
      for (const i of instrumentations) i.disable();
      await provider.shutdown();
    },
  };
  return started;
}

/** The W3C headers (traceparent, tracestate) of the active context, to travel inside a message. */
export function injectTraceContext(ctx: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

export function extractTraceContext(carrier: Record<string, string | undefined>): Context {
  return propagation.extract(ROOT_CONTEXT, carrier);
}

/** The active span's trace id; undefined outside any span (an RPC handler called from outside one, without an exporter). */
export function currentTraceId(): string | undefined {
  return trace.getSpan(context.active())?.spanContext().traceId;
}

/**
 * For the HTTP server span of the active request (none when spans are not exported): a setter of its route
 * template, which the http instrumentation records as http.route and in the span's name when the response ends.
 */
export function httpRouteSetter(): ((route: string) => void) | undefined {
  const rpc = getRPCMetadata(context.active());
  if (rpc?.type !== RPCType.HTTP) return undefined;
  return (route) => {
    rpc.route = route;
  };
}
