import type { XmlGrant } from '../test/support/uspto-xml-reader.js';
import { checkAbstract } from '../src/drafting/abstract-checker.js';
import { hasVerb } from '../src/drafting/abstract-sentence.js';
import { articleMismatches } from '../src/drafting/inflect.js';
import { definiteNps, introducedHeads, introductions, wordKeys } from '../src/drafting/antecedent.js';
import { checkClaimSet } from '../src/drafting/claim-checker.js';
import { claimElements } from '../src/drafting/claim-elements.js';
import { structure } from '../src/drafting/claim-structure.js';
import { key } from '../src/drafting/claim-nlp.js';
import { claimTies } from '../src/drafting/claim-ties.js';
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
   * The issued claim 1's element head nouns (issuedElementHeads) and those drafted claim 1 carries anywhere in its
   * words: a proxy for "claim 1 carries the invention", the issued claims only measuring, never an input.
   */
  carried: { issued: string[]; carried: string[] };
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
  /** Form of the set (issue 24 review), see formOf. */
  form: DraftForm;
  /** Abstract sentences a reader would strike (issue 24 review), see unfitAbstract. */
  unfitAbstract: string[];
  /** Claims naming a web or e-mail address, a company or a trademark, see marketNames. */
  marketNames: string[];
  /** "a"/"an" not matching the next word's sound, in the claims and the abstract ("a uninterrupted"). */
  articles: string[];
  /** Abstract sentences from the background, a known-art passage or a test report, see abstractSources. */
  abstractSources: string[];
  /** Steps of a "method of operating" claim that name nothing claim 1 names (drilling a hole of a spade bit). */
  unrelatedSteps: string[];
}

/*
 * The bench's own reading of what no abstract or claim may carry (issue 24 review), written apart from the drafter's
 * filter (abstract-sentence.ts) so that the gate does not only repeat it; the verb test uses the same tagger.
 */
