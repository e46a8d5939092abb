// Malformed requests for one route: wrong types, huge strings, unicode, prototype keys, SQL and
// tsquery metacharacters, bad paging and broken JSON. Deterministic, so a failure is reproducible.
import type { ApiRoute } from './routes.js';

export interface HostileCase {
  label: string;
  method: string;
  path: string;
  /** Raw request body (already serialised); undefined = none. */
  body?: string;
  contentType?: string;
}

const deep = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: deep(depth - 1) });

/** Hostile JSON values, each given to every field, as the whole body and in paths and queries. */
export const HOSTILE_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['zero', 0],
  ['negative', -1],
  ['negative zero', -0],
  ['fraction', 1.5],
  ['huge number', 1e308],
  ['unsafe integer', 2 ** 53 + 1],
  ['big negative', -999999999999],
  ['empty array', []],
  ['empty object', {}],
  ['array of null', [null]],
  ['long array', Array.from({ length: 5000 }, () => 'a')],
  ['array of huge strings', ['x'.repeat(20_000), 'y'.repeat(20_000)]],
  ['deep object', deep(200)],
  ['empty string', ''],
  ['blank string', '   '],
  ['huge string', 'x'.repeat(200_000)],
  ['huge spaces', ' '.repeat(50_000)],
  ['control chars', '\u0000\u0001\u0007\u001b[31m'],
  ['emoji', '😀🚀'.repeat(500)],
  ['lone surrogate', '\ud800abc'],
  ['right-to-left override', '\u202eevil\u202c'],
  ['byte order mark', '\ufeffpatent'],
  ['combining marks', 'e\u0301\u0301\u0301\u0301\u0301'.repeat(200)],
  ['full width', 'ｐａｔｅｎｔ'],
  ['newlines', 'a\r\nb\nc\td'],
  ['sql quote', "' OR '1'='1"],
  ['sql drop', "'; DROP TABLE library.saved_patents; --"],
  ['sql comment', '1/**/UNION/**/SELECT/**/password/**/FROM/**/users--'],
  ['like wildcards', '%_%\\'],
  ['tsquery operators', "!&|():*<->'"],
  ['tsquery expression', 'a & !b | (c:* <-> d) <2> e'],
  ['unbalanced parens', '((((('],
  ['only operators', '&&||!!'],
  ['html script', '<script>alert(1)</script>'],
  ['javascript url', 'javascript:alert(1)'],
  ['path traversal', '../../../../etc/passwd'],
  ['template', '${7*7}{{7*7}}#{7*7}'],
  ['NaN text', 'NaN'],
  ['Infinity text', 'Infinity'],
  ['minus one text', '-1'],
  ['exponent text', '1e309'],
  ['proto text', '__proto__'],
  ['constructor text', 'constructor'],
  ['toString text', 'toString'],
  ['uuid nil', '00000000-0000-0000-0000-000000000000'],
];

/** Every field name the contracts use for request input, plus paging names other APIs use. */
const FIELDS = [
  'keywords',
  'inventor',
  'applicationNumber',
  'customStartDate',
  'q',
  'query',
  'page',
  'limit',
  'offset',
  'pageSize',
  'sort',
  'status',
  'dateRange',
  'classification',
  'filters',
  'id',
  'patentNumber',
  'title',
  'abstract',
  'notes',
  'inventors',
  'assignee',
  'name',
  'description',
  'claims',
  'message',
  'messages',
  'content',
  'context',
  'format',
  'type',
  'text',
  'patentIds',
  'existingClaims',
  'scenario',
  'returnTo',
  'enableAiAnalysis',
];

const INVALID_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '[1,2',
  'undefined',
  '{"a":1}}',
  'NaN',
  '{"a":NaN}',
  '{"a":01}',
  '{"a":"\\x"}',
  '{"a" 1}',
  '\u0000',
  '{"a":1,}',
  '"unterminated',
  '{"__proto__":',
  'tru',
  '{"a":"' + '\\u12'.repeat(10) + '"}',
  '[' + '['.repeat(5000),
];

