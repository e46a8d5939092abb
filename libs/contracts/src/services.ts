import { z } from 'zod';
import type { RpcDefinition } from './rpc.js';

/** Every RPC service. A pattern's first segment names the service whose stream receives it. */
export const SERVICE_NAMES = ['auth', 'patents', 'library', 'ai'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const pingOf = (service: ServiceName) => ({
  pattern: `${service}.ping`,
  payload: z.object({}),
  result: z.object({ service: z.string(), ok: z.literal(true) }),
  idempotent: true,
});

/** Every service answers `<service>.ping` with { service, ok: true }; the gateway's /api/ready uses it. */
export const PING = {
  auth: pingOf('auth'),
  patents: pingOf('patents'),
  library: pingOf('library'),
  ai: pingOf('ai'),
} as const satisfies Record<ServiceName, RpcDefinition>;
