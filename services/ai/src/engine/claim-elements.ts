/**
 * Splits an independent claim into its preamble and the elements a claim chart compares (issue 23): method steps,
 * apparatus elements, "wherein" clauses, and Markush groups ("selected from the group consisting of A, B and C")
 * kept as one element with their alternatives. Enumerators ("a.", "(i)", "b)", "step (c)") are removed.
 */
export type ClaimElementKind = 'element' | 'step' | 'wherein' | 'markush';

export interface ClaimElement {
  text: string;
  kind: ClaimElementKind;
  alternatives?: string[];
}

export interface SplitClaim {
  preamble: string;
  transition: string | null;
  elements: ClaimElement[];
}

const TRANSITION =
  /(?<!group )\b(consisting essentially of|consisting of|comprising|comprises|comprised of|including|includes|characterized in that|characterised in that|having|the steps of)\b\s*:?/gi;

/** The transition: the first one ending in ":" or a line break, else the first strong one, else "having". */
function findTransition(body: string): RegExpExecArray | null {
  const all = [...body.matchAll(TRANSITION)];
  return (
    all.find((m) => /:\s*$|\n/.test(m[0]) || body[m.index + m[0].length] === '\n') ??
    all.find((m) => m[1].toLowerCase() !== 'having') ??
    all[0] ??
    null
  );
}
const ENUMERATOR =
  /^\s*(?:step\s+)?(?:\(\s*(?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\s*\)|(?:[a-z]|[ivx]{1,5}|\d{1,2})\s*[.)])\s+/i;
const MARKUSH =
  /\b(?:selected|chosen) from (?:the|a) group consisting (?:essentially )?of\s+|\bis (?:one|any) of\s+/i;

/** Cuts at `;` and newlines outside parentheses/brackets. */
function topLevelSplit(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (depth === 0 && (ch === ';' || ch === '\n')) {
      out.push(body.slice(start, i));
      start = i + 1;
    }
  }
  out.push(body.slice(start));
  return out;
}

function clean(piece: string): string {
  let s = piece.replace(/\s+/g, ' ').trim();
  // Enumerators may be nested ("a. (i) ..."); "and"/"or" left over from "; and" go too.
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s
      .replace(/^(?:and|or|and\/or)\s+/i, '')
      .replace(ENUMERATOR, '')
      .trim();
  }
  return s
    .replace(/(?:[,;:.]\s*)?(?:\band\b|\bor\b)?\s*[,;:.]?\s*$/i, '')
    .replace(/[,;:.]\s*$/, '')
    .trim();
}

/** "A, B, C, and D" → ["A", "B", "C", "D"]. */
function alternativesOf(list: string): string[] {
  return list
    .replace(/[.;]\s*$/, '')
    .split(/,\s*(?:and\/or|and|or)\s+|,\s*|\s+(?:and\/or|and|or)\s+/i)
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
}

function kindOf(text: string, isMethod: boolean): ClaimElement {
  const markush = MARKUSH.exec(text);
  if (markush) {
    // The list runs to the end of the element or to a following "wherein"/"and wherein" clause.
    const rest = text.slice(markush.index + markush[0].length).split(/,?\s+wherein\b/i)[0];
    const alternatives = alternativesOf(rest);
    if (alternatives.length >= 2) return { text, kind: 'markush', alternatives };
  }
  if (/^wherein\b|^whereby\b|^such that\b/i.test(text)) return { text, kind: 'wherein' };
  if (isMethod && /^(?:[a-z]+ly\s+)?[a-z]+ing\b/i.test(text)) return { text, kind: 'step' };
  return { text, kind: 'element' };
}

/** Splits a claim's text ("1. A method of …, comprising: a. receiving …; b. …") into preamble and elements. */
export function splitClaimElements(claimText: string): SplitClaim {
  const body = claimText
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/^\s*\d+\s*[.)]\s*/, '')
    .replace(/[ \t]+/g, ' ');
  const t = findTransition(body);
  const preamble = clean(t ? body.slice(0, t.index) : body);
  if (!t) return { preamble, transition: null, elements: [] };
  const isMethod = /\b(?:method|process)\b/i.test(preamble);
  const rest = body.slice(t.index + t[0].length).replace(/^\s*(?:the )?steps? of\s*:?/i, '');
  const pieces: string[] = [];
  for (const part of topLevelSplit(rest)) {
    // A "wherein" clause after a comma is its own element ("…, wherein the valve …").
    for (const sub of part.split(/,\s*(?:and\s+)?(?=wherein\b|whereby\b)/i)) pieces.push(sub);
  }
  const elements = pieces
    .map(clean)
    .filter((e) => e.length > 2)
    .map((e) => kindOf(e, isMethod));
  return { preamble, transition: t[1].toLowerCase(), elements };
}
