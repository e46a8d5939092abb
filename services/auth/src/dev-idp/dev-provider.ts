import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { accountFromForm, type DevAccount } from './dev-accounts.js';
import { logoutPage, signInPage, type SignInValues } from './sign-in.page.js';

export interface DevProviderOptions {
  port: number;
  /** Default http://localhost:<actual port>. */
  issuerUrl?: string;
  clientId: string;
  clientSecret: string;
  /** The app's public origin(s); the callback is `${origin}/api/callback`. */
  appUrls: string[];
  onError?: (err: unknown) => void;
}

export interface DevProvider {
  issuer: string;
  close(): Promise<void>;
}

const INTERACTION = /^\/interaction\/([\w-]+)(\/login)?$/;
const MAX_FORM_BYTES = 16 * 1024;

function readForm(req: IncomingMessage): Promise<SignInValues> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_FORM_BYTES) reject(new Error('Form too large'));
      else chunks.push(c);
    });
    req.on('end', () =>
      resolve(
        Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) as SignInValues,
      ),
    );
    req.on('error', reject);
  });
}

/**
 * The sign-in form posts to this provider, which then redirects to the app's /api/callback. Browsers
 * apply form-action to every hop of that redirect chain, so the app's origins must be allowed too.
 */
export function signInPagePolicy(appUrls: string[]): string {
  const origins = [...new Set(appUrls.map((u) => new URL(u).origin))];
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origins.join(' ')}; frame-ancestors 'none'`;
}

function sendHtml(res: ServerResponse, status: number, html: string, policy: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

/**
 * The development identity provider: oidc-provider (a certified OpenID Provider) with a password-less
 * sign-in page. Accounts live in memory; the subject is derived from the e-mail, so it is stable.
 */
export async function startDevProvider(opts: DevProviderOptions): Promise<DevProvider> {
  const accounts = new Map<string, DevAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = (opts.issuerUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
  const signingKey = {
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    kid: 'dev-1',
    use: 'sig',
    alg: 'RS256',
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.appUrls.map((u) => `${u}/api/callback`),
        post_logout_redirect_uris: opts.appUrls.map((u) => `${u}/`),
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['family_name', 'given_name', 'name', 'picture'],
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => void (ctx.body = logoutPage(form, ctx.host)),
      },
    },
    interactions: {
      url: async (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Development sign-in — error</title><h1>Development sign-in</h1><p>${(out.error_description ?? out.error ?? 'Error').replace(/[<>&]/g, '')}</p>`;
    },
    // First-party app: the user's consent is implied, so grant the requested scopes without a consent page.
    loadExistingGrant: async (ctx) => {
      const { client, session, result, provider: p } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return p.Grant.find(grantId);
      const grant = new p.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          given_name: account.firstName ?? undefined,
          family_name: account.lastName ?? undefined,
          name: [account.firstName, account.lastName].filter(Boolean).join(' ') || undefined,
          picture: account.picture ?? undefined,
        }),
      };
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  });
  provider.on('server_error', (_ctx, err) => opts.onError?.(err));
  const handleProvider = provider.callback();
  const pagePolicy = signInPagePolicy(opts.appUrls);

  async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    isSubmit: boolean,
  ) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid)
      return sendHtml(
        res,
        400,
        signInPage(req.url ?? '/', {}, 'This sign-in link has expired. Start again from the app.'),
        pagePolicy,
      );
    const action = `/interaction/${uid}/login`;
    if (req.method === 'GET') return sendHtml(res, 200, signInPage(action), pagePolicy);
    if (req.method !== 'POST' || !isSubmit) return sendHtml(res, 405, signInPage(action), pagePolicy);
    const values = await readForm(req);
    const account = accountFromForm(values);
    if (typeof account === 'string')
      return sendHtml(res, 400, signInPage(action, values, account), pagePolicy);
    accounts.set(account.sub, account);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = INTERACTION.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) return handleProvider(req, res);
    handleInteraction(req, res, match[1], Boolean(match[2])).catch((err: unknown) => {
      opts.onError?.(err);
      if (!res.headersSent)
        sendHtml(
          res,
          400,
          signInPage('/', {}, 'This sign-in attempt is no longer valid. Start again from the app.'),
          pagePolicy,
        );
    });
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
