import type { XmlGrant } from '../test/support/uspto-xml-reader.js';
import { checkAbstract } from '../src/drafting/abstract-checker.js';
import { definiteNps, introducedHeads } from '../src/drafting/antecedent.js';
import { checkClaimSet } from '../src/drafting/claim-checker.js';
import { key } from '../src/drafting/claim-nlp.js';
import { localAbstractText, localClaimSet } from '../src/drafting/local-draft.js';
import { GENERIC_SUBJECT, titleSubjectWords } from '../src/drafting/title-subject.js';

/** Words of claim form the drafter adds itself; every other word of a generated claim must be the description's. */
const FORM = new Set(
  'a an the said of claim claims comprising comprises further wherein configured to be and or method non-transitory computer-readable medium storing instructions that when executed by cause perform operations plurality providing making operating is present in amount from with on at for into'.split(
    ' ',
  ),
);

export interface GenerationResult {
  patent: string;
  title: string;
  claims: string[];
  abstract: string;
  errors: number;
  antecedentWarnings: number;
  otherWarnings: number;
  abstractFindings: number;
  /** Words that are neither the description's nor claim form (a cut word would be one). */
  strayWords: string[];
  /** Element nouns (after the transition) the description never uses. */
  foreignNouns: string[];
  kinds: { apparatus: boolean; method: boolean; medium: boolean; dependents: number };
  /** Claim 1's element nouns shared with the issued claim 1's (a proxy for "names the invention's core"). */
  sharedWithIssued: string[];
  /**
   * Whether claim 1 names what the title names: its head noun ("mug" of "Travel mug") anywhere in claim 1, or, for a
   * generic head ("Air pressure detection device"), one of the title's other words in an element after "comprising".
   */
  titleSubject: { generic: boolean; named: boolean; assessed: boolean };
  /**
   * The issued claim 1's distinguishing words (see distinguishingWords) and those the generated claim 1 also has: a
   * proxy for "claim 1 carries the inventive feature", the issued claims only measuring, never an input.
   */
  feature: { issued: string[]; shared: string[] };
}

/** Words of no distinguishing weight: articles, claim form, connectives. */
const STOP = new Set(
  'a an the said of to and or in on at by for from with into onto than as is are be being being each one at least further wherein whereby comprising comprises comprise including includes having has have that which when where such said first second third its their it between about approximately substantially'.split(
    ' ',
  ),
);

/**
 * The issued claim 1's distinguishing words: the content words (stems) of its wherein clauses, or, without one, of
 * its last element, the place a claim usually states what sets it apart; numbers count as words.
 */
export function distinguishingWords(claim1: string): string[] {
  const body = claim1.replace(/^[\s\S]*?comprising:?\s*/, '');
  const wherein = body.split(/\bwherein\b/i).slice(1);
  const parts = wherein.length > 0 ? wherein : [body.split(/;\s*(?:and\s+)?/).pop() ?? ''];
  const out = new Set<string>();
  for (const w of parts
    .join(' ')
    .toLowerCase()
    .match(/[a-z][a-z-]*[a-z]|\d+(?:\.\d+)?/g) ?? [])
    if (!STOP.has(w)) out.add(/\d/.test(w) ? w : key(w));
  return [...out];
}

/** Claim 1 names the title's subject (see GenerationResult.titleSubject). */
export function namesTitleSubject(title: string, claim1: string): GenerationResult['titleSubject'] {
  const words = titleSubjectWords(title);
  const head = words[words.length - 1] ?? '';
  const generic = GENERIC_SUBJECT.test(head);
  const claimed = (text: string) => new Set(wordsOf(text).map(key));
  if (!generic) return { generic, named: claimed(claim1).has(head), assessed: true };
  const body = claimed(claim1.replace(/^[\s\S]*?comprising:?\s*/, ''));
  const others = words.slice(0, -1).filter((w) => !GENERIC_SUBJECT.test(w));
  // "Device for storage of holders": the title's subject has no other word to name, so it is not assessed.
  if (others.length === 0) return { generic, named: false, assessed: false };
  return { generic, named: others.some((w) => body.has(w)), assessed: true };
}

