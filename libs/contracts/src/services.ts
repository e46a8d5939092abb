/** Every RPC service. A pattern's first segment names the service whose stream receives it. */
export const SERVICE_NAMES = ['auth', 'patents', 'library', 'ai'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Every service answers `<service>.ping` with { service, ok: true }; the gateway's /api/ready uses it. */
export const PING = {
  auth: 'auth.ping',
  patents: 'patents.ping',
  library: 'library.ping',
  ai: 'ai.ping',
} as const satisfies Record<ServiceName, string>;

export function serviceOfPattern(pattern: string): ServiceName {
  const head = pattern.split('.')[0];
  if (!(SERVICE_NAMES as readonly string[]).includes(head)) {
    throw new Error(`Pattern "${pattern}" does not start with a known service name`);
  }
  return head as ServiceName;
}
