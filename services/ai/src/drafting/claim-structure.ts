/** A claim as sent, with its number, its body's offset and the claims it refers to (parsed from its words). */
export interface ClaimUnit {
  /** The claim's printed number, or its position when the set is not numbered in rising order. */
  number: number;
  /** Its position in the list, from 1 (what a finding's `claim` names). */
  position: number;
  /** The text exactly as sent; every span is an offset into it. */
  text: string;
  /** Where the body starts (after a leading "1." number, if any). */
  bodyStart: number;
  /** The number the text itself carries ("3." → 3), or null. */
  ownNumber: number | null;
  dependsOn: number[];
  /** The reference's span ("claim 1 or 2") and whether it names its claims in the alternative. */
  ref: { start: number; end: number; alternative: boolean; text: string } | null;
  category: Category;
  /** The subject noun of the preamble ("method", "battery pack") and its span. */
  subject: { head: string; start: number; end: number; chunk: string } | null;
  /**
   * The claim names another claim's subject as one of its parts ("A process comprising transporting the particles
   * of claim 1"): it depends on that claim but is a claim of its own category.
   */
  ownCategory: boolean;
  /**
   * The status identifier after the number in an amendment's claim listing ("2. (Canceled)", "5. (Withdrawn) A
   * method …"; 37 CFR 1.121(c)), lower case, or null. The body starts after it.
   */
  status: string | null;
  /**
   * Canceled or not entered (37 CFR 1.121(c)(4), (5)): no claim any more, so it is neither checked nor counted, and a
   * claim resting on it is incomplete (MPEP 608.01(n) V). A withdrawn claim (non-elected after a restriction, MPEP
   * 714, 821) stays pending with its text: it is checked, and counted like any pending claim, since the excess-claims
   * fees of 37 CFR 1.16(h), (i) are due on the claims presented, and a withdrawn claim is presented and may be rejoined.
   */
  canceled: boolean;
}

export type Category = 'method' | 'medium' | 'product';

/**
 * A reference to other claims: "claim 1", "claims 1, 3 or 5", "claims 1 to 3", "claims 1-3 or 7", "any one of claims 1
 * and 13-17" (a number and a range: each member, US7863256 claims 18, 19), "any of the preceding claims". A later
 * member is a number or a range; one followed by "%", a decimal, "-methyl" or "parts by weight" is no claim number.
 */
const REF =
  /\b(?:(?:as\s+)?(?:claimed|recited|defined|set forth|described)\s+in\s+|according\s+to\s+|of\s+|in\s+|as\s+in\s+|to\s+|by\s+|per\s+)?(?:(?:any|either|one)\s+(?:one\s+)?(?:of\s+)?(?:the\s+)?)?(?:(?:preceding|previous|foregoing|above)\s+claims?|claims?\s+\d+\b(?:\s*(?:,\s*(?:or|and)?|-|–|to|through|or|and|and\/or)\s*(?:claims?\s+)?\d+\b(?:\s*[-–]\s*\d+\b)?(?!\s*%|[-–]\d|[-–][a-z]|\.\d|\s*(?:parts|wt|weight|mol)))*(?:\s*inclusive)?)/i;

function numbersIn(ref: string, own: number): number[] {
  if (/(?:preceding|previous|foregoing|above)\s+claims?/i.test(ref))
    return Array.from({ length: Math.max(0, own - 1) }, (_, i) => i + 1);
  const out = new Set<number>();
  const body = ref.replace(/^.*?claims?\s+/i, '');
  for (const r of body.matchAll(/(\d+)\s*(?:-|–|to|through)\s*(\d+)/g)) {
    const [a, b] = [Number(r[1]), Number(r[2])];
    for (let i = Math.min(a, b); i <= Math.max(a, b) && i - Math.min(a, b) < 300; i++) out.add(i);
  }
  for (const n of body.match(/\d+/g) ?? []) out.add(Number(n));
  return [...out].sort((x, y) => x - y);
}

/** 37 CFR 1.75(c): a multiple dependent claim refers to its claims in the alternative only (MPEP 608.01(n)). */
function isAlternative(ref: string, count: number): boolean {
  if (count <= 1) return true;
  if (/\b(?:any|either|one)\b/i.test(ref)) return !/\band\/or\b/i.test(ref);
  if (/\band\b/i.test(ref)) return false;
  if (/\d\s*(?:-|–|to|through)\s*\d/.test(ref)) return false;
  return /\bor\b/i.test(ref) && !/\band\/or\b/i.test(ref);
}

const SUBJECT_STOP =
  /^(?:of|for|to|in|on|at|from|according|as|comprising|comprises|including|includes|consisting|having|has|that|which|wherein|characterized|characterised|with|by|used|using|adapted|configured|being|is|are|claimed|storing|encoded|containing|executable|operable|when|where|whereby|recited|defined|set)$/i;