const wordsOf = (t: string) => [...t.toLowerCase().matchAll(/[a-z][a-z-]*[a-z]|[a-z]/g)].map((m) => m[0]);

/**
 * Generation bench (issue 24): the local engine drafts an abstract and claims from each grant's title and description
 * alone (never its claims), and the checker, the word checks and the issued claim 1 judge them.
 */
export function generationBench(grants: XmlGrant[]): GenerationResult[] {
  return grants.map((g) => {
    const claims = localClaimSet(g.title, g.description);
    const abstract = localAbstractText(g.title, g.description);
    const { findings } = checkClaimSet(claims);
    const described = new Set(wordsOf(g.description).flatMap((w) => [w, key(w), ...w.split('-').map(key)]));
    const stray = new Set<string>();
    for (const w of wordsOf(claims.join(' ').replace(/^\d+\.\s/gm, ''))) {
      if (FORM.has(w) || described.has(w) || described.has(key(w))) continue;
      // A gerund the drafter formed from the description's verb ("receive", "mounted" → "receiving", "mounting").
      const stem = w.replace(/ing$/, '');
      if (
        w !== stem &&
        [stem, `${stem}e`, stem.slice(0, -1)].some(
          (s) => described.has(s) || described.has(`${s}s`) || described.has(`${s}ed`),
        )
      )
        continue;
      stray.add(w);
    }
    const foreign = new Set<string>();
    for (const c of claims) {
      const body = c.replace(/^[\s\S]*?comprising:?\s*/, '');
      for (const h of introducedHeads(body, 'wink')) if (!described.has(h)) foreign.add(h);
      for (const np of definiteNps(body, 'wink')) if (!described.has(np.head)) foreign.add(np.head);
    }
    const first = claims[0]?.replace(/^[\s\S]*?comprising:?\s*/, '') ?? '';
    const issued = introducedHeads(g.claims[0]?.text ?? '', 'wink');
    const shared = claims.length > 0 ? [...introducedHeads(first, 'wink')].filter((h) => issued.has(h)) : [];
    const body = claims.map((c) => c.replace(/^\d+\.\s/, ''));
    return {
      patent: g.number,
      title: g.title,
      claims,
      abstract,
      errors: findings.filter((f) => f.severity === 'error').length,
      antecedentWarnings: findings.filter((f) => f.code === 'ANTECEDENT_BASIS' && f.severity === 'warning')
        .length,
      otherWarnings: findings.filter((f) => f.code !== 'ANTECEDENT_BASIS' && f.severity === 'warning').length,
      abstractFindings: checkAbstract(abstract).length,
      strayWords: [...stray],
      foreignNouns: [...foreign],
      kinds: {
        apparatus: body.some((c) => /^An? /.test(c) && !/^An? (?:method|non-transitory)/.test(c)),
        method: body.some((c) => /^A method/.test(c)),
        medium: body.some((c) => /^A non-transitory computer-readable medium/.test(c)),
        dependents: body.filter((c) => /^The .* of claim \d/.test(c)).length,
      },
      sharedWithIssued: shared,
      titleSubject: namesTitleSubject(g.title, claims[0]?.replace(/^\d+\.\s/, '') ?? ''),
      feature: featureOf(g.claims[0]?.text ?? '', claims[0] ?? ''),
    };
  });
}

function featureOf(issued: string, generated: string): GenerationResult['feature'] {
  const words = distinguishingWords(issued);
  const have = new Set(
    (generated.toLowerCase().match(/[a-z][a-z-]*[a-z]|\d+(?:\.\d+)?/g) ?? []).map((w) =>
      /\d/.test(w) ? w : key(w),
    ),
  );
  return { issued: words, shared: words.filter((w) => have.has(w)) };
}

/** The bench's sample: every 8th utility grant with a full description (mechanical, chemical, software alike). */
export const generationSample = (grants: XmlGrant[]) =>
  grants.filter((g) => g.applType === 'utility' && g.description.length > 2000).filter((_, i) => i % 8 === 0);
