import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  bootstrapRpcService,
  createDatabase,
  createLogger,
  loadConfig,
  type RunningService,
} from '@patent-hub/service-kit';
import { AuthModule } from './auth.module.js';
import { assertIssuerAllowed, authEnvSchema, httpIssuerAllowed } from './config.js';
import { startDevProvider, type DevProvider } from './dev-idp/dev-provider.js';
import { OidcRelyingParty } from './oidc/oidc-relying-party.js';

/** The app's origin and its localhost / 127.0.0.1 twin, so either address works in development. */
function appUrlVariants(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const base = url.origin;
  if (url.hostname === 'localhost') return [base, base.replace('//localhost', '//127.0.0.1')];
  if (url.hostname === '127.0.0.1') return [base, base.replace('//127.0.0.1', '//localhost')];
  return [base];
}

export async function startService(
  env: Record<string, string | undefined> = process.env,
): Promise<RunningService> {
  const config = loadConfig(authEnvSchema, env);
  assertIssuerAllowed(config);
  const log = createLogger('auth', { level: config.LOG_LEVEL });

  let devProvider: DevProvider | undefined;
  let issuerUrl = config.OIDC_ISSUER_URL;
  let clientSecret = config.OIDC_CLIENT_SECRET;
  if (!issuerUrl) {
    // Same process, so a per-boot random secret is shared by the provider's client and the relying party.
    clientSecret ??= randomBytes(24).toString('hex');
    devProvider = await startDevProvider({
      port: config.OIDC_DEV_PORT,
      issuerUrl: config.OIDC_DEV_ISSUER_URL,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret,
      appUrls: appUrlVariants(config.PUBLIC_URL),
      onError: (err) => log.warn({ err }, 'development identity provider error'),
    });
    issuerUrl = devProvider.issuer;
    log.warn(
      { issuer: issuerUrl },
      'Development sign-in is running (no OIDC_ISSUER_URL): anyone can sign in without a password',
    );
  }
  const relyingParty = new OidcRelyingParty({
    issuerUrl,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret,
    scopes: config.OIDC_SCOPES,
    allowHttp: httpIssuerAllowed(config),
  });

  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  try {
    database = await createDatabase({
      url: config.DATABASE_URL,
      schema: 'auth',
      max: config.DB_POOL_MAX,
      migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
    });
    const db = database;
    return await bootstrapRpcService({
      service: 'auth',
      module: AuthModule.forRoot({ db: db.db, relyingParty }),
      config,
      database: db,
      onClose: async () => {
        await db.close();
        await devProvider?.close();
      },
    });
  } catch (err) {
    await database?.close().catch(() => undefined);
    await devProvider?.close().catch(() => undefined);
    throw err;
  }
}
