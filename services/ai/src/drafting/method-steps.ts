import type { ClaimFinding } from '@patent-hub/contracts';
import type { TaggerName, Token } from './claim-nlp.js';
import type { ClaimUnit } from './claim-structure.js';
import { finding } from './claim-finding.js';
import { MPEP_608_01_N_REVISION } from './markush.js';

/**
 * An independent method claim whose elements are all things, none a step ("A method comprising: a housing; a lid."),
 * or with no transition and no act at all: an error.
 */
export function methodWithoutSteps(c: ClaimUnit, tagger: TaggerName, tokens: Token[]): ClaimFinding | null {
  if (c.category !== 'method' || c.dependsOn.length > 0) return null;
  const body = c.text.slice(c.bodyStart);
  // The method's own transition: "the method [of displaying an image] comprising" after the apparatus it runs on
  // (US7643552 claim 12), else "method comprising", else the first one outside "said X comprising" / "group
  // consisting of".
  const named = [
    ...body.matchAll(
      /\b(?:the|said)\s+(?:method|process)\b[^;:.]{0,100}?\b(?:comprising|comprises|including|includes)\b(?:\s+the\s+steps?\s+of)?\s*:?/gi,
    ),
  ].pop();
  const own =
    named ??
    [
      ...body.matchAll(
        /\b(?:method|process|steps?)\s+(?:comprising|comprises|including|includes)\b(?:\s+the\s+steps?\s+of)?\s*:?/gi,
      ),
    ].pop();
  const first =
    /\b(?:comprising|comprises|including|consisting(?: essentially)? of|which comprises)\b(?:\s+the\s+steps?\s+of)?\s*:?/i.exec(
      body,
    );
  const t = own ?? first;
  if (!t) return noTransitionNoStep(c, body);
  if (!own && /\b(?:said|the)\s+[\w\s-]{0,40}$|group\s+$/i.test(body.slice(0, t.index))) return null;
  // Each element with where it starts in the claim, so its first words are read from the claim's own tags.
  const elements: { e: string; at: number }[] = [];
  const from = c.bodyStart + t.index + t[0].length;
  for (const m of c.text.slice(from).matchAll(/[^;\n]+/g)) {
    const lead = /^\s*(?:(?:and|or|then)\s+)?(?:\(?[a-z0-9]{1,3}[.)]\s*)?/i.exec(m[0])![0];
    const e = m[0].slice(lead.length).trim();
    if (e.length > 2) elements.push({ e, at: from + m.index + lead.length });
  }
  if (elements.length === 0) return null;
  const isStep = ({ e, at }: { e: string; at: number }) => {
    const lead = tokens
      .filter((x) => x.start >= at && x.start < at + 60 && /[a-z]/i.test(x.text))
      .slice(0, 3);
    // "the step of heating", "a transferring step of transferring data files" (US7158266 claim 34).
    if (/^(?:(?:an?|the|said|one)\s+)?(?:[\w-]+\s+){0,4}?steps?\b/i.test(e)) return true;
    if (!lead[0] || /^(?:a|an|the|said|one|at|plurality|two|three|each)$/i.test(lead[0].text)) return false;
    return (
      lead.some((t) => /ing$/i.test(t.text) || (tagger === 'wink' && t.pos === 'VERB')) ||
      /^(?:wherein|whereby|when|if|in|after|before|upon|responsive|based|using|by|with|for|at)$/i.test(
        lead[0].text,
      )
    );
  };
  if (elements.some(isStep)) return null;
  return finding(
    c.number,
    'METHOD_WITHOUT_STEPS',
    'error',
    `Claim ${c.number} is a method claim but its elements are things, not steps; recite acts ("receiving …", "storing …").`,
    c.bodyStart + t.index,
    c.bodyStart + t.index + t[0].length,
  );
}

/**
 * A method claim with no transition at all ("A method of decoding a series of signals." or "…, wherein codes of
 * equal length are stored sequentially."): it has a step only if a clause opens with an act ("…, passing only
 * position signals between …", US7314120 claim 1) or the act is said with "by" ("by heating the mixture").
 */
