import { resolveAntecedents, type Antecedent } from './antecedents.js';

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
  /** What its "the"/"said" phrases refer back to, when the introducing phrase adds modifiers (antecedents.ts). */
  antecedents?: Antecedent[];
}

export interface SplitClaim {
  preamble: string;
  transition: string | null;
  elements: ClaimElement[];
  /**
   * Jepson form ("In a <known device> …, the improvement comprising …"; 37 CFR 1.75(e)): the preamble is admitted
   * prior art (MPEP 2129) and the elements are the improvement's.
   */
  jepson: boolean;
}

/** Where a Jepson claim's improvement starts: "the improvement(s) comprising/wherein/which comprises …". */
const JEPSON =
  /,?\s*(?:\b(?:wherein|whereby|characteri[sz]ed in that)\s+)?\bthe improvements?\s+(?:(?:which|that)\s+)?(comprising|comprises|comprise|consisting (?:essentially )?of|consists of|including|includes|include|wherein|in which|characteri[sz]ed (?:in that|by)|being)\b\s*:?/i;

const TRANSITION =
  /(?<!group )\b((?:(?:which|that)\s+)?(?:consisting essentially of|consisting of|comprising|comprises|comprised of|including|includes|characterized in that|characterised in that|having|the steps of))\b\s*:?/gi;
/** A list opened by "…instructions for:", "…configured to:", "…cause the processor to:" (attorney review, US7643973). */
// Not the two-part form's "characterized by:" (the elements before it are charted too) nor a Markush list's "of:".
const OPENER =
  /(?<!group )\b((?!characteri[sz]ed\b|consisting\b|one\b|any\b)[\w-]+\s+(?:for|to|of|by))\s*:/gi;
/** The claim's subject alone before the transition ("A system", "An OLED display,", "A garment that"). */
const BARE_SUBJECT =
  /^(?:an?|one or more|the)\s+(?:(?!(?:of|for|with|in|on|to|by|from|at|that|which|wherein)\b)[\w-]+\s*(?:\([^()]*\)\s*)?){1,6},?\s*$/i;

interface Transition {
  index: number;
  end: number;
  phrase: string;
  /** An opener ("instructions for:"): its words stay in the preamble, which would read cut off without them. */
  opener?: boolean;
}

/**
 * The transition, in order: a strong one right after the bare subject ("A composition comprising a PBT, wherein …
 * by a process comprising:" is opened by the first); else the first ending in ":" or a line break, an opener
 * ("instructions for:") included, also "comprising, on a substrate:"; else the first strong one; else "having".
 */
function findTransition(body: string): Transition | null {
  const found = [
    ...[...body.matchAll(TRANSITION)].map((m) => ({ m, opener: false })),
    ...[...body.matchAll(OPENER)].map((m) => ({ m, opener: true })),
  ].sort((a, b) => a.m.index - b.m.index);
  const strong = (m: RegExpExecArray) => !/having$/i.test(m[1]);
  const at = ({ m, opener }: (typeof found)[number]): Transition => {
    const tail = /^\s*,[^,;:\n()]{1,40}[:;]/.exec(body.slice(m.index + m[0].length));
    const phrase = tail ? `${m[1]}${tail[0].replace(/[:;]$/, '')}` : m[1];
    return { index: m.index, end: m.index + m[0].length + (tail?.[0].length ?? 0), phrase, opener };
  };
  const opensBody = ({ m }: (typeof found)[number]) =>
    /:\s*$|\n/.test(m[0]) ||
    /^(?:\s*(?:the\s+)?steps?\s+of|\s*,[^,;:\n()]{1,40}(?=[:;]))?\s*(?::|;|\n)/.test(
      body.slice(m.index + m[0].length),
    );
  const first = found.find((f) => !f.opener && strong(f.m) && BARE_SUBJECT.test(body.slice(0, f.m.index)));
  const pick =
    first ??
    found.find(opensBody) ??
    found.find((f) => !f.opener && strong(f.m)) ??
    found.find((f) => !f.opener);
  return pick ? at(pick) : null;
}
const ENUMERATOR =
  /^\s*(?:step\s+)?(?:\(\s*(?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\s*\)|(?:[a-z]|[ivx]{1,5}|\d{1,2})\s*[.)])\s+/i;