/** The preamble's subject ("computer-readable storage medium"), skipping a Jepson lead ("In an engine, a method …"). */
export function subjectOf(body: string, bodyStart: number): ClaimUnit['subject'] {
  const jepson =
    /^\s*(?:in|within|for use in)\s+[\s\S]{3,600}?,\s*(?=(?:an?|the)\s+(?:[\w-]+\s+){0,3}(?:method|process|improvement|system|apparatus|device)\b)/i.exec(
      body,
    );
  const from = jepson ? jepson[0].length : 0;
  const words = [...body.slice(from, from + 300).matchAll(/[A-Za-z][\w/-]*|\(|\)|[,:;.]/g)];
  let i = /^(?:a|an|the|one|said)$/i.test(words[0]?.[0] ?? '') ? 1 : 0;
  let head: RegExpMatchArray | null = null;
  let depth = 0;
  for (let n = 0; i < words.length && n < 10; i++, n++) {
    const w = words[i][0];
    if (w === '(') depth++;
    else if (w === ')') depth = Math.max(0, depth - 1);
    else if (depth > 0) continue;
    else if (!/[A-Za-z]/.test(w) || SUBJECT_STOP.test(w)) break;
    else if (!/^(?:and|or)$/i.test(w)) head = words[i];
  }
  if (!head || head.index === undefined) return null;
  const start = bodyStart + from + head.index;
  return {
    head: head[0].toLowerCase(),
    start,
    end: start + head[0].length,
    chunk: body.slice(from + (words[0]?.index ?? 0), from + head.index + head[0].length).toLowerCase(),
  };
}

/** Subjects that are compositions of matter, a statutory class of their own (35 U.S.C. 101), not apparatus. */
export const COMPOSITION_HEAD =
  /^(?:composition|formulation|mixture|blend|compound|alloy|solution|emulsion|suspension|dispersion|polymer|copolymer|resin|salt|medicament|vaccine|adhesive|ink|paint)s?$/;

export function categoryOf(subject: ClaimUnit['subject']): Category {
  const chunk = subject?.chunk ?? '';
  if (/\b(?:method|process|procedure)s?\b/.test(chunk)) return 'method';
  if (/\b(?:medium|media|program product|memory|memories|storage device)\b/.test(chunk)) return 'medium';
  return 'product';
}

/**
 * The claims a claim's body refers to ("claim 1 or 2", "any one of claims 1 to 3", "any preceding claim") and the
 * reference's span in the body; `own` is the claim's number (0 when unknown: "any preceding claim" then names none).
 * The one dependency parser of the service: the claim checker and engine/claims-parser.ts both use it.
 */
export function claimReference(
  body: string,
  own: number,
): { dependsOn: number[]; ref: { start: number; end: number; alternative: boolean; text: string } | null } {
  // A reference is looked for at the start; failing that, anywhere ("… the material according to claim 1 …").
  const m = REF.exec(body.slice(0, 260)) ?? (/\bclaims?\s+\d/i.test(body) ? REF.exec(body) : null);
  if (!m || !/claim/i.test(m[0])) return { dependsOn: [], ref: null };
  const start = m.index + (m[0].length - m[0].trimStart().length);
  const core =
    /(?:(?:any|either|one)\s+(?:one\s+)?(?:of\s+)?(?:the\s+)?)?(?:(?:preceding|previous|foregoing|above)\s+claims?|claims?\s+[\s\S]*)$/i.exec(
      m[0],
    );
  const refText = (core?.[0] ?? m[0]).replace(/[\s,]+$/, '');
  const refStart = m.index + (core ? m[0].length - core[0].length : 0);
  const dependsOn = numbersIn(refText, own);
  return {
    dependsOn,
    ref: {
      start: Math.max(start, refStart),
      end: refStart + refText.length,
      alternative: isAlternative(refText, dependsOn.length),
      text: refText,
    },
  };
}

/**
 * A claim's lead: its number ("3." or "3)"; "5 The device of claim 1" is numbered too, without its period), then the
 * number again ("3. 3.", group 2) or a stray numeral left between the number and the text ("2. 5 The device of claim
 * 1": a line number or reference numeral of a pasted copy, group 3). The checker reports both (NUMBERING); the body
 * starts after them.
 */
export const CLAIM_LEAD =
  /^\s*(\d+)(?:\s*[.)]|\s+(?=[A-Z][a-z]*\s))\s*(?:(\d+)\s*[.)]\s*|(\d{1,3})\s+(?=(?:[A-Z][a-z]*|an?|the|said)\s))?/;

/** The status identifiers of 37 CFR 1.121(c) (MPEP 714 II.C(A)), with "Cancelled" spelt either way. */
const STATUS =
  /^\(\s*(original|currently\s+amended|previously\s+presented|new|withdrawn(?:\s*[-–—]+\s*currently\s+amended)?|cancell?ed|not\s+entered)\s*\)\s*/i;