function noTransitionNoStep(c: ClaimUnit, body: string): ClaimFinding | null {
  const clauses = body.split(/[,;\n]/).slice(1);
  const acts = clauses.some((x) =>
    /^\s*(?:(?:and|then)\s+)?(?!(?:having|being|according|comprising|including|containing)\b)[a-z]+ing\b/i.test(
      x,
    ),
  );
  if (acts || /\bby\s+(?:[a-z]+ly\s+)?[a-z]+ing\b|\bsteps?\b/i.test(body)) return null;
  const end = body.trimEnd().length;
  return finding(
    c.number,
    'METHOD_WITHOUT_STEPS',
    'error',
    `Claim ${c.number} is a method claim but recites no step: it names the method and what it is for, not the acts that make it up (35 U.S.C. 101, 112(b)); recite the steps after "comprising" ("receiving …", "storing …").`,
    c.bodyStart,
    c.bodyStart + end,
  );
}

/** Any word that opens what a method does ("comprising", "the steps", "wherein", "by heating"); a claim with none recites no step. */
const ANY_TRANSITION =
  /\b(?:comprising|comprises|comprised|including|includes|consisting|consists|the\s+steps?|characteri[sz]ed|wherein|whereby|by\s+[a-z]+ing)\b|:/i;

const USE_OF = /^\s*(?:the\s+|a\s+)?use\s+of\b/i;

/**
 * A "use" claim (MPEP 2173.05(q)): "Use of the device of claim 1 for cooking", "A method of using the device of claim
 * 1." or "A method of cooking comprising using the device of claim 1" names a use and no step of it, so it is
 * indefinite (35 U.S.C. 112(b)) and, with no step, no process at all (Ex parte Dunki, 35 U.S.C. 101). Only a claim of
 * its own (an independent claim, or one of another category referring to a claim), not "The method of claim 1, wherein
 * …".
 */
export function useWithoutSteps(c: ClaimUnit): ClaimFinding | null {
  const body = c.text.slice(c.bodyStart);
  // "The use of the clamp of claim 1 for …" names claim 1's subject inside its own: a use, not a dependent claim.
  if (c.dependsOn.length > 0 && !c.ownCategory && !USE_OF.test(body)) return null;
  const at = (m: RegExpExecArray) => [c.bodyStart + m.index, c.bodyStart + m.index + m[0].length] as const;
  const found = (span: readonly [number, number], what: string) =>
    finding(
      c.number,
      'METHOD_WITHOUT_STEPS',
      'error',
      `Claim ${c.number} ${what} but recites no step of that use; a process claimed without steps is indefinite (35 U.S.C. 112(b), MPEP 2173.05(q) [R-10.2019]) and no process under 35 U.S.C. 101.${c.ref && !c.ownCategory ? ` Its reference to ${c.ref.text} does not make it a dependent claim: it claims a use, not what ${c.ref.text} claims, so it does not further limit it (35 U.S.C. 112(d), MPEP 608.01(n) III, ${MPEP_608_01_N_REVISION}).` : ''} Recite the acts ("placing …", "rotating …").`,
      ...span,
    );
  const useOf = USE_OF.exec(body);
  if (useOf) return found(at(useOf), 'claims a use ("Use of …")');
  if (c.category !== 'method') return null;
  const using = /\b(?:using|use\s+of|utili[sz]ing)\b/i.exec(body);
  if (!using) return null;
  const t = ANY_TRANSITION.exec(body);
  if (!t) return found(at(using), 'is a method of using something');
  // "comprising using the device of claim 1 [to cook food]": the only step is the use itself.
  const rest = body.slice(t.index + t[0].length);
  const steps = rest.split(/;|\band\s+(?=[a-z]+ing\b)/i).filter((x) => x.trim().length > 2);
  const only = /^\s*:?\s*(?:the\s+steps?\s+of\s+)?(?:using|utili[sz]ing)\b[^;]*\bclaims?\s+\d/i.exec(rest);
  if (/^(?:comprising|comprises|including|includes)$/i.test(t[0]) && steps.length === 1 && only)
    return found(at(using), 'recites only the use of what claim it names');
  return null;
}