const MARKUSH =
  /\b(?:selected|chosen) from (?:the|a) group consisting (?:essentially )?of\s+|\bis (?:one|any) of\s+/i;
/**
 * A list the claim needs only one item of (attorney review of US6983169: "at least one of: a display function; an
 * alert function; and a keypad function" was charted as three elements, all required): "at least one of", "one or
 * more of", "any (one) of", "one of", followed by indefinite noun phrases ("a display function, an alert function").
 */
const ANY_OF = /\b(?:at least one of|one or more of|any(?: one)? of|(?<!\bor )one of)\s+(?=an?\s)/i;
/**
 * "A, B, or C" as a whole element: three or more short indefinite noun phrases joined by "or" (no "and": that would
 * need them all). Two ("a transfer component for transferring … to another member or a copy substrate") are too
 * often one phrase with an "or" inside.
 */
const OR_LIST = /^an?\s[^,;]+?(?:,\s*an?\s[^,;]+?)+,?\s+or\s+an?\s[^,;]+$/i;
/** Words an item of a whole-element "or" list may have. */
const OR_ITEM_WORDS = 8;

/**
 * A semicolon the text runs on after (attorney review of issue 23, US8927118 claim 1: "… aromatic heterocyclic; group
 * which has a ring …"): on its line, followed by a bare noun and the clause that qualifies it, it starts no element.
 */
const STRAY_SEMICOLON_NEXT =
  /^[ \t]+(?!(?:an?|the|said|each|and|or|wherein|whereby)\b)[a-z][a-z-]* (?:which|that|having|has)\b/;
const straySemicolon = (next: string) => STRAY_SEMICOLON_NEXT.test(next);

/** Cuts at `;` and newlines outside parentheses/brackets. */
function topLevelSplit(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (depth === 0 && ch === ';' && straySemicolon(body.slice(i + 1))) continue;
    else if (depth === 0 && (ch === ';' || ch === '\n')) {
      out.push(body.slice(start, i));
      start = i + 1;
    }
  }
  out.push(body.slice(start));
  return out;
}

/** Without its leading enumerators (nested: "a. (i) …") and the "and"/"or" left over from "; and". */
function withoutHead(piece: string): string {
  let s = piece.replace(/\s+/g, ' ').trim();
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s
      .replace(/^(?:and|or|and\/or)\s+/i, '')
      .replace(ENUMERATOR, '')
      .trim();
  }
  return s;
}

function clean(piece: string): string {
  return withoutHead(piece)
    .replace(/:\s+(?:\((?:[a-z]|[ivx]{1,5}|\d{1,2})\)|(?:[a-z]|[ivx]{1,5})[.)])\s+/gi, ': ') // "includes: (a) …"
    .replace(/(?:[,;:.]\s*)?(?:\band\b|\bor\b)?\s*[,;:.]?\s*$/i, '')
    .replace(/[,;:.]\s*$/, '')
    .trim();
}

/** "A, B, C, and D" → ["A", "B", "C", "D"]. */
export function alternativesOf(list: string): string[] {
  return list
    .replace(/[.;]\s*$/, '')
    .split(/,\s*(?:and\/or|and|or)\s+|,\s*|\s+(?:and\/or|and|or)\s+/i)
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
}

/**
 * An "or" list ("is one of A, B, or C, and D") ends at the comma after its "or" alternative: what follows is the
 * next element, not an alternative. Returns the list and what follows it ('' when nothing does).
 */