const PROTO_BODIES = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":{"polluted":"yes"},"q":"x","title":"x","name":"x","message":"x"}',
  '{"q":{"__proto__":{"polluted":"yes"}},"filters":{"__proto__":{"polluted":"yes"}}}',
  '{"name":"x","description":{"constructor":{"prototype":{"polluted":"yes"}}}}',
  '{"claims":[{"__proto__":{"polluted":"yes"}}],"messages":[{"constructor":{"prototype":{"polluted":"yes"}}}]}',
  '{"__proto__":[],"toString":"x","valueOf":1,"hasOwnProperty":"x"}',
  '{"patentNumber":{"toString":"x"},"title":{"valueOf":1}}',
];

const QUERY_NAMES = ['page', 'limit', 'q', 'format', 'sort', 'offset', 'status', 'returnTo', 'id'];

function asParam(v: unknown): string {
  const text = typeof v === 'string' ? v.slice(0, 3000) : JSON.stringify(v);
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes a careless encoder would (invalid UTF-8).
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}`;
  }
}

/** A valid-looking path for the route (params filled with a well-formed but unknown id). */
const plainPath = (route: ApiRoute) => route.path.replace(/:\w+\??/g, '00000000-0000-4000-8000-000000000000');

export function hostileCases(route: ApiRoute): HostileCase[] {
  const { method } = route;
  const hasBody = method !== 'GET';
  const base = plainPath(route);
  const cases: HostileCase[] = [];
  const add = (label: string, path: string, body?: string, contentType?: string) =>
    cases.push({ label, method, path, body, contentType });

  HOSTILE_VALUES.forEach(([name, value], i) => {
    // The value in every path parameter.
    if (route.path.includes(':')) add(`params = ${name}`, route.path.replace(/:\w+\??/g, asParam(value)));
    // The value in every query name, and in repeated/array query forms.
    const q = QUERY_NAMES.map((k) => `${k}=${asParam(value)}`).join('&');
    add(`query = ${name}`, `${base}?${q}`);
    if (!hasBody) {
      // Routes without a body take their input from the query string only: try it more ways.
      add(
        `query[] = ${name}`,
        `${base}?page[]=${asParam(value)}&q[a]=${asParam(value)}&limit=${asParam(value)}&limit=2`,
      );
      for (const k of [QUERY_NAMES[i % QUERY_NAMES.length], QUERY_NAMES[(i + 4) % QUERY_NAMES.length]])
        add(`${k} alone = ${name}`, `${base}?${k}=${asParam(value)}`);
      return;
    }
    add(`body = ${name}`, base, JSON.stringify(value));
    add(`every field = ${name}`, base, JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value]))));
    for (const f of FIELDS.filter((_, j) => j % 17 === i % 17))
      add(`${f} = ${name}`, base, JSON.stringify({ [f]: value }));
  });
  if (hasBody) {
    for (const raw of INVALID_JSON) add(`invalid JSON ${JSON.stringify(raw.slice(0, 20))}`, base, raw);
    for (const raw of PROTO_BODIES) add(`prototype keys ${raw.slice(0, 40)}`, base, raw);
    add('form body', base, 'a=1&__proto__[polluted]=yes', 'application/x-www-form-urlencoded');
    add('text body', base, 'hello', 'text/plain');
    add(
      'xml body',
      base,
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      'application/xml',
    );
  }
  add('query __proto__', `${base}?__proto__[polluted]=yes&constructor[prototype][polluted]=yes`);
  add('query huge', `${base}?q=${'x'.repeat(6000)}`);
  add('query NaN paging', `${base}?page=NaN&limit=NaN`);
  add('query negative paging', `${base}?page=-5&limit=-10&offset=-1`);
  add('query float paging', `${base}?page=1.5&limit=1e3`);
  add('query percent garbage', `${base}?q=%E0%A4%A&page=%`);
  add('query zero paging', `${base}?page=0&limit=0`);
  add('query giant paging', `${base}?page=99999999999999999999&limit=100000000`);
  add('query hex paging', `${base}?page=0x10&limit=1_000`);
  add('query empty names', `${base}?=&&=x&page=&limit=`);
  return cases;
}

/** A body just over the 1 MB limit. */
export const OVERSIZE_BODY = JSON.stringify({ q: 'x'.repeat(1024 * 1024 + 10) });

/** Signs of a leaked stack trace or internal path in a response body. */
export const STACK_TRACE =
  /\bat (?:async )?[\w$.<>]+ \(|\.(?:ts|js|mjs):\d+:\d+|node_modules|\/work\/|ECONNREFUSED|ZodError|QueryFailedError|syntax error at/;
