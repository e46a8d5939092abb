import { randomBytes } from 'node:crypto';
import { TestAgent } from './agent.js';

export interface DevProfile {
  email?: string;
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
  /** Passed to /api/login?returnTo=… */
  returnTo?: string;
}

export interface SignInTrace {
  /** The URL the browser ended on after the callback (normally `${baseUrl}/`). */
  finalUrl: string;
  finalStatus: number;
  /** Every URL visited, in order. */
  hops: string[];
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Reads the development sign-in page; returns the form's absolute action URL. */
export function parseSignInForm(html: string, pageUrl: string): string {
  if (!html.includes('Development sign-in')) throw new Error('Not the development sign-in page');
  const match = /<form[^>]*action="([^"]+)"/i.exec(html);
  if (!match) throw new Error('No form on the development sign-in page');
  return new URL(decode(match[1]), pageUrl).toString();
}

/** Opens /api/login and follows the redirects to the identity provider's sign-in page. */
export async function openSignInPage(agent: TestAgent, returnTo?: string) {
  const login = new URL('/api/login', agent.baseUrl);
  if (returnTo !== undefined) login.searchParams.set('returnTo', returnTo);
  const { res, url } = await agent.navigate(login.toString());
  const html = await res.text();
  if (res.status !== 200)
    throw new Error(`Sign-in page answered ${res.status} at ${url}: ${html.slice(0, 300)}`);
  return { action: parseSignInForm(html, url), url };
}

function signInFormBody(profile: DevProfile): URLSearchParams {
  return new URLSearchParams({
    email: profile.email ?? `user-${randomBytes(5).toString('hex')}@example.test`,
    firstName: profile.firstName ?? 'Test',
    lastName: profile.lastName ?? 'User',
    profileImageUrl: profile.profileImageUrl ?? '',
  });
}

/** Submits the sign-in form and follows the redirects back to the app. */
export async function submitSignInForm(
  agent: TestAgent,
  action: string,
  profile: DevProfile,
): Promise<SignInTrace> {
  const form = signInFormBody(profile);
  const { res, url } = await agent.navigate(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  await res.arrayBuffer();
  return { finalUrl: url, finalStatus: res.status, hops: [action, url] };
}

/** The whole authorization-code flow through the real development identity provider pages. */
export async function signInThroughDevProvider(
  baseUrl: string,
  profile: DevProfile = {},
  agent = new TestAgent(baseUrl),
) {
  const { action } = await openSignInPage(agent, profile.returnTo);
  const trace = await submitSignInForm(agent, action, profile);
  const me = await agent.get('/api/auth/user');
  if (me.status !== 200)
    throw new Error(
      `Sign-in did not create a session (GET /api/auth/user → ${me.status}; ended at ${trace.finalUrl})`,
    );
  agent.user = me.body;
  return { agent, trace };
}

/**
 * Submits the sign-in form and follows the identity provider's redirects, stopping just before the
 * app's /api/callback; returns that callback URL unvisited (for tampering and replay tests).
 */
export async function reachCallback(
  agent: TestAgent,
  action: string,
  profile: DevProfile = {},
): Promise<string> {
  const form = signInFormBody(profile);
  let url = action;
  let res = await agent.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  for (let hop = 0; hop < 20; hop++) {
    const location = res.headers.get('location');
    await res.arrayBuffer();
    if (!location) throw new Error(`No redirect to the callback (status ${res.status} at ${url})`);
    url = new URL(location, url).toString();
    if (url.startsWith(`${agent.baseUrl}/api/callback`)) return url;
    res = await agent.fetch(url, { method: 'GET' });
  }
  throw new Error('Too many redirects before the callback');
}
