/**
 * The keyword language users of Google Patents expect: words, "quoted phrases", AND / OR / NOT
 * (also -word), parentheses, and field prefixes title:, abstract:, claims:, description:,
 * inventor:, assignee:, cpc:, before:, after:. Adjacent terms mean AND. Input is never passed to
 * PostgreSQL as query syntax; leaves carry plain text only.
 */
export type TextField = 'title' | 'abstract' | 'claims' | 'description';
export type QueryNode =
  | { type: 'text'; field: TextField | null; value: string; phrase: boolean }
  | { type: 'inventor' | 'assignee' | 'cpc'; value: string }
  | { type: 'date'; op: 'before' | 'after'; value: string }
  | { type: 'and' | 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode };

export class QueryParseError extends Error {}

const FIELDS = new Set([
  'title',
  'abstract',
  'claims',
  'claim',
  'description',
  'desc',
  'inventor',
  'assignee',
  'cpc',
  'before',
  'after',
]);
const MAX_LEAVES = 64;
const MAX_DEPTH = 12;

type Tok = { k: 'word' | 'phrase' | 'lp' | 'rp' | 'and' | 'or' | 'not' | 'field'; v: string };

function lex(input: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '(') {
      toks.push({ k: 'lp', v: c });
      i++;
      continue;
    }
    if (c === ')') {
      toks.push({ k: 'rp', v: c });
      i++;
      continue;
    }
    if (c === '"' || c === '\u201c' || c === '\u201d') {
      const end = input.slice(i + 1).search(/["\u201c\u201d]/);
      const text = end === -1 ? input.slice(i + 1) : input.slice(i + 1, i + 1 + end);
      toks.push({ k: 'phrase', v: text });
      i = end === -1 ? input.length : i + end + 2;
      continue;
    }
    if (c === '-' && (toks.length === 0 || /\s|\(/.test(input[i - 1] ?? ' '))) {
      toks.push({ k: 'not', v: '-' });
      i++;
      continue;
    }
    let j = i;
    while (j < input.length && !/[\s()"\u201c\u201d]/.test(input[j])) j++;
    const word = input.slice(i, j);
    i = j;
    const colon = word.indexOf(':');
    if (colon > 0 && FIELDS.has(word.slice(0, colon).toLowerCase())) {
      toks.push({ k: 'field', v: word.slice(0, colon).toLowerCase() });
      const rest = word.slice(colon + 1);
      if (rest) toks.push({ k: 'word', v: rest });
      continue;
    }
    if (word === 'AND' || word === '&&') toks.push({ k: 'and', v: word });
    else if (word === 'OR' || word === '||' || word === '|') toks.push({ k: 'or', v: word });
    else if (word === 'NOT' || word === '!') toks.push({ k: 'not', v: word });
    else toks.push({ k: 'word', v: word });
  }
  return toks;
}

export function parseQuery(input: string): QueryNode | null {
  const toks = lex(input);
  let pos = 0;
  let leaves = 0;
  const peek = () => toks[pos];
  // Terms beyond the cap are dropped (as web search engines do) so pasted text cannot blow up the SQL.
  const leaf = (n: QueryNode): QueryNode | null => (++leaves > MAX_LEAVES ? null : n);

  const fieldLeaf = (field: string, t: Tok, depth: number): QueryNode | null => {
    if (depth > MAX_DEPTH) throw new QueryParseError('Query is nested too deeply');
    if (t.k === 'lp') {
      pos++;
      const inner = parseOr(depth + 1, field);
      if (peek()?.k === 'rp') pos++;
      return inner;
    }
    if (t.k !== 'word' && t.k !== 'phrase') return null;
    pos++;
    const value = t.v;
    switch (field) {
      case 'inventor':
      case 'assignee':
      case 'cpc':
        return leaf({ type: field, value });
      case 'before':
      case 'after':
        return leaf({ type: 'date', op: field, value: parseDateValue(value, field) });
      case 'claim':
        return leaf({ type: 'text', field: 'claims', value, phrase: t.k === 'phrase' });
      case 'desc':
        return leaf({ type: 'text', field: 'description', value, phrase: t.k === 'phrase' });
      default:
        return leaf({ type: 'text', field: field as TextField, value, phrase: t.k === 'phrase' });
    }
  };

  const parsePrimary = (depth: number, field: string | null): QueryNode | null => {
    if (depth > MAX_DEPTH) throw new QueryParseError('Query is nested too deeply');
    const t = peek();
    if (!t) return null;
    if (t.k === 'not') {
      pos++;
      const child = parsePrimary(depth + 1, field);
      return child ? { type: 'not', child } : null;
    }
    if (t.k === 'field') {
      pos++;
      const next = peek();
      return next ? fieldLeaf(t.v, next, depth) : null;
    }
    if (field) return fieldLeaf(field, t, depth);
    if (t.k === 'lp') {
      pos++;
      const inner = parseOr(depth + 1, null);
      if (peek()?.k === 'rp') pos++;
      return inner;
    }
    if (t.k === 'word' || t.k === 'phrase') {
      pos++;
      return leaf({ type: 'text', field: null, value: t.v, phrase: t.k === 'phrase' });
    }
    pos++; // a stray ')' or operator: ignore it
    return null;
  };

  const parseAnd = (depth: number, field: string | null): QueryNode | null => {
    const children: QueryNode[] = [];
    for (;;) {
      const t = peek();
      if (!t || t.k === 'or' || t.k === 'rp') break;
      if (t.k === 'and') {
        pos++;
        continue;
      }
      const n = parsePrimary(depth, field);
      if (n) children.push(n);
    }
    return children.length === 0 ? null : children.length === 1 ? children[0] : { type: 'and', children };
  };

  const parseOr = (depth: number, field: string | null): QueryNode | null => {
    const children: QueryNode[] = [];
    for (;;) {
      const n = parseAnd(depth, field);
      if (n) children.push(n);
      const t = peek();
      if (t?.k === 'or') {
        pos++;
        continue;
      }
      if (t?.k === 'rp' && depth === 0) {
        pos++;
        continue;
      }
      break;
    }
    return children.length === 0 ? null : children.length === 1 ? children[0] : { type: 'or', children };
  };

  return parseOr(0, null);
}

/** 2020, 2020-05, 2020-05-31, 20200531 → an ISO day (the start of the period). */
export function parseDateValue(raw: string, field: string): string {
  const s = raw.replace(/^(priority|filing|publication):/i, '');
  const m = s.match(/^(\d{4})(?:-?(\d{2}))?(?:-?(\d{2}))?$/);
  if (!m) throw new QueryParseError(`${field}: expects a date such as 2020-05-31`);
  const iso = `${m[1]}-${m[2] ?? '01'}-${m[3] ?? '01'}`;
  if (Number.isNaN(Date.parse(iso))) throw new QueryParseError(`${field}: expects a date such as 2020-05-31`);
  return iso;
}

/** The positive text terms of a query (not under NOT), for ranking and explanations. */
export function positiveText(node: QueryNode | null, out: string[] = []): string[] {
  if (!node) return out;
  if (node.type === 'text') out.push(node.value);
  else if (node.type === 'and' || node.type === 'or') node.children.forEach((c) => positiveText(c, out));
  return out;
}