function endOfOrList(rest: string): { list: string; after: string } {
  const m = /,?\s+or\s+[^,;]+?(?=,\s*(?:and|further comprising|wherein)\s)/i.exec(rest);
  if (!m) return { list: rest, after: '' };
  const end = m.index + m[0].length;
  return {
    list: rest.slice(0, end),
    after: rest
      .slice(end)
      .replace(/^,\s*(?:and\s+)?/i, '')
      .trim(),
  };
}

function kindOf(text: string, isMethod: boolean): ClaimElement[] {
  const markush = MARKUSH.exec(text);
  if (markush) {
    // The list runs to the end of the element or to a following "wherein"/"and wherein" clause.
    const start = markush.index + markush[0].length;
    const { list, after } = endOfOrList(text.slice(start).split(/,?\s+wherein\b/i)[0]);
    const alternatives = alternativesOf(list);
    if (alternatives.length >= 2) {
      if (!after) return [{ text, kind: 'markush', alternatives }];
      const own = clean(text.slice(0, start + list.length));
      return [{ text: own, kind: 'markush', alternatives }, ...kindOf(clean(after), isMethod)];
    }
  }
  const kind: ClaimElementKind = /^wherein\b|^whereby\b|^such that\b/i.test(text)
    ? 'wherein'
    : isMethod && /^(?:[a-z]+ly\s+)?[a-z]+ing\b/i.test(text)
      ? 'step'
      : 'element';
  const alternatives = anyOf(text);
  return [{ text, kind, ...(alternatives.length >= 2 ? { alternatives } : {}) }];
}

/**
 * The items of a list the element needs only one of (ANY_OF, OR_LIST), each an indefinite noun phrase; [] when there
 * is none. The element is one chart row, met when any item is (claim-chart.ts, readings).
 */
function anyOf(text: string): string[] {
  const m = ANY_OF.exec(text);
  const list = m ? endOfOrList(text.slice(m.index + m[0].length).split(/,?\s+wherein\b/i)[0]).list : text;
  if (!m && !OR_LIST.test(text)) return [];
  const items = alternativesOf(list);
  const short = (a: string) => !!m || a.split(/\s+/).length <= OR_ITEM_WORDS;
  return items.every((a) => /^an?\s/i.test(a) && short(a)) ? items : [];
}

const MARKUSH_OPENER =
  /\b(?:(?:selected|chosen) from (?:the|a) group consisting (?:essentially )?of|is (?:one|any) of|(?:at least one|one or more|any(?: one)?) of(?: the following)?\s*:)\s*:?\s*/i;
/** The piece opens a Markush list whose last ("and"/"or") alternative is not in it yet. */
function opensMarkush(piece: string): boolean {
  const m = MARKUSH_OPENER.exec(piece);
  return !!m && !/\b(?:and|or)\b/i.test(piece.slice(m.index + m[0].length));
}

/**
 * A Markush list cut by ";" or line breaks ("consisting of: methyl; ethyl; and propyl") is joined back into the
 * element that opens it: following pieces are taken up to and including the one its last "and"/"or" introduces.
 */
