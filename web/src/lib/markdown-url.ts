const SAFE_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

/**
 * SPEC §5: links keep http, https, irc, ircs, mailto and xmpp; relative or protocol-less links are
 * kept; any other protocol (javascript:, data:, ...) becomes an empty string.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  const boundary = [url.indexOf('?'), url.indexOf('#'), url.indexOf('/')].filter((i) => i !== -1);
  // No colon, or the colon comes after a path/query/fragment start: no protocol, so relative.
  if (colon === -1 || boundary.some((i) => i < colon)) return url;
  const protocol = url.slice(0, colon).toLowerCase();
  return SAFE_PROTOCOLS.includes(protocol) ? url : '';
}