/** The codes of the drafted claims' antecedent gate: no basis, or an element or step introduced twice. */
const BASIS_CODES = new Set(['ANTECEDENT_BASIS', 'DOUBLE_INCLUSION']);
const WEB = /\b(?:https?:\/\/|www\.)|\b[a-z0-9-]+\.(?:com|org|net|edu|gov)\b|[\w.+-]+@[\w-]+\.[a-z]/i;
const FIRM = /\b(?:Inc|Corp|Corporation|GmbH|Ltd|LLC|Limited|plc|Co\.)(?:\b|\.)|[®™]|\((?:R|TM)\)/;
const CITES =
  /\bSer(?:ial)?\.?\s*No|\b(?:Pat|Appl?|Pub)\.\s*No|\bNos?\.\s*\d|\b\d{2}\/\d{3},\d{3}\b|\bincorporated\s+(?:herein\s+)?by\s+reference|\b(?:en)?titled\s+["“]|\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|No|Ser|Pat)\.$/i;

/** A title-case heading run into its sentence: "Drain Phase After a …", "Operating Environment The following …". */
const RUN_IN =
  /^(?!(?:The|A|An|In|After|When|This|Each)\s)(?:[A-Z][\w-]*\s+){1,4}(?:The|A|An|After|In|When|This)\s/;

/**
 * Abstract sentences citing an application or a patent, cut at an abbreviation, naming a company or site, opening
 * with a heading, or verbless.
 */
export function unfitAbstract(abstract: string): string[] {
  return abstract
    .split(/(?<=\.)\s+(?=[A-Z])/)
    .filter((x) => x.trim() !== '')
    .filter((x) => WEB.test(x) || FIRM.test(x) || CITES.test(x) || RUN_IN.test(x) || !hasVerb(x));
}

/*
 * Where an abstract sentence comes from, read apart from the drafter's abstract-sources.ts: the background section,
 * a passage on known art not yet turned to the invention, or a report of tests (an examples section, a table, a run).
 */
const HEAD =
  /\b(?:BACKGROUND|SUMMARY|DETAILED DESCRIPTION|BRIEF DESCRIPTION|DESCRIPTION OF|EXAMPLES?|EXPERIMENT\w*|TESTS?)\b/g;
const PRIOR =
  /\b(?:conventional(?:ly)?|prior art|related art|(?:is|are|well)[- ]known|known (?:devices?|systems?|methods?)|typically|traditionally)\b/i;
const OWN = /\b(?:embodiments?|present (?:invention|disclosure)|the invention)\b/i;
const RUN =
  /\b(?:Table|Example)\s+\d|\btest(?:ed|ing|s)?\b|\bsamples?\b[^.]*\b(?:was|were)\b|\b(?:was|were)\s+(?:\w+ly\s+)?\w+ed\b/;

export function abstractSources(abstract: string, description: string): string[] {
  const heads = [...description.matchAll(HEAD)].map((m) => ({ at: m.index, name: m[0] }));
  return abstract.split(/(?<=\.)\s+(?=[A-Z])/).filter((x) => {
    const at = description.indexOf(x.split(/\s+/).slice(0, 6).join(' '));
    if (at < 0) return false;
    const head = heads.filter((h) => h.at < at).pop();
    if (head && /^(?:BACKGROUND|EXAMPLE|EXPERIMENT|TEST)/.test(head.name)) return true;
    if (RUN.test(x) || PRIOR.test(x)) return true;
    // A passage since the section's heading that opened on known art and has not named the invention yet.
    const passage = description.slice(head?.at ?? 0, at).split(/(?<=\.)\s+(?=[A-Z])/);
    const prior = passage.findIndex((p) => PRIOR.test(p));
    return prior >= 0 && prior < 4 && !passage.slice(prior).some((p) => OWN.test(p));
  });
}

/** Steps of each "method of operating" claim that share no noun with claim 1 (its preamble's subject included). */
export function unrelatedSteps(claims: string[]): string[] {
  const body = claims.map((c) => c.replace(/^\d+\.\s/, ''));
  if (/^A (?:method|non-transitory)\b/.test(body[0] ?? '')) return [];
  const named = new Set(wordsOf(body[0] ?? '').map(key));
  return body
    .filter((c) => /^A method of operating\b/.test(c))
    .flatMap((c) => c.replace(/^[\s\S]*?comprising:\s*/, '').split(/;\s*(?:and\s+)?/))
    .filter(
      (step) =>
        !wordsOf(step)
          .slice(1)
          .some((w) => w.length > 3 && named.has(key(w))),
    );
}

/** Claims that name a site, an address, a company or a mark. */
export const marketNames = (claims: string[]) => claims.filter((c) => WEB.test(c) || FIRM.test(c));

/**
 * What a practitioner checks first in a drafted set (issue 24 review): whether each element claim 1 introduces is tied
 * to the rest, how many steps each independent method claim has, whether claim 1 has an ingredient whose range starts
 * at zero (optional, so no positive element), and whether the abstract draws on a definitions sentence.
 */
export interface DraftForm {
  /** Apparatus or system claim 1 (not a composition): elements and wherein-introduced things, and those tied. */
  elements: number;
  tied: number;
  untied: string[];
  /** Steps of each independent method claim. */
  methodSteps: number[];
  /** Claim 1 elements whose amount has a lower bound of zero ("from 0% to 12% of …", "up to 5 % of …"). */
  zeroBound: string[];
  /** Abstract sentences that are definitions, or parts it lists that the description names only in definitions. */
  definitional: string[];
}

/** A definitions sentence, as a reader spots one: "As used herein", "the term X means/refers to", "is defined as". */
const DEFINES =
  /\bas used herein\b|\bthe terms?\b[^.]*\b(?:means?|refers? to|(?:is|are) used)\b|\bdefined as\b|["”]\s*,?\s*(?:means|refers to)\b|\bmeans that\b/i;

export function formOf(claims: string[], abstract: string, description: string): DraftForm {
  const body = claims.map((c) => c.replace(/^\d+\.\s/, ''));
  const first = body[0] ?? '';
  const apparatus =
    /^An? /.test(first) &&
    !/^An? (?:method|process|non-transitory)\b/.test(first) &&
    !/^An? (?:composition|formulation|mixture|alloy|compound)\b/.test(first) &&
    // "A plasticized foil comprising: from 60 to 85% by weight of PVB resin; …": a product claimed by its ingredients'
    // amounts is a composition whatever its name; an amount is tied to no part.
    !first
      .replace(/^[\s\S]*?comprising:\s*/, '')
      .split(/;\s*(?:and\s+)?/)
      .every((e) => /^(?:(?:from|about|approximately|between|at least)\s+)*\d/.test(e.trim()));
  const ties = apparatus ? claimTies(first) : null;
  const untied = ties ? [...ties.untied, ...ties.floating] : [];
  const elements = ties ? ties.elements.length + ties.introduced.length : 0;
  const methodSteps = body
    .filter((c) => /^A method\b/.test(c))
    .map((c) => c.replace(/^[\s\S]*?comprising:\s*/, '').split(/;\s*(?:and\s+)?/).length);
  const zeroBound = first
    .replace(/^[\s\S]*?comprising:\s*/, '')
    .split(/;\s*(?:and\s+)?/)
    .filter((e) =>
      /^(?:(?:from|between)\s+)?(?:(?:about|approximately)\s+)?(?:0+(?:\.0+)?(?![.\d])|zero\b)|^(?:up to|less than|not more than|no more than|at most)\b/i.test(
        e.trim(),
      ),
    );
  const said = description.split(/(?<=[.!?])\s+(?=[A-Z"“&])/);
  const definitional = abstract.split(/(?<=\.)\s+(?=[A-Z])/).filter((s) => {
    if (DEFINES.test(s)) return true;
    // "A composition includes a relevant compound and …": a listed part the description names only in definitions.
    const listed = /^An? [a-z -]+? (?:includes|comprises) (.+)\.$/.exec(s)?.[1] ?? '';
    return listed
      .split(/,\s*|\s+and\s+/)
      .map((x) => x.replace(/^(?:an?|plurality of)\s+/g, '').trim())
      .filter(Boolean)
      .some((x) => {
        const naming = said.filter((d) => d.toLowerCase().includes(x.toLowerCase()));
        return naming.length > 0 && naming.every((d) => DEFINES.test(d.replace(/&#x[0-9a-f]+;/gi, '"')));
      });
  });
  return { elements, tied: elements - untied.length, untied, methodSteps, zeroBound, definitional };
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
    // Accents folded: "applique" is the description's "appliqué".
    const described = new Set(
      wordsOf(g.description.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).flatMap((w) => [
        w,
        key(w),
        ...w.split('-').map(key),
      ]),
    );
    const stray = new Set<string>();
    const claimText = claims.join(' ').replace(/^\d+\.\s/gm, '');
    for (const w of wordsOf(claimText)) {
      if (FORM.has(w) || described.has(w) || described.has(key(w))) continue;
      // The description's verb in the infinitive ("configured to overlie" from "the anode overlies …").
      const infinitive = new RegExp(`\\bto ${w}\\b`).test(claimText);
      if (infinitive && [`${w}s`, `${w}es`, w.replace(/y$/, 'ies')].some((s) => described.has(s))) continue;
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
      // Double inclusion was an antecedent warning until it had its own code: gated with them still.
      antecedentWarnings: findings.filter((f) => BASIS_CODES.has(f.code) && f.severity === 'warning').length,
      otherWarnings: findings.filter((f) => !BASIS_CODES.has(f.code) && f.severity === 'warning').length,
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
      carried: carriedHeads(g.claims[0]?.text ?? '', claims[0] ?? ''),
      titleSubject: namesTitleSubject(g.title, claims[0]?.replace(/^\d+\.\s/, '') ?? ''),
      feature: featureOf(g.claims[0]?.text ?? '', claims[0] ?? ''),
      form: formOf(claims, abstract, g.description),
      unfitAbstract: unfitAbstract(abstract),
      marketNames: marketNames(claims),
      articles: [...claims, abstract].flatMap(articleMismatches),
      abstractSources: abstractSources(abstract, g.description),
      unrelatedSteps: unrelatedSteps(claims),
    };
  });
}

/**
 * The head nouns of a claim's elements as the checker reads them: the elements after the transition
 * (claimElements), each by the head of its first "a/an …" phrase (introductions, wink-nlp tags); a body the checker
 * does not split at semicolons ("comprising, a body … and a plurality of fingers …") by every phrase it introduces.
 */
export function issuedElementHeads(claim: string): string[] {
  const [unit] = structure([claim]);
  if (!unit) return [];
  const elements = claimElements(unit);
  // One reading of the whole claim, as the checker reads it; each element by the first phrase ending inside it.
  const intros = introductions(unit.text, 'wink');
  const from = elements[0]?.start ?? unit.bodyStart;
  const heads =
    elements.length >= 2
      ? elements.map((e) => intros.find((i) => i.end > e.start && i.end <= e.start + e.text.length)?.head)
      : intros.filter((i) => i.end > from).map((i) => i.head);
  // "tip of coupler": a head the reading joined to what it is of is named by its own noun.
  const own = heads.map((h) => h?.split(/\s+/)[0]);
  return [...new Set(own.filter((h): h is string => !!h && /^[a-z]/.test(h)))];
}

/** The issued claim 1's element heads (issuedElementHeads) and those drafted claim 1 names anywhere. */
export function carriedHeads(issued: string, drafted: string): GenerationResult['carried'] {
  const heads = issuedElementHeads(issued);
  const words = wordKeys(drafted.replace(/^\d+\.\s/, '').toLowerCase());
  return { issued: heads, carried: drafted ? heads.filter((h) => words.has(h)) : [] };
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

/** The grants a patent attorney reviewed (issue 24): a pen retention bracket and a sunscreen composition. */
export const REVIEWED = ['7862248', '8088364'];

/**
 * Every utility grant with a full description (the sample and the reviewed grants among them): the set the checker,
 * word and form gates run on, so the drafter is not judged on the 20-odd sets of the sample alone.
 */
export const generationAll = (grants: XmlGrant[]) =>
  grants.filter((g) => g.applType === 'utility' && g.description.length > 2000);

/** The bench's sample: every 8th utility grant with a full description (mechanical, chemical, software alike). */
export const generationSample = (grants: XmlGrant[]) => generationAll(grants).filter((_, i) => i % 8 === 0);