function joinMarkushLists(pieces: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    let piece = pieces[i];
    if (opensMarkush(piece)) {
      const items: string[] = [];
      const anyOfList = /\b(?:at least one|one or more|any(?: one)?) of(?: the following)?\s*:\s*$/i.test(
        piece,
      );
      for (let j = i + 1; j < pieces.length && items.length < 40; j++) {
        const next = pieces[j].trim();
        // The stored form cuts at line breaks too: "an alert function; and\na keypad function" leaves "and" alone.
        if (anyOfList && next.length === 0 && j + 1 < pieces.length && pieces[j + 1].trim().length > 0)
          continue;
        if (/^(?:wherein|whereby)\b/i.test(next) || next.length === 0) break;
        const last =
          /^(?:and|or|and\/or)\s/i.test(next) || /(?:^|[\s,])(?:and|or|and\/or)$/i.test(items.at(-1) ?? '');
        items.push(next.replace(/[,;]\s*$/, ''));
        i = j;
        if (last && !/^(?:and|or|and\/or)$/i.test(next)) break;
      }
      const connector = /\bor\b/i.test(items.join(' ')) ? 'or' : 'and';
      const bare = items
        .map((x) =>
          x
            .replace(/^(?:and|or|and\/or)\s+/i, '')
            .replace(/[,;]?\s*(?:\band\b|\bor\b|\band\/or\b)?\s*[,;.]?\s*$/i, '')
            .trim(),
        )
        .filter((x) => x.length > 0);
      const head = piece
        .trim()
        .replace(/\b(of)\s+the following\s*:/i, '$1:')
        .replace(/:\s*$/, '')
        .replace(/:\s*(?=\S)/, ' ');
      const list =
        bare.length > 0
          ? `${bare.slice(0, -1).join(', ')}${bare.length > 1 ? `, ${connector} ` : ''}${bare.at(-1)}`
          : '';
      piece = `${head}${/\bof$/i.test(head) ? ' ' : ', '}${list}`;
    }
    out.push(piece);
  }
  return out;
}

/** A connective left alone on its line ("…; wherein\n the testing …") opens the next piece, not an element of its own. */
function joinConnectives(pieces: string[]): string[] {
  const out: string[] = [];
  let carry = '';
  for (const piece of pieces) {
    if (/^(?:wherein|whereby|such that|characteri[sz]ed in that)$/i.test(piece)) carry = `${carry}${piece} `;
    else if (piece.length > 0) {
      out.push(`${carry}${piece}`);
      carry = '';
    }
  }
  return out;
}

/**
 * A piece that only introduces the next ones ("a processor configured to:", "wherein each data tag includes") and
 * charts nothing by itself: it ends in ":" or in a word that needs what follows.
 */
const LEAD_IN =
  /(?::|\b(?:includes|including|include|comprises|comprising|comprise|consists of|consisting of|has|having|contains|containing|to|of|for|by|that|which|wherein|whereby))[\s,]*$/i;

/**
 * Joins each lead-in to the first item it introduces ("a processor configured to: linearize …"), so the lead-in's
 * subject is charted with its first limb and the row count is the items'. Flat rows cut at ";" read the same way.
 */
function joinLeadIns(pieces: string[]): string[] {
  const out: string[] = [];
  let carry = '';
  for (const piece of pieces) {
    const text = carry ? `${carry} ${withoutHead(piece)}` : piece;
    if (withoutHead(piece).length === 0) continue;
    if (LEAD_IN.test(text.trim())) carry = text.trim();
    else {
      out.push(text);
      carry = '';
    }
  }
  if (carry) out.push(carry);
  return out;
}

/** Words over which a preamble is taken to recite limitations a chart must show (claim-splits.ts flags them). */
const LONG_PREAMBLE_WORDS = 40;
/** Where a long preamble's structure starts: "A brake disk (2) with …", "An image reader having …", "…, wherein …". */
const PREAMBLE_STRUCTURE =
  /^(an?\s+(?:(?!(?:of|for|with|in|on|to|by|from|at|that|which|wherein|having)\b)[\w-]+\s*(?:\([^()]*\)\s*)?){1,6}?),?\s+(?:with|having)\s+|,\s*(?:wherein|in which)\s+|,\s*(?=(?:the|said)\s+(?:[\w-]+\s+){1,4}(?:comprising|comprises|including|includes|having|has)\b)/i;

/**
 * A preamble of over 40 words cut into the claimed subject and the limitations it recites, each charted as an
 * element ("…, wherein …" and "…, in which …" start a new one); a short preamble is kept whole.
 */
