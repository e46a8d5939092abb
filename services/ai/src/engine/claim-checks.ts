import type { ClaimWarning } from '@patent-hub/contracts';
import type { ParsedClaim } from './claims-parser.js';
import { stem } from './text.js';

/** Words after "the"/"said" that are not claim elements needing antecedent basis. */
const EXEMPT = new Set([
  'same',
  'following',
  'invention',
  'art',
  'present',
  'user',
  'other',
  'claim',
  'claims',
  'group',
  'step',
  'steps',
  'form',
  'range',
  'order',
  'case',
  'use',
  'end',
  'time',
  'extent',
  'way',
  'like',
  'type',
]);
const STOPS =
  /^(of|to|in|on|for|with|by|at|from|and|or|is|are|being|be|that|which|wherein|when|where|such|so|as|than|into|onto|each|has|have|having|comprising|includes?|including|is|configured|adapted|to|further|respectively|thereof|therein|being)$/i;

function nounHeads(text: string, articles: RegExp): string[] {
  const heads: string[] = [];
  for (const m of text.matchAll(articles)) {
    const after = text
      .slice(m.index + m[0].length)
      .split(/[\s,;:.()]+/)
      .filter(Boolean);
    let last: string | null = null;
    for (const w of after.slice(0, 5)) {
      if (STOPS.test(w) || /^\d/.test(w)) break;
      last = w;
    }
    if (last) heads.push(stem(last.toLowerCase()));
  }
  return heads;
}

const INTRO =
  /\b(?:a|an|one or more|at least one|plurality of|two|three|multiple|several|first|second|some)\s+/gi;
const DEFINITE = /\b(?:the|said)\s+/gi;

/** Checks claim dependencies and antecedent basis; every finding is a warning, never an error. */
export function checkClaims(claims: ParsedClaim[]): ClaimWarning[] {
  const warnings: ClaimWarning[] = [];
  const byNumber = new Map(claims.map((c) => [c.number, c]));
  for (const c of claims) {
    for (const ref of c.dependsOn) {
      if (ref === c.number)
        warnings.push({
          claim: c.number,
          code: 'SELF_DEPENDENT',
          message: `Claim ${c.number} refers to itself.`,
        });
      else if (!byNumber.has(ref))
        warnings.push({
          claim: c.number,
          code: 'DEPENDS_ON_MISSING_CLAIM',
          message: `Claim ${c.number} refers to claim ${ref}, which does not exist.`,
        });
      else if (ref > c.number)
        warnings.push({
          claim: c.number,
          code: 'DEPENDS_ON_LATER_CLAIM',
          message: `Claim ${c.number} refers to a later claim (${ref}); a dependent claim must refer to a preceding claim.`,
        });
    }
    if (c.dependsOn.length > 1) {
      const chained = c.dependsOn.filter((r) => (byNumber.get(r)?.dependsOn.length ?? 0) > 1);
      if (chained.length > 0)
        warnings.push({
          claim: c.number,
          code: 'MULTIPLE_DEPENDENT_CHAIN',
          message: `Claim ${c.number} is a multiple dependent claim that depends on multiple dependent claim ${chained.join(', ')} (not allowed, 37 CFR 1.75(c)).`,
        });
    }
    warnings.push(...antecedents(c, byNumber));
  }
  return warnings;
}

function ancestorsText(c: ParsedClaim, byNumber: Map<number, ParsedClaim>, seen = new Set<number>()): string {
  let text = '';
  for (const ref of c.dependsOn) {
    const p = byNumber.get(ref);
    if (!p || seen.has(ref) || ref >= c.number) continue;
    seen.add(ref);
    text += ` ${ancestorsText(p, byNumber, seen)} ${p.text}`;
  }
  return text;
}

function antecedents(c: ParsedClaim, byNumber: Map<number, ParsedClaim>): ClaimWarning[] {
  const body = c.text.replace(/^\s*\d+\s*[.)]\s*/, '');
  const context = ancestorsText(c, byNumber);
  const warnings: ClaimWarning[] = [];
  const reported = new Set<string>();
  for (const m of body.matchAll(DEFINITE)) {
    const before = `${context} ${body.slice(0, m.index)}`;
    const head = nounHeads(body.slice(m.index), /^(?:the|said)\s+/gi)[0];
    if (!head || EXEMPT.has(head) || reported.has(head)) continue;
    if (c.dependsOn.length > 0 && m.index < 40) continue; // "The method of claim 1" refers to the parent's preamble
    const introduced = new Set(nounHeads(before, INTRO));
    const mentioned = new RegExp(`\\b${head.replace(/[^a-z0-9-]/g, '')}`, 'i').test(before);
    if (!introduced.has(head) && !mentioned) {
      reported.add(head);
      const phrase = body
        .slice(m.index)
        .split(/[,;:.]/)[0]
        .split(/\s+/)
        .slice(0, 4)
        .join(' ');
      warnings.push({
        claim: c.number,
        code: 'ANTECEDENT_BASIS',
        message: `Claim ${c.number}: "${phrase}" has no antecedent basis (no earlier "a/an ${head}").`,
      });
    }
  }
  return warnings;
}