/**
 * Splits numbering off each claim and parses its references. Claims are identified by their printed numbers ("1.",
 * "3.", "4." after claim 2 was cancelled: 37 CFR 1.126 keeps the remaining numbers during prosecution), so "of claim
 * 3" means the claim printed 3. When a claim carries no number, or the printed numbers do not rise strictly (out of
 * order or duplicated), every claim is numbered by its position from 1 instead.
 */
export function structure(claims: string[]): ClaimUnit[] {
  const leads = claims.map((text) => CLAIM_LEAD.exec(text));
  const printed = leads.map((lead) => (lead ? Number(lead[1]) : null));
  const byPrint = printed.every((n, i) => n !== null && n > 0 && (i === 0 || n > printed[i - 1]!));
  return claims.map((text, i) => {
    const number = byPrint ? printed[i]! : i + 1;
    const lead = leads[i];
    const leadEnd = lead ? lead[0].length : (/^\s*/.exec(text)?.[0].length ?? 0);
    const statusMatch = STATUS.exec(text.slice(leadEnd));
    const status = statusMatch ? statusMatch[1].replace(/\s+/g, ' ').toLowerCase() : null;
    const canceled = status !== null && /^(?:cancell?ed|not entered)$/.test(status);
    const bodyStart = leadEnd + (statusMatch?.[0].length ?? 0);
    // A canceled claim's text, if any is left, is no claim: it refers to nothing.
    const body = canceled ? '' : text.slice(bodyStart);
    const found = claimReference(body, number);
    const dependsOn = found.dependsOn;
    const ref: ClaimUnit['ref'] = found.ref
      ? { ...found.ref, start: bodyStart + found.ref.start, end: bodyStart + found.ref.end }
      : null;
    const subject = subjectOf(body, bodyStart);
    const ownCategory =
      ref !== null && (!/^(?:the|said)\s/i.test(body) || !subject || ref.start - subject.end > 40);
    return {
      ownCategory,
      status,
      canceled,
      number,
      position: i + 1,
      text,
      bodyStart,
      ownNumber: lead ? Number(lead[1]) : null,
      dependsOn,
      ref,
      category: categoryOf(subject),
      subject,
    };
  });
}

/**
 * The claims this one rests on, each alternative's chain separately (for "claim 1 or 2", two chains), followed as
 * written: a reference to a later claim is improper (37 CFR 1.75(c), reported by the checker) but still says where
 * the claim's elements come from. A reference to itself or to a missing claim, or a loop, ends the chain.
 */
export function chains(
  c: ClaimUnit,
  byNumber: Map<number, ClaimUnit>,
  depth = 0,
  seen: ReadonlySet<number> = new Set([c.number]),
): number[][] {
  const valid = c.dependsOn.filter((r) => !seen.has(r) && byNumber.has(r));
  if (valid.length === 0 || depth > 30) return [[]];
  const out: number[][] = [];
  for (const r of valid)
    for (const chain of chains(byNumber.get(r)!, byNumber, depth + 1, new Set([...seen, r]))) {
      out.push([...chain, r]);
      if (out.length > 64) return out;
    }
  return out;
}

/** The independent claim at the root of a claim's first chain (its category decides the dependent's). */
export function rootOf(c: ClaimUnit, byNumber: Map<number, ClaimUnit>): ClaimUnit {
  let cur = c;
  for (let guard = 0; guard < 50; guard++) {
    if (cur.ownCategory && cur !== c) return cur;
    const parent = cur.dependsOn.find((r) => r < cur.number && byNumber.has(r));
    if (parent === undefined) return cur;
    cur = byNumber.get(parent)!;
  }
  return cur;
}

/**
 * The multiple dependent claims (claims referring to more than one claim) that a claim's references rest on, directly
 * or through singly dependent claims ("5. … of claim 2 or 4" with 4 depending on 3, "claim 1 or 2": claim 3, through
 * claim 4), each with the claims it is reached through (null: referred to directly). 37 CFR 1.75(c): a multiple
 * dependent claim shall not serve as a basis for any other multiple dependent claim, "either directly or indirectly"
 * (MPEP 608.01(n)). Only references to earlier claims are followed; a loop or a missing claim ends the walk.
 */
export function multipleDependentBases(
  c: ClaimUnit,
  byNumber: Map<number, ClaimUnit>,
): Map<number, Set<number | null>> {
  const out = new Map<number, Set<number | null>>();
  for (const r of c.dependsOn) {
    if (r >= c.number) continue;
    const seen = new Set<number>([c.number]);
    for (let cur: number | undefined = r; cur !== undefined && !seen.has(cur);) {
      seen.add(cur);
      const u = byNumber.get(cur);
      if (!u) break;
      if (u.dependsOn.length > 1) {
        const vias = out.get(cur) ?? new Set<number | null>();
        vias.add(cur === r ? null : r);
        out.set(cur, vias);
        break;
      }
      const here: number = cur;
      cur = u.dependsOn.find((p) => p < here);
    }
  }
  return out;
}