function preambleLimitations(whole: string): { preamble: string; limitations: string[] } {
  if (whole.split(/\s+/).length <= LONG_PREAMBLE_WORDS) return { preamble: whole, limitations: [] };
  const m = PREAMBLE_STRUCTURE.exec(whole);
  if (!m) return { preamble: whole, limitations: [] };
  const preamble = clean(m[1] ?? whole.slice(0, m.index));
  const limitations = whole
    .slice(m.index + m[0].length)
    .split(/,\s*(?:wherein|in which)\s+/i)
    .map((x) => clean(x.replace(/,?\s*(?:said|the)\s+[\w\s()-]{1,40}?\s+further\s*$/i, '')))
    .filter((x) => x.length > 2);
  return { preamble, limitations };
}

/** Splits a claim's text ("1. A method of …, comprising: a. receiving …; b. …") into preamble and elements. */
export function splitClaimElements(claimText: string): SplitClaim {
  const body = claimText
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/^\s*\d+\s*[.)]\s*/, '')
    .replace(/[ \t]+/g, ' ');
  const jepson = JEPSON.exec(body);
  const wherein = /,?\s*\b(wherein)\b/i.exec(body);
  // A claim with no other transition ("A compound of formula I, wherein R1 is …") opens its body at "wherein".
  const t: Transition | null = jepson
    ? { index: jepson.index, end: jepson.index + jepson[0].length, phrase: jepson[1] }
    : (findTransition(body) ??
      (wherein ? { index: wherein.index, end: wherein.index, phrase: 'wherein' } : null));
  const whole = clean(t ? body.slice(0, t.opener ? t.index + t.phrase.length : t.index) : body);
  if (!t) return { preamble: whole, transition: null, elements: [], jepson: false };
  // A long preamble's structure is charted too (attorney review: US7472777's hub, ring lands and recesses).
  const { preamble, limitations } = jepson
    ? { preamble: whole, limitations: [] }
    : preambleLimitations(whole);
  const isMethod = /\b(?:method|process)\b/i.test(preamble);
  const rest =
    !jepson && t.phrase === 'wherein'
      ? body.slice(t.index).replace(/^,?\s*/, '')
      : body.slice(t.end).replace(/^\s*(?:the )?steps? of\s*:?/i, '');
  const pieces: string[] = [];
  for (const part of topLevelSplit(rest)) {
    // A "wherein" clause after a comma is its own element ("…, wherein the valve …").
    // So is what follows "…, said brake disk further comprising" (the body resumed after a clause).
    for (const sub of part.split(
      /,\s*(?:and\s+)?(?=wherein\b|whereby\b)|,\s*(?:said|the)\s+[\w\s-]{1,40}?\s+further\s+(?:comprising|comprises|including|includes)\s*:?\s*/i,
    ))
      pieces.push(sub);
  }
  const bodyElements = joinConnectives(joinLeadIns(joinMarkushLists(pieces)).map(clean));
  // "…, wherein each of said shells comprises a recess": a finite verb is the clause's, not the claim's transition.
  if (
    /^(?:each|every|said|the)\b/i.test(limitations.at(-1) ?? '') &&
    bodyElements.length &&
    /^(?:comprises|includes|has)$/i.test(t.phrase)
  )
    bodyElements[0] = `${limitations.pop()} ${t.phrase.toLowerCase()} ${bodyElements[0]}`;
  const elements = [...limitations, ...bodyElements]
    .filter((e) => e.length > 2)
    .flatMap((e) => kindOf(e, isMethod));
  return {
    preamble,
    transition: jepson ? jepson[0].replace(/^[,\s]+|[\s:]+$/g, '').toLowerCase() : t.phrase.toLowerCase(),
    elements: withAntecedents(preamble, elements),
    jepson: !!jepson,
  };
}

/** Each element with the antecedents of its "the"/"said" phrases (resolveAntecedents), where there are any. */
function withAntecedents(preamble: string, elements: ClaimElement[]): ClaimElement[] {
  const found = resolveAntecedents(
    preamble,
    elements.map((e) => e.text),
  );
  return elements.map((e, i) => (found[i].length > 0 ? { ...e, antecedents: found[i] } : e));
}
