import type { ClaimCounts, ClaimFinding } from '@patent-hub/contracts';
import { FORMULA_IMAGE } from '@patent-hub/text';
import {
  definiteNps,
  introductions,
  type Introduction,
  EXEMPT_HEADS,
  hasBasis,
  isActNoun,
  isPartNoun,
  isThingIng,
  introducedHeads,
  nounReadAsVerb,
  shareCompounds,
  phraseHeads,
  qualifiers,
  wordKeys,
} from './antecedent.js';
import { key, tokenize, type TaggerName, type Token } from './claim-nlp.js';
import { unrelatedElements } from './claim-elements.js';
import { capitalise, isSingular, withArticle } from './inflect.js';
import { selfReferences } from './self-reference.js';
import { oneSidedBetween } from './between.js';
import { relativeTerms } from './relative-term.js';
import { noFurtherLimitation } from './further-limit.js';
import { scopeFindings } from './scope-findings.js';
import { pluralOfOne } from './plural-reference.js';
import { reviewFindings } from './review-findings.js';
import { oppositeQualifier } from './opposite-qualifier.js';
import { MPEP_608_01_N_REVISION } from './markush.js';
import { claimFormFindings } from './claim-form.js';
import { finding, patternFindings, type Severity } from './claim-finding.js';
import { trademarkFindings } from './trademarks.js';
import { methodWithoutSteps, useWithoutSteps } from './method-steps.js';
import { nounOnlySteps } from './verbless-steps.js';
import { danglingEnd } from './dangling-end.js';
import { singleMeans } from './single-means.js';
import { inherentPart, ofPartMessage, ofTheFollows, partOfWhole } from './of-part.js';
import { numberingFindings } from './numbering.js';
import { wordingNotes } from './wording-notes.js';
import { atLeastOneOfNotes } from './at-least-one-of.js';
import { twoNames } from './two-names.js';
import {
  chains,
  COMPOSITION_HEAD,
  multipleDependentBases,
  rootOf,
  structure,
  type ClaimUnit,
} from './claim-structure.js';

export interface CheckOptions {
  tagger?: TaggerName;
}

/**
 * Words that make a claim's scope unclear (MPEP 2173.05(b), (d)): exemplary language ("such as", "etc."), "type" ("a
 * fuse of the type used in cars", "a Y-type"; MPEP 2173.05(b)(III)(E)) unless the claim says which type. "e.g." ends in
 * a stop, so it is matched wherever it stands: before a space, a comma, a word or the end of the text. Terms of degree
 * are below (DEGREE_RELATIVE, DEGREE, …), one treatment for all of them.
 */
const INDEFINITE =
  /\b(?:preferably|more preferably|most preferably|such as|or the like|and the like|for example|for instance|etc(?=\.|\b)|of\s+the\s+(?:type|kind)\b(?!\s+(?:of|in which|wherein|that|which|described|defined|recited|set forth|claimed)\b)|\b(?![pPnN]\+?-|[A-Z]-|(?:conductivity|enhancement|depletion|normally|push|pull)-)[A-Za-z][\w+]{1,}-type\b)\b|\be\.g\./g;
/**
 * Comparisons with no baseline in the claim ("relatively thin", "fairly rigid", "somewhat curved"): terms of degree
 * (MPEP 2173.05(b)), left alone in "relatively movable" (moving relative to one another), "relatively higher" (a
 * comparison the claim states) and "rather than".
 */
const DEGREE_RELATIVE =
  /(?:(?<![\w-])(?:relatively|comparatively)\b(?!\s+(?:higher|lower|greater|smaller|larger|more|less|mov|rotat|slid|displac|pivot|translat|shift|reciprocat|telescop|turn|swing|swivel|adjust|position|dispos|arrang|locat|spac|offset|orient|align|fix|connect|coupl|engag|inclin|tilt)\w*)|(?<![\w-])(?:fairly|somewhat|rather\b(?!\s+than)))\b/gi;
const OMNIBUS =
  /\b(?:substantially\s+)?as\s+(?:hereinbefore\s+|herein\s+)?(?:described|shown|illustrated|disclosed|depicted)(?:\s+(?:in|with reference to|by)\s+(?:the\s+)?(?:specification|description|drawings?|figures?|fig\.?|examples?|accompanying)[^,;.]*)?|\bas\s+(?:set forth|described|shown)\s+(?:in|by)\s+the\s+(?:specification|description|drawings?)|\bas\s+substantially\s+(?:herein\s+)?(?:described|shown|illustrated|disclosed|depicted)(?:\s+and\s+(?:described|shown|illustrated))?(?:\s+(?:herein|hereinbefore))?/gi;
/**
 * Terms of degree with no standard (MPEP 2173.05(b)): "heavy load", "slightly curved". A term of art ("heavy
 * equipment", "heavy metal") is no degree, and a number right after the term is the standard the claim gives.
 */
const DEGREE =
  /\b(?:heavy|heavier|heavily|extremely|exceedingly|excessively|unduly|slightly|significantly|considerably|very)\b(?!\s+(?:equipment|machinery|machines?|metals?|oils?|water|duty|chains?|atoms?|hydrocarbons?|fractions?|ions?|isotopes?|elements?|crude|trucks?|vehicles?|industry|doped|fuel)\b)(?![^;.]{0,60}?(?<!claims?\s+|\(\s*)\b\d)/gi;
/**
 * More terms of degree (MPEP 2173.05(b)): "within a reasonable time", "sufficient torque", "lightweight", "thin",
 * "a large motor", "at a high speed", "approximately small"; the adjective of size or speed only before a
 * magnitude noun ("a large number of"), since "high pressure", "low voltage", "small molecule" are terms of art. Left alone when the claim gives the standard: a number
 * near it ("a high speed of at least 100 rpm"), a comparison ("higher than the first"), or "sufficient to <do>" (a
 * functional standard).
 */
const DEGREE_MORE =
  /\b(?:reasonabl[ey]|sufficient(?:ly)?(?![^;.,]{0,50}?\b(?:to|for|that|so|as|than|enough)\b)|lightweight)(?![^;.]{0,60}?(?<!claims?\s+|\(\s*)\b\d)(?![^;.]{0,30}?\bthan\b)/gi;
/**
 * Relative terms of size and speed ("a large motor", "at a high speed", "approximately small"): definite when the
 * description gives the standard (MPEP 2173.05(b)), which the checker does not read, so they are pointed at only
 * (info, never a warning); a number or a comparison after them measures them.
 */
const DEGREE_SIZE =
  /\b(?:(?:approximately|about|substantially)\s+(?:small|large|big|high|low|thin|thick|short|long)\b|(?:a|an|at\s+a)\s+(?:large|small|big|high|low)\s+(?:speed|velocity|number|amount|size|force|torque|motor|load|weight|quantity|distance|rate)\b)(?![^;.]{0,60}?(?<!claims?\s+|\(\s*)\b\d)(?![^;.]{0,30}?\bthan\b)/gi;
/** "Suitable" (a subjective term, MPEP 2173.05(b)(IV)): whether a thing suits is a matter of opinion unless the claim or the description says what suits. */
const SUBJECTIVE = /\bsuitabl[ey]\b/gi;
/**
 * Terms of degree, one treatment (MPEP 2173.05(b)): a term of degree is not indefinite per se; it is definite when the
 * specification gives a standard for measuring the degree. The checker reads only the claims and cannot know whether
 * the description gives one, so every term of degree is a note (info) citing that test, never a warning (attorney
 * review, issue 24: "relatively" was a warning while "substantially" was a note). A term of approximation to an exact
 * property or value ("substantially perpendicular", "about equal") is RELATIVE_TERM; a comparison with no baseline in
 * the claim ("relatively thin", "very", "slightly curved", "a heavy load", "sufficiently porous") is INDEFINITE_TERM,
 * the same severity. A standard stated in the same clause ("… such that its thickness is less than 2 mm",
 * "sufficiently matches … such that … less permeability") measures the term, and it is no finding.
 */
const DEGREE_WORD =
  /^(?:relatively|comparatively|fairly|somewhat|rather|heavy|heavier|heavily|extremely|exceedingly|excessively|unduly|slightly|significantly|considerably|very|reasonabl[ey]|sufficient(?:ly)?|lightweight|approximately|about|substantially|an?|at)\b/i;
const degreeMessage = (m: string) =>
  `"${m}" is a term of degree with no standard in the claim for measuring it. Terms of degree are not indefinite per se: the claim is definite if the specification gives a standard for measuring the degree (MPEP 2173.05(b)), which this check does not read. Check the description, or state the measure or a reference point.`;
function measuredInClause(text: string, end: number): boolean {
  const clause = text.slice(end).split(/;|\.(?!\d)/)[0];
  return /\b(?:such\s+that|so\s+that|so\s+as\s+to|whereby)\b[^;]*?(?:\b(?:less|more|greater|smaller|lower|higher|larger|fewer)\b|\bat\s+(?:least|most)\b|\bequal\s+to\b|\d)/i.test(
    clause,
  );
}

/**
 * Optional language (MPEP 2173.05(h), 2111.04): what follows "optionally" or "if desired" need not be there, so the
 * claim's scope is in doubt. "Optionally substituted with" and its kin are settled Markush practice, and "A, B and
 * optionally C" of ingredients names its alternatives plainly (Ex parte Cordova); both are left alone.
 */
const OPTIONAL =
  /(?<!\band,?\s+)\b(?:optionally|if\s+(?:desired|necessary|appropriate|required|needed|wanted)|(?:where|when|as)\s+(?:desired|necessary|appropriate|needed))\b(?!\s*,?\s*(?:substituted|interrupted|fused|bridged|branched|having\s+(?:a\s+|one\s+or\s+more\s+)?substituents?|has\s+(?:a\s+)?substituents?|bearing|containing\s+(?:one|two|1|2|a)\s+hetero|(?:up\s+to|from|about|at\s+least|at\s+most|less\s+than)?\s*\d))/gi;
/**
 * 35 U.S.C. 112(f) (MPEP 2181): "means for securing", and "a securing means mounted on the valve for securing …" with
 * words between the means and its function (a gerund after "for", so "means … for the housing" is no function).
 * "By means of" and "means that" name no means-plus-function element; a verb between ("the FIR means comprises an
 * arrangement for producing") gives the function to another noun.
 */
const MEANS =
  /\b(?:(?!(?:a|an|the|said|by|of|and|or|which|this|that|it|each|one|first|second)\b)[a-z][\w-]*\s+)?means\b(?!\s+(?:of|that|by)\b)(?:\s+(?:for|to)\s+[a-z]+|(?:(?!\b(?:is|are|was|were|comprises|comprising|includes|including|has|have|having|contains|containing|wherein|which|that)\b)[^;:.]){1,80}?\bfor\s+[a-z]+ing\b)/gi;

/** "step for providing", "steps for heating": the step-plus-function form of 35 U.S.C. 112(f) (not "step of"). */
const STEP_FOR = /\bsteps?\s+for\s+[a-z]+ing\b/gi;

/**
 * 35 U.S.C. 112(f) without "means" (MPEP 2181 I.A, Williamson v. Citrix): a nonce word that names no structure
 * ("module", "mechanism", "unit", "component") with a function ("for calculating a route", "configured to store")
 * and no structure between them. Words that name a structure of their own ("processing unit" is a term of art for a
 * CPU, "a control unit comprising a processor") are left alone; info, like "means for".
 */
const NONCE =
  /\b(?:an?|one\s+or\s+more|at\s+least\s+one)\s+((?!(?:central|graphics|arithmetic|processing|memory|storage|power|display|drive|disk|hard|filter|pump|motor|valve|sensor|camera|antenna|battery|lens|spring|gear|light)\s)[a-z][a-z-]*\s+)?(?:module|mechanism|unit|component)\s+(?:for\s+[a-z]+ing\b|(?:configured|operable|adapted|arranged|programmed)\s+to\s+[a-z]+)/g;

/** The nonce element is given a structure later ("…, the mechanism comprising a spring"): no 112(f). */
function structureGiven(text: string, end: number): boolean {
  const word =
    /(?:module|mechanism|unit|component)(?=\s+(?:for|configured|operable|adapted|arranged|programmed)\b)/.exec(
      text.slice(Math.max(0, end - 80), end),
    )?.[0];
  if (!word) return false;
  return new RegExp(
    String.raw`\b(?:the|said|which|that|and)\s+(?:[\w-]+\s+)?${word}\s*,?\s+(?:compris|includ|has\b|having|consist|is\s+(?:a|an)\s)|\b${word}\s+(?:compris|includ|having|consist)`,
    'i',
  ).test(text.slice(end));
}

/** Design and plant claims have one fixed form ("The ornamental design for a chair, as shown and described."). */
const FORMAL_CLAIM =
  /^(?:the|an?)\s+ornamental\s+design\s+(?:for|of)\b|\bdesign\s+(?:for|of)\b[\s\S]*\bas\s+shown|^(?:the|an?)\s+(?:new\s+and\s+)?(?:distinct\s+(?:variety|cultivar)|new\s+(?:variety|cultivar))|\bplant\b[^.]{0,80}\bas\s+(?:herein\s+)?(?:shown|described|illustrated)/i;

function dependencyFindings(
  c: ClaimUnit,
  byNumber: Map<number, ClaimUnit>,
  canceled: Map<number, string>,
): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  if (!c.ref) return out;
  const { start, end } = c.ref;
  for (const r of c.dependsOn) {
    if (r === c.number)
      out.push(
        finding(c.number, 'SELF_DEPENDENT', 'error', `Claim ${c.number} refers to itself.`, start, end),
      );
    else if (!byNumber.has(r) && canceled.has(r))
      out.push(
        finding(
          c.number,
          'DEPENDS_ON_MISSING_CLAIM',
          'error',
          `Claim ${c.number} refers to claim ${r}, which is canceled ("${r}. (${canceled.get(r)})"): a claim depending on a canceled claim is incomplete and is rejected (MPEP 608.01(n) V, 37 CFR 1.121(c)). Refer to a pending claim, or write the claim in independent form.`,
          start,
          end,
        ),
      );
    else if (!byNumber.has(r))
      out.push(
        finding(
          c.number,
          'DEPENDS_ON_MISSING_CLAIM',
          'error',
          `Claim ${c.number} refers to claim ${r}, which does not exist.`,
          start,
          end,
        ),
      );
    else if (r > c.number)
      out.push(
        finding(
          c.number,
          'DEPENDS_ON_LATER_CLAIM',
          'error',
          `Claim ${c.number} refers to claim ${r}, a later claim; a dependent claim must refer back to a preceding claim (37 CFR 1.75(c), MPEP 608.01(n)). Renumber the claims so that claim ${r} comes first.`,
          start,
          end,
        ),
      );
  }
  if (c.dependsOn.length > 1 && !c.ref.alternative)
    out.push(
      finding(
        c.number,
        'MULTIPLE_DEPENDENT_NOT_ALTERNATIVE',
        'error',
        `Claim ${c.number} refers to claims ${c.dependsOn.join(', ')} together ("${c.ref.text}"); a multiple dependent claim must refer to them in the alternative only ("claim 1 or 2", 37 CFR 1.75(c)).`,
        start,
        end,
      ),
    );
  if (c.dependsOn.length > 1) {
    // Directly ("claim 2 or 3", 3 being multiple dependent) or through a singly dependent claim ("claim 2 or 4", 4
    // depending on 3): MPEP 608.01(n), "either directly or indirectly".
    const bases = [...multipleDependentBases(c, byNumber)].map(([base, vias]) => {
      const through = [...vias].filter((v) => v !== null).map((v) => `claim ${v}`);
      if (through.length === 0) return `${base}`;
      return `${base} (${vias.has(null) ? 'directly and ' : ''}through ${through.join(' and ')})`;
    });
    if (bases.length > 0)
      out.push(
        finding(
          c.number,
          'MULTIPLE_DEPENDENT_CHAIN',
          'error',
          `Claim ${c.number} is a multiple dependent claim resting on multiple dependent claim${bases.length > 1 ? 's' : ''} ${bases.join(', ')}; a multiple dependent claim shall not serve as a basis for any other multiple dependent claim, directly or indirectly (37 CFR 1.75(c), MPEP 608.01(n)).`,
          start,
          end,
        ),
      );
  }
  return out;
}

const ORDINAL_WORD = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;

const CATEGORY_NAME = {
  method: 'a method (process) claim',
  medium: 'a computer-readable-medium claim',
  product: 'an apparatus (product) claim',
} as const;
/** How a claim's class is named in a message ("a method (process) claim", "a composition-of-matter claim"). */
const categoryName = (u: ClaimUnit) =>
  u.category === 'product' && COMPOSITION_HEAD.test(u.subject?.head ?? '')
    ? 'a composition-of-matter claim'
    : CATEGORY_NAME[u.category];

/**
 * "A method according to claim 1", "Method as claimed in claim 2", "A process of claim 3": the reference follows the
 * claim's subject itself, so the claim says its subject is the one claim N claims (the European form of "The method of
 * claim 1"), unlike "A method of using the device of claim 1" or "A method for producing a shoe according to claim 1",
 * which name what claim N claims as a thing the method makes or uses (MPEP 608.01(n) III).
 */
const SUBJECT_REFERENCE =
  /^\s*,?\s*(?:according\s+to|in\s+accordance\s+with|as\s+(?:claimed|recited|defined|set\s+forth|described|specified)\s+in|as\s+in|of|in|(?:as\s+)?per)\s+$/i;

function categoryFinding(c: ClaimUnit, byNumber: Map<number, ClaimUnit>): ClaimFinding | null {
  // "The X of claim N" (the subject is what claim N claims) or "An X according to claim N"; not "A method of using
  // the device of claim 1", a claim of its own category.
  if (!c.ref || !c.subject || c.dependsOn.length === 0) return null;
  const european = SUBJECT_REFERENCE.test(c.text.slice(c.subject.end, c.ref.start));
  if (c.ownCategory && !european) return null;
  const root = rootOf(c, byNumber);
  if (root === c || root.category === c.category) return null;
  if (european && c.ownCategory) return europeanCategoryFinding(c, root);
  return finding(
    c.number,
    'CATEGORY_MISMATCH',
    'error',
    // MPEP 608.01(n) III: a different statutory class is no defect by itself; "the method of claim 1" on a device is.
    `Claim ${c.number} is ${categoryName(c)} ("${c.subject.head}") but refers to claim ${root.number}, ${categoryName(root)}, as if claim ${root.number} claimed ${withArticle(c.subject.head)}: it does not include every limitation of claim ${root.number} nor specify a further limitation of what it claims (35 U.S.C. 112(d), MPEP 608.01(n) III, ${MPEP_608_01_N_REVISION}). A claim in another statutory class can depend properly ("A method of making the device of claim 1, comprising …"); name what it claims that way, or refer to a claim of its own category.`,
    c.subject.start,
    c.subject.end,
  );
}

/**
 * "A method according to claim 1" under an apparatus claim 1: the claim makes its method the subject of a claim that
 * claims none. Unclear (MPEP 2173.05(f): a reference to another claim is proper unless it "results in confusion"), and
 * no further limitation of what claim 1 claims (35 U.S.C. 112(d), MPEP 608.01(n)); the proper forms name the relation
 * ("the method of making the product of claim 1", "a product made by the method of claim 1", MPEP 608.01(n) III).
 */
function europeanCategoryFinding(c: ClaimUnit, root: ClaimUnit): ClaimFinding {
  const says = c.text.slice(c.bodyStart, c.ref!.end).replace(/\s+/g, ' ');
  const refers =
    c.dependsOn.length === 1 && c.dependsOn[0] === root.number
      ? `claim ${root.number} is`
      : `${c.ref!.text} rests on claim ${root.number},`;
  const thing = root.subject?.chunk.replace(/^(?:an?|the|one|said)\s+/, '') ?? 'apparatus';
  const proper =
    c.category === 'method'
      ? `"A method of making (or using) the ${thing} of claim ${root.number}, comprising …"`
      : c.category === 'medium'
        ? `"A computer-readable medium storing instructions that, when executed, perform the method of claim ${root.number}"`
        : `"${capitalise(withArticle(c.subject!.head))} made by the method of claim ${root.number}"`;
  return finding(
    c.number,
    'CATEGORY_MISMATCH',
    'error',
    `Claim ${c.number} is ${categoryName(c)} ("${says}"), but ${refers} ${categoryName(root)}: the reference makes the ${c.subject!.head} the subject of a claim that claims none, so what the claim covers is unclear (35 U.S.C. 112(b), MPEP 2173.05(f)) and it does not further limit claim ${root.number} (35 U.S.C. 112(d), MPEP 608.01(n)). Say how it relates to that claim (${proper}, MPEP 608.01(n) III) or write it as an independent claim.`,
    c.subject!.start,
    c.subject!.end,
  );
}

/**
 * "The bottle of claim 1" or "An antenna according to claim 1" under "1. A container …": a dependent claim names its
 * parent's subject (same head noun, plural folded, adjectives dropped). Only decided when both preambles parse and the
 * categories agree (else the category finding speaks); a claim of its own category ("A method of using the box of
 * claim 1") is left alone, and so is a bare generic word ("The device of claim 1"), which names any product.
 */
function preambleFinding(
  c: ClaimUnit,
  byNumber: Map<number, ClaimUnit>,
  tokensOf: Map<number, Token[]>,
  tagger: TaggerName,
): ClaimFinding | null {
  if (!c.ref || !c.subject) return null;
  // "An antenna according to claim 1": the European form names its subject as the one claim 1 claims.
  if (c.ownCategory && !SUBJECT_REFERENCE.test(c.text.slice(c.subject.end, c.ref.start))) return null;
  if (GENERIC_SUBJECT.test(c.subject.chunk.replace(/^(?:an?|the|said|one)\s+/, ''))) return null;
  const parents = c.dependsOn.filter((r) => r < c.number).map((r) => byNumber.get(r));
  if (parents.length === 0 || parents.some((p) => !p?.subject || p.category !== c.category)) return null;
  // Decided only on two clean preambles: "The bottle of claim 1" and "A container comprising …", nouns both.
  if (
    !cleanSubject(
      c,
      /^\s*(?:,\s*)?(?:of|according to|in accordance with|as (?:claimed|recited|defined|set forth|described|specified) in|as in|in|(?:as )?per)\s+claims?\b/i,
      tokensOf.get(c.number)!,
      tagger,
    )
  )
    return null;
  if (parents.some((p) => !cleanSubject(p!, PARENT_FOLLOW, tokensOf.get(p!.number)!, tagger))) return null;
  // "Process" and "method" name one statutory class (35 U.S.C. 100(b)); one for the other is no other subject.
  const head = key(c.subject.head).replace(/^process$/, 'method');
  const words = (u: ClaimUnit) => new Set(u.subject!.chunk.split(/[\s/-]+/).map(key));
  // "The antenna of claim 1" under "An antenna device": the parent's own words, shortened, are not another subject.
  // "The caliper brake of claim 1" under "A bicycle brake assembly" adds a word the parent's subject lacks: another
  // subject (no antecedent basis for the preamble), unless the parent introduces it ("… comprising a caliper brake").
  const own = [...words(c)].filter((w) => w !== head && !/^(?:the|said|an?)$/.test(w));
  const shortened = (p: ClaimUnit) =>
    words(p).has(head) && own.every((w) => words(p).has(w) || !/^[a-z]{3,}$/.test(w) || ORDINAL_WORD.test(w));
  const name = c.subject.chunk
    .replace(/^(?:the|said|an?|one)\s+/, '')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, String.raw`\s+`);
  const introduced = (p: ClaimUnit) =>
    new RegExp(String.raw`\b(?:an?|one|at least one)\s+${name}\b`, 'i').test(p.text.slice(p.bodyStart));
  if (
    parents.some(
      (p) =>
        key(p!.subject!.head).replace(/^process$/, 'method') === head ||
        shortened(p!) ||
        introduced(p!) ||
        words(c).has(key(p!.subject!.head)),
    )
  )
    return null;
  const p = parents[0]!;
  // The parent's whole subject ("bicycle brake assembly"), not its head noun alone: "The assembly of claim 1" would
  // leave out words that name what the parent claims.
  const parentSubject = p.subject!.chunk.replace(/^(?:an?|the|one|said)\s+/, '').replace(/\s+/g, ' ');
  // A warning, not an error: whether the other word names the parent's subject ("a bottle" for "a container") is a
  // matter of meaning the checker cannot read; when it does not, the claim is rejected under 112(d).
  return finding(
    c.number,
    'PREAMBLE_MISMATCH',
    'warning',
    `Claim ${c.number} is directed to "${c.subject.head}" but claim ${p.number}, on which it depends, claims "${parentSubject}": unless the ${c.subject.head} is the ${parentSubject} of claim ${p.number}, claim ${c.number} does not include every limitation of claim ${p.number}, an improper dependent claim to be rejected under 35 U.S.C. 112(d) (MPEP 608.01(n) III, ${MPEP_608_01_N_REVISION}). A dependent claim should name its parent's subject ("The ${parentSubject} of claim ${p.number}").`,
    c.subject.start,
    c.subject.end,
  );
}

/** A bare word for any product, naming no other subject than the parent's ("The device of claim 1"). */
const GENERIC_SUBJECT =
  /^(?:device|apparatus|system|assembly|article|product|structure|unit|machine|mechanism|arrangement|equipment|combination|invention)s?$/;

/** What follows an independent claim's subject when the preamble parsed cleanly ("A container comprising"). */
const PARENT_FOLLOW =
  /^\s*(?:,\s*)?(?:comprising|comprises|including|includes|consisting|having|for|of|which|that|wherein|characterized|:)\b|^\s*[,:]/i;

/**
 * The subject is a lower-case noun (not "LED", "formed", "portable") and is followed as a preamble should be. A head
 * with an adjective's or a participle's ending is a noun when the tagger reads it as one ("terminal", "material") or
 * it is a listed part ("pedal", "ceramic", "fitting", "wing").
 */
function cleanSubject(u: ClaimUnit, follow: RegExp, tokens: Token[], tagger: TaggerName): boolean {
  const h = u.subject!.head;
  const noun = () =>
    isPartNoun(h) ||
    isThingIng(h) ||
    (tagger === 'wink' && tokens.find((t) => t.start === u.subject!.start)?.pos === 'NOUN');
  if (
    !/^[A-Za-z][a-z-]*$/.test(u.text.slice(u.subject!.start, u.subject!.end)) ||
    // "assembly" and "supply" are nouns despite the "-ly" of an adverb.
    (/(?:ed|ing|able|ible|al|ive|ous|ic|ly)$/.test(h) && !/(?:assembly|supply)$/.test(h) && !noun()) ||
    /^claims?$/.test(h)
  )
    return false;
  return follow.test(u.text.slice(u.subject!.end, u.subject!.end + 40));
}

/**
 * How a claim would introduce what "the X" names, with the article its sound takes (issue 24 review 1.6: "a second
 * facet", "an element", never "a/an"); a plural takes none ("teeth"). "the said X" and "said X" both name "X".
 */
export const introduction = (phrase: string, head: string) => {
  const bare = phrase.replace(/^(?:(?:the|said)\s+)+/i, '');
  return isSingular(head.toLowerCase()) ? withArticle(bare) : bare;
};

/**
 * "the X" with no "a/an X" before it in the claim or in every claim it rests on. Only nouns the claim set itself
 * introduces as elements somewhere ("a lid" in a sibling claim, or later in the same claim) are reported: a
 * definite noun the set never introduces ("the body of a user", "the ground") is usually implicit basis.
 */
const REASON = {
  absent: '',
  inside: '; the noun appears only inside another phrase, naming something else',
  ordinal: '; the noun was introduced with another ordinal',
  qualifier: '; the noun was introduced with other qualifying words',
} as const;

function antecedentFindings(
  c: ClaimUnit,
  byNumber: Map<number, ClaimUnit>,
  tagger: TaggerName,
  elements: Set<string>,
  tokens: Token[],
  tokensOf: Map<number, Token[]>,
): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  // Basis is a noun phrase with that head (not the word inside another phrase: "a pill dispenser" gives "the
  // dispenser", not "the pill"), introduced earlier in the claim or anywhere in the claims it rests on.
  const contexts = chains(c, byNumber).map((chain) => {
    const heads = new Map<string, Set<string>>();
    const seen = wordKeys(chain.map((n) => byNumber.get(n)!.text).join(' '));
    for (const n of chain)
      for (const [h, mods] of phraseHeads(tokensOf.get(n)!)) {
        const s = heads.get(h) ?? new Set<string>();
        for (const m of mods) s.add(m);
        heads.set(h, s);
      }
    return { heads, seen };
  });
  const chainWords = contexts.map((ctx) => ctx.seen);
  // The elements the claim and every claim it rests on introduce, phrase by phrase (not merged by noun).
  const introsOf = introductions(c.text, tagger, tokens);
  const chainNumbers = [...new Set(chains(c, byNumber).flat())];
  const chainTexts = chainNumbers.filter((n) => n !== c.number).map((n) => byNumber.get(n)!.text);
  const chainIntros = chainNumbers.flatMap((n) =>
    introductions(byNumber.get(n)!.text, tagger, tokensOf.get(n)!),
  );
  const reported = new Set<string>();
  // Heads warned on as introduced nowhere before, with the phrase: a later phrase with that head has no basis either.
  const absentWarned = new Map<string, string>();
  // A claim referring to itself or to a missing claim gets the dependency finding; its basis cannot be judged. One
  // referring to a later claim is judged through that claim, as written (the forward reference is its own finding).
  if (c.dependsOn.some((r) => r === c.number || !byNumber.has(r))) return out;
  if (FORMAL_CLAIM.test(c.text.slice(c.bodyStart))) return out;
  const nps = definiteNps(c.text, tagger, tokens);
  for (const np of nps) {
    if (np.start < c.bodyStart || /\bas\s+$/i.test(c.text.slice(Math.max(0, np.start - 4), np.start)))
      continue;
    // "the body of a user" names itself by what follows, so it is not judged; but an ordinal ("the second contact
    // terminal of the fuse") always points back to a recited element, and "the body or torso of a user" is one
    // phrase with its "of" after the alternative.
    const ordinal = np.phrase.split(/\s+/).some((w) => ORDINAL_WORD.test(w.toLowerCase()));
    const ofAfterAlternative = /^\s+or\s+[a-z-]+\s+of\s/i.test(c.text.slice(np.end, np.end + 40));
    if (ofAfterAlternative) continue;
    if (np.ofFollows && !ordinal) {
      // "the support stem of the membrane": "of the B" names whose part it is, a basis only for a part every B has
      // ("the edge of the plate"); a component the claim set introduces nowhere is pointed out (issue 24).
      if (
        !reported.has(np.phrase.toLowerCase()) &&
        ofTheFollows(c.text, np.end) &&
        !EXEMPT_HEADS.has(np.head) &&
        !inherentPart(np.head) &&
        !partOfWhole(c.text, np.end, np.head) &&
        // "the arbiter grants control of …": the tagger ran past the noun onto a verb; the phrase names no part.
        !np.phrase
          .split(/\s+/)
          .slice(1, -1)
          .some((w) => /[^s]s$/i.test(w)) &&
        !elements.has(np.head) &&
        (np.alternative === null || !elements.has(np.alternative)) &&
        concreteElement(np.phrase, np.head, tokens, np.end) &&
        !hasBasis(phraseHeads(tokens, np.start), np.head, [], new Set()) &&
        contexts.every((ctx) => !hasBasis(ctx.heads, np.head, [], ctx.seen))
      ) {
        reported.add(np.phrase.toLowerCase());
        out.push(finding(c.number, 'ANTECEDENT_BASIS', 'info', ofPartMessage(np.phrase), np.start, np.end));
      }
      continue;
    }
    if (EXEMPT_HEADS.has(np.head) || reported.has(np.phrase.toLowerCase())) continue;
    // "the said administration": "said administration" is judged on its own; the doubled determiner is a typo
    // (wording-notes.ts), one finding with it.
    if (/^the\s+said\s/i.test(np.phrase)) continue;
    if (labelledBefore(c, np.start, np.end, chainTexts)) continue;
    // The dependent claim's own subject ("The method of claim 1") is judged by category, not antecedent.
    if (c.subject && c.dependsOn.length > 0 && np.end >= c.subject.end && np.start <= c.subject.start)
      continue;
    const before = {
      heads: phraseHeads(tokens, np.start),
      seen: wordKeys(c.text.slice(c.bodyStart, np.start)),
    };
    const need = qualifiers(np, tokens, np.head);
    const needAlt = np.alternative !== null ? qualifiers(np, tokens, np.alternative) : [];
    const known = ({ heads, seen }: { heads: Map<string, Set<string>>; seen: Set<string> }) =>
      hasBasis(heads, np.head, need, seen) ||
      (np.alternative !== null && hasBasis(heads, np.alternative, needAlt, seen));
    const ambiguous = ambiguousReference(np, need, tokens, [
      ...introsOf.filter((i) => i.end <= np.start),
      ...chainIntros,
    ]);
    if (ambiguous && (known(before) || contexts.every(known)) && !reported.has(np.phrase.toLowerCase())) {
      reported.add(np.phrase.toLowerCase());
      // Told apart by ordinals ("a first gear", "a second gear"), they are two; by other words ("an established
      // call", "an incoming call", US7315742 claim 6) they may be one thing introduced twice, which the note says.
      const ordinals = ambiguous.every((p) => p.split(/\s+/).some((w) => ORDINAL_WORD.test(w.toLowerCase())));
      out.push(
        finding(
          c.number,
          'ANTECEDENT_BASIS',
          // A note: on the issued claims, most such phrases were plain to a reader (docs/benchmarks.md).
          'info',
          `"${np.phrase}" is ambiguous: it matches none of the earlier elements with this noun exactly ` +
            `(${ambiguous.map((p) => `"${p}"`).join(', ')}), so which one it means is unclear; name it as introduced ` +
            `(MPEP 2173.05(e))${ordinals ? '' : `. If they are one ${np.head}, introduce it once (MPEP 2173.05(o))`}.`,
          np.start,
          np.end,
        ),
      );
      continue;
    }
    const loose =
      (known(before) || contexts.every(known)) &&
      /^(?:the|said)\s+[a-z]{3,}\s+[a-z]{3,}$/.test(np.phrase) &&
      np.alternative === null &&
      !np.ofFollows &&
      tokens.find((t) => t.end === np.end)?.pos === 'NOUN' &&
      /^(?:[,;.:]|\s+(?:is|are|has|have|and|or|to|in|on|at|with|of|from|by|for|wherein)\b)/.test(
        c.text.slice(np.end, np.end + 12),
      )
        ? looseQualifier(
            np.head,
            need,
            [before.heads, ...contexts.map((x) => x.heads)],
            [
              c.text.slice(c.bodyStart, np.start),
              ...chainNumbers.filter((n) => n !== c.number).map((n) => byNumber.get(n)!.text),
            ],
          )
        : null;
    if (loose) {
      reported.add(np.phrase.toLowerCase());
      const bare = np.phrase.replace(/^(?:the|said)\s+/i, '');
      out.push(
        finding(
          c.number,
          'ANTECEDENT_BASIS',
          'warning',
          `"${np.phrase}" has no antecedent basis: ${withArticle(np.head)} and ${withArticle(loose)} are introduced, but never ${withArticle(bare)}, and nothing relates the ${np.head} to the ${loose}, so whether "${bare}" is the ${np.head} already recited or another part is unclear (MPEP 2173.05(e)). Refer to it as introduced ("the ${np.head}") or introduce it.`,
          np.start,
          np.end,
        ),
      );
      continue;
    }
    if (known(before)) continue;
    const missing = contexts.filter((ctx) => !known(ctx));
    if (missing.length === 0) continue;
    reported.add(np.phrase.toLowerCase());
    const word = (ctx: Set<string>) =>
      ctx.has(np.head) || (np.alternative !== null && ctx.has(np.alternative));
    const asHead = (heads: Map<string, Set<string>>) =>
      heads.has(np.head) || (np.alternative !== null && heads.has(np.alternative));
    // Why: the noun is nowhere before (as the old word check saw it), only inside another phrase ("pill" in "a pill
    // dispenser"), or introduced with another ordinal or other qualifying words ("a first gear" for "the second gear").
    const reason =
      !word(before.seen) && missing.some((ctx) => !word(ctx.seen))
        ? 'absent'
        : !asHead(before.heads) && missing.every((ctx) => !asHead(ctx.heads))
          ? 'inside'
          : need.some((w) => ORDINAL_WORD.test(w))
            ? 'ordinal'
            : 'qualifier';
    // The qualifying words no earlier phrase with this noun had, and a form of them that one had ("drive" for
    // "driving"): an element called by another name.
    const mods = new Set([...(before.heads.get(np.head) ?? []), ...(missing[0].heads.get(np.head) ?? [])]);
    const unmatched = need.filter((w) => !mods.has(w) && !before.seen.has(w) && !missing[0].seen.has(w));
    // A participle names what a step made ("receiving data … the received data") and "elongate" is "elongated".
    const variant = unmatched
      .filter((w) => !/ed$/.test(w))
      .map((w) =>
        [...mods].find(
          (m) => m !== w && m.length >= 4 && w.startsWith(m.slice(0, 4)) && !/^e?d$/.test(m.replace(w, '')),
        ),
      )
      .find((m) => m !== undefined);
    const opposite = reason === 'qualifier' ? oppositeQualifier(np.head, unmatched, mods) : null;
    const where =
      c.dependsOn.length > 0 ? ` or in the claim${contexts.length > 1 ? 's' : ''} it depends on` : '';
    // An element the set introduces elsewhere is surely missing here (warning); a noun it never introduces may be
    // an implicit thing ("the body of a user") that rules cannot judge, so it is pointed out, not warned (info).
    // Nowhere in the claim or the claims it rests on, not even later or in another form ("the lid" alone): the
    // element is undefined, a warning like one the set introduces elsewhere.
    const same = nps.filter((o) => o.head === np.head);
    let rest = c.text.slice(0, c.bodyStart).replace(/[^]/g, ' ') + c.text.slice(c.bodyStart);
    for (const other of same)
      rest = rest.slice(0, other.start) + ' '.repeat(other.end - other.start) + rest.slice(other.end);
    const elsewhere = wordKeys(rest);
    const headsElsewhere = phraseHeads(
      tokens.filter((t) => t.start >= c.bodyStart && !same.some((o) => t.start >= o.start && t.end <= o.end)),
    );
    // The head noun in no word of the claim or the claims it rests on ("clamp" for "the handlebar clamp").
    const headNamed = elsewhere.has(np.head) || chainWords.some((ctx) => ctx.has(np.head));
    const undefinedHere =
      // Product claims only: in a method claim "the winner", "the pain", "the reactants" are mostly what the steps
      // produce or meet, not elements (measured on the issued claims, docs/benchmarks.md).
      (c.category !== 'method' || placeOfStep(c, np)) &&
      !/^(?:the|said)\s+balance\b/i.test(np.phrase) &&
      !headsElsewhere.has(np.head) &&
      !(np.alternative !== null && headsElsewhere.has(np.alternative)) &&
      missing.length === contexts.length &&
      concreteElement(np.phrase, np.head, tokens, np.end) &&
      // "the locking arms slide", "the number bid": a phrase the tagger closed on a verb, whose real noun is known. A
      // verb right after the phrase shows its last word is its noun ("the handlebar clamp is", attorney review 2).
      !np.phrase
        .split(/\s+/)
        .slice(1, -1)
        .some(
          (w) =>
            /[^s]s$/i.test(w) ||
            // An ordinal is never the verb the tagger ran onto ("the second facet", US7473056 claim 1, a typo).
            (!ORDINAL_WORD.test(w.toLowerCase()) &&
              (elsewhere.has(key(w)) || chainWords.some((ctx) => ctx.has(key(w)))) &&
              !(verbAfter(c.text, np.end) && !headNamed)),
        );
    const element =
      elements.has(np.head) || (np.alternative !== null && elements.has(np.alternative)) || undefinedHere;
    // Calibrated on the issued claims (docs/benchmarks.md): a noun named only inside another phrase warns when the
    // claim names it nowhere else either ("the pill" under "A pill dispenser"); a wrong ordinal warns when the ordinal
    // is the only qualifier ("the second gear" after "a first gear"); a qualifying word used in another form warns
    // ("said driving channel" after "a drive channel"); other qualifying words are pointed out (info).
    // "said" only ever points back to something recited (it cannot name an implicit thing as "the ground" can), so
    // "said controller" with no controller anywhere before is an antecedent problem like "the controller" once
    // introduced elsewhere: a warning (attorney review, issue 24), unless the noun is a property, an act or a phrase
    // the tagger cut ("said length", "said administration"); a listed part with an act's ending is none ("said fixture").
    const saidNothing =
      /^said\s/i.test(np.phrase) &&
      !actOrProperty(np.head) &&
      !/^\s*(?:-|and\b|or\b)/.test(c.text.slice(np.end, np.end + 5)) &&
      // "said fourth lens group move along": the tagger ran past an introduced noun onto the verb.
      !(np.phrase.split(/\s+/).length > 2 && before.heads.has(key(np.phrase.split(/\s+/).at(-2)!)));
    // The tagger may stop short of a plural, taking it for a verb ("the first and second bin supports" after
    // "first and second bin support"): the word right after the phrase is read as its head then, and the element
    // it names at most gets a note. ("The notches" after "a notch" has its basis: nouns compare in the singular.)
    const plural = (w: string) => /s$/.test(w) && key(w) !== w;
    const nextWord = /^\s+([a-z]+)\b/i.exec(c.text.slice(np.end))?.[1].toLowerCase() ?? '';
    const pluralOfIntroduced =
      plural(nextWord) &&
      [before, ...contexts].some((ctx) => hasBasis(ctx.heads, key(nextWord), [...need, np.head], ctx.seen));
    // "a spring-loaded ball … the spring", "a motor-driven pump … the motor": the hyphenated modifier says the element
    // has that part, an inherent one (MPEP 2173.05(e)), so the phrase is pointed out, not warned.
    const namedInModifier = new RegExp(
      String.raw`\b${np.head.replace(/[^\p{L}\p{N}]/gu, '\\$&')}(?:e?s)?-[a-z]`,
      'i',
    ).test([c.text.slice(c.bodyStart), ...chainNumbers.map((n) => byNumber.get(n)!.text)].join(' '));
    // "a gate-ASIC chip … the gate-ASIC": an acronym before a noun names the thing itself (an ASIC is a chip), so the
    // phrase without the noun is its short name, plain to a reader; pointed out, not warned.
    const acronymShortName = /^[A-Z]{2,}\d*s?$/.test(np.phrase.split(/[\s-]/).at(-1) ?? '');
    // Introduced word for word only in a claim outside the chain ("a first bi-directional DC-to-DC voltage converter"
    // in apparatus claim 1, "the first …" in method claim 15): a reference copied from another claim, not an
    // implicit thing (US8421271).
    const bareName = np.phrase
      .replace(/^(?:the|said)\s+/i, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, String.raw`\s+`);
    // Read only where it decides the severity (the test reads every claim of the set).
    const introducedOutsideChain = () =>
      reason !== 'absent' &&
      /[\s-]/.test(bareName) &&
      [...byNumber.values()].some(
        (u) =>
          !chainNumbers.includes(u.number) &&
          new RegExp(String.raw`\b(?:a|an)\s+${bareName}(?![\w-])`, 'i').test(u.text.slice(u.bodyStart)),
      );
    // "the wireless network … the mobile network" (US7315742 claim 21): a noun whose only earlier use is a phrase
    // already warned on for having no basis has none either; both get one severity, and the message says why.
    const warnedBefore =
      reason !== 'absent' &&
      !introsOf.some((i) => i.end <= np.start && i.head === np.head) &&
      !chainIntros.some((i) => i.head === np.head)
        ? absentWarned.get(np.head)
        : undefined;
    const severity: Severity = warnedBefore
      ? 'warning'
      : pluralOfIntroduced
        ? 'info'
        : reason === 'absent'
          ? element || saidNothing
            ? 'warning'
            : 'info'
          : // "the face-to-back direction", "the clock and reference signals": the phrase goes on past the noun.
            /^\s*(?:-|and\b|or\b)/.test(c.text.slice(np.end, np.end + 5)) ||
              (reason === 'inside' && acronymShortName)
            ? 'info'
            : (reason === 'inside' && undefinedHere && !namedInModifier) ||
                (reason === 'qualifier' && (variant !== undefined || opposite !== null)) ||
                (reason === 'ordinal' && need.every((w) => ORDINAL_WORD.test(w))) ||
                introducedOutsideChain()
              ? 'warning'
              : 'info';
    if (severity === 'warning' && reason === 'absent' && !absentWarned.has(np.head))
      absentWarned.set(np.head, np.phrase);
    out.push(
      finding(
        c.number,
        'ANTECEDENT_BASIS',
        severity,
        `"${np.phrase}" has no antecedent basis: no earlier "${introduction(np.phrase, np.head)}" (nor a longer phrase with the same noun and ${reason === 'ordinal' ? 'ordinal' : 'qualifying words'}) in this claim${where}${warnedBefore ? `; no ${np.head} is introduced at all, the only earlier ${np.head} being "${warnedBefore}", itself without basis, so this is a warning like it` : REASON[reason]}${opposite ? ` ("${opposite[0]}", where the claims introduce only "${opposite[1]}": another ${np.head}, never introduced; MPEP 2173.05(e) [R-08.2017])` : ''}${element ? '' : ' (nor anywhere in the claim set; fine only if it is inherent, e.g. "the body of a user")'}.`,
        np.start,
        np.end,
      ),
    );
  }
  // "said clamp arms" after one "a clamp arm": a basis for one element, not for several.
  return [...out, ...pluralOfOne(c, byNumber, tokens, out)];
}

/**
 * "depths … are d1 and d2; … to the first depth d1": a phrase followed by a variable's label (one letter and a
 * number) that the claim or a claim it rests on used before names the thing so labelled, its basis.
 */
function labelledBefore(c: ClaimUnit, start: number, end: number, chainTexts: string[]): boolean {
  const label = /^\s+([A-Za-z]\d{1,3})(?![\w-])/.exec(c.text.slice(end))?.[1];
  if (!label) return false;
  const used = new RegExp(String.raw`(?<![\w-])${label}(?![\w-])`);
  return used.test(c.text.slice(c.bodyStart, start)) || chainTexts.some((t) => used.test(t));
}

/**
 * "the handlebar clamp" after "a handlebar" and "a clamp": a qualifying word that is itself an element the claims
 * introduce, never put before this head in an earlier phrase, and never in one element (between semicolons) with it
 * ("a shaft driven by the motor" relates them, so "the motor shaft" has its basis). The word, else null.
 */
function looseQualifier(
  head: string,
  need: string[],
  heads: Map<string, Set<string>>[],
  texts: string[],
): string | null {
  const elements = texts.flatMap((t) => t.split(/[;\n]/)).map(wordKeys);
  return (
    need.find(
      (w) =>
        w !== head &&
        !EXEMPT_HEADS.has(w) &&
        /^[a-z]{3,}$/.test(w) &&
        !ORDINAL_WORD.test(w) &&
        !heads.some((h) => h.get(head)?.has(w)) &&
        heads.some((h) => h.has(w)) &&
        !elements.some((e) => e.has(w) && e.has(head)),
    ) ?? null
  );
}

/** Prepositions of place and passage: "mixed in the reactor", "moves across said work piece", "over the network". */
const PLACE_BEFORE =
  /\b(?:in|into|on|onto|over|through|across|within|inside|from|via|along|after|between|under|beneath|throughout)\s+$/i;
/** "lifting the soup with the spoon", "using the pump": the tool a step is done with, an apparatus it uses. */
const INSTRUMENT_BEFORE = /\b(?:with|using|by\s+means\s+of)\s+$/i;
/** "… is made of", "… are formed from": the words after a thing that say what it is made of. */
const MADE_OF =
  /^\s+(?:is|are)\s+(?:made|formed|composed|constructed|fabricated|manufactured|molded|moulded|cast|machined)\s+(?:of|from)\b/i;
/** Information and mass nouns a step handles rather than a thing it happens in ("based on the data in …"). */
const NOT_A_PLACE = /^(?:data|information|content|knowledge|result|output|input|signal|message|time)$/;
/** The method claim's transition: what the steps follow ("comprising", "which comprises", "consisting of"). */
const METHOD_TRANSITION =
  /\b(?:comprising|comprises|including|includes|consisting\s+(?:essentially\s+)?of)\b/i;

/**
 * A method claim's "the X" that is the place or path of a step ("mixed in the reactor", "over the network", "after
 * the multi-accumulator means"), after the transition: an apparatus the steps use, which must have been introduced.
 * Other unintroduced nouns of method claims are what the steps produce or meet ("declaring … the winner", "reduces
 * the pain") and stay notes (measured on the issued claims, docs/benchmarks.md).
 */
function placeOfStep(c: ClaimUnit, np: ReturnType<typeof definiteNps>[number]): boolean {
  // "wherein the heat sink is made of copper": what a thing is made of describes an apparatus the method uses, never
  // what a step yields or meets, so it must have been introduced like a place of a step.
  if (
    /\b(?:wherein|where|in\s+which)\s+$/i.test(c.text.slice(Math.max(0, np.start - 12), np.start)) &&
    MADE_OF.test(c.text.slice(np.end, np.end + 40))
  )
    return true;
  const transition = METHOD_TRANSITION.exec(c.text.slice(c.bodyStart));
  if (!transition || np.start < c.bodyStart + transition.index) return false;
  if (NOT_A_PLACE.test(np.head)) return false;
  // "… computers that the computer is aware of in the network": a relative clause describes a thing, it is no step,
  // so its place is the setting the claim assumes, not an apparatus the steps use.
  const clause =
    c.text
      .slice(0, np.start)
      .split(/[;,:\n]/)
      .at(-1) ?? '';
  if (/\b(?:that|which|who|whom)\s+(?:the|said|it|they|a|an)\b/i.test(clause)) return false;
  return (
    PLACE_BEFORE.test(c.text.slice(Math.max(0, np.start - 14), np.start)) ||
    INSTRUMENT_BEFORE.test(c.text.slice(Math.max(0, np.start - 20), np.start))
  );
}

/**
 * A singular definite phrase whose noun two or more earlier elements have, under different qualifying words, and
 * whose own words match none of them exactly ("the gear" after "a first gear" and "a second gear"; "the light
 * source" after "a local light source" and "a laser source"): the earlier phrases it could mean, else null. "The
 * gears" (both) and a phrase as introduced ("the local light source") are not ambiguous.
 */
function ambiguousReference(
  np: ReturnType<typeof definiteNps>[number],
  need: string[],
  tokens: Token[],
  intros: Introduction[],
): string[] | null {
  const inside = tokens.filter((t) => t.start >= np.start && t.end <= np.end);
  const last = inside.at(-1);
  if (!last || key(last.text) !== last.text.toLowerCase() || np.ofFollows) return null;
  // "the at least one arm" means any of them; "the value that corresponds to …", "the voltage divided by …": the
  // words after the phrase say which.
  if (inside.some((t) => /^(?:least|one|more|each|any)$/i.test(t.text))) return null;
  const next = tokens[tokens.indexOf(last) + 1]?.lower ?? '';
  // "the operation of a corresponding one of said units", "the value corresponding to …" (the tagger may keep the
  // participle in the phrase): what follows says which.
  const says = (w: string) =>
    /^(?:that|which|who|whose|where|of|corresponding|associated|connected|coupled)$/.test(w) || /ed$/.test(w);
  if (says(next) || (key(last.text) !== np.head && says(last.lower))) return null;
  const sig = (w: string[]) => [...new Set(w)].sort().join(' ');
  // The claimed subject itself ("A demolition charge system … said system") is no other element.
  const own = intros.filter((i) => i.head === np.head && !/^An?\s/.test(i.phrase));
  const kinds = new Map(own.map((i) => [sig(i.words), i.phrase.replace(/\s+/g, ' ')]));
  if (kinds.size < 2 || kinds.has(sig(need))) return null;
  // Ambiguous when its words fit two or more of them ("the gear": a first and a second gear); fitting one is a
  // shortened name of that one ("the light source" for "a local light source").
  const fits = own.filter((i) => need.every((w) => i.words.includes(w)));
  const fitting = new Map(fits.map((i) => [sig(i.words), i.phrase.replace(/\s+/g, ' ')]));
  return fitting.size >= 2 ? [...fitting.values()] : null;
}

/**
 * Properties and quantities ("the thickness", "the distance", "the quality") and abstract nouns ("the measurement")
 * are usually inherent (implicit basis, MPEP 2173.05(e)); so are symbols ("the distance r") and phrases the tagger
 * closed on a verb ("the gas forms bubbles"). Only a plainly named thing ("the lid", "the reactor") counts as an
 * element that must have been introduced.
 */
const PROPERTY = new Set(
  'thickness distance speed velocity quality interval value values wavelength modulus force field length width height depth diameter radius size shape weight mass temperature pressure volume area circumference content contents surface side topside region stage choice balance part parts ratio rate angle frequency voltage current resistance density viscosity concentration strength energy power intensity position location orientation spacing gap period duration degree extent portion number count total flow load torque level state percentage elongation user person patient wearer operator neck torso shoulder chest finger skin atom molecule electron ion'
    .split(' ')
    .map(key),
);
/**
 * A head that names a property, an act or a quality, by the list above or by its ending ("the removal", "the movement",
 * "the capacity", "the heating"), not a part: a listed part with such an ending is one ("the pedal", "the fixture", "the
 * compartment", "the spring", "the housing"). The one test of both "the X" introduced nowhere and "said X".
 */
function actOrProperty(head: string): boolean {
  if (PROPERTY.has(head) || isActNoun(head)) return true;
  return (
    /(?:tion|sion|ment|ness|ity|ance|ence|ency|ancy|ure|ive|ous|al|ed|ful|ics)$/.test(head) &&
    !isPartNoun(head)
  );
}
/** A finite verb right after a phrase ("the handlebar clamp is made …"): the phrase is a subject and ends on its noun. */
const verbAfter = (text: string, end: number) =>
  /^\s+(?:is|are|was|were|has|have|comprises|includes|contains|being|having|comprising|including|further)\b/i.test(
    text.slice(end, end + 14),
  );
function concreteElement(phrase: string, head: string, tokens: Token[], end: number): boolean {
  const words = phrase.split(/\s+/).slice(1);
  const last = tokens.find((t) => t.end === end);
  return (
    !actOrProperty(head) &&
    words.every((w) => /^[a-z][a-z-]*[a-z]$/.test(w)) &&
    (last?.pos === 'NOUN' ||
      last === undefined ||
      nounReadAsVerb(tokens, tokens.indexOf(last)) ||
      isThingIng(head) ||
      isPartNoun(head))
  );
}

/**
 * Claim counts for fees. 37 CFR 1.75(c): "a multiple dependent claim will be considered to be that number of claims
 * to which direct reference is made therein" and "any claim depending from a multiple dependent claim will be
 * considered to be that number of claims to which direct reference is made in that multiple dependent claim";
 * MPEP 608.01(n) reads it as a claim depending "directly or indirectly" from it. So a claim takes its single
 * parent's weight, through any number of singly dependent claims. An improper multiple dependent claim, "whether it
 * is defective for either not being in the alternative form or for being directly or indirectly dependent on a prior
 * multiple dependent claim", counts as one, and "any claim depending from an improper multiple dependent claim" as one
 * too (MPEP 608.01(n), 607: the fee of a single dependent claim).
 */
export function countClaims(units: ClaimUnit[]): ClaimCounts {
  const weight = new Map<number, number>();
  const byNumber = new Map(units.map((u) => [u.number, u]));
  let improper = 0;
  for (const c of units) {
    const valid = c.dependsOn.filter((r) => r < c.number);
    if (valid.length > 1 && (!c.ref?.alternative || multipleDependentBases(c, byNumber).size > 0)) {
      weight.set(c.number, 1);
      if (c.text.trim()) improper++;
    } else if (valid.length > 1) weight.set(c.number, valid.length);
    else if (valid.length === 1) weight.set(c.number, weight.get(valid[0]) ?? 1);
    else weight.set(c.number, 1);
  }
  // Canceled and not-entered claims are no claims (37 CFR 1.121(c)); withdrawn ones stay pending and count.
  const live = units.filter((c) => c.text.trim().length > 0 && !c.canceled);
  return {
    independent: live.filter((c) => c.dependsOn.length === 0).length,
    dependent: live.filter((c) => c.dependsOn.length > 0).length,
    multipleDependent: live.filter((c) => c.dependsOn.length > 1).length,
    total: live.length,
    forFees: live.reduce((n, c) => n + (weight.get(c.number) ?? 1), 0),
    ...(improper > 0 ? { improperMultipleDependent: improper } : {}),
  };
}

/**
 * A claim whose text shows a drawn structure was lost when it was read as text (a <chem> or <img> in the XML): an
 * empty line where a structure stood, a list or formula opener ("the group consisting of", "a compound of formula")
 * followed by nothing, by "wherein", or by a clause about variables ("consisting of R1, R2 and R3 are hydrogen;").
 */
const STRUCTURE_OPENER =
  /\b(?:consisting\s+of|selected\s+from|(?:of|by|having)\s+(?:the\s+)?(?:general\s+)?(?:formulae?|structures?)(?:\s*\(?[IVX]+[a-z]?\)?)?|(?:following|below)\s+(?:formulae?|structures?)|represented\s+by|as\s+follows)\s*:?\s*/gi;
const FORMULA_MARK = new RegExp(`\\n?[ \\t]*${FORMULA_IMAGE.replace(/[[\]]/g, '\\$&')}`, 'g');
const withoutFormulaMarks = (text: string) => text.replace(FORMULA_MARK, '');

function lostStructure(text: string): boolean {
  if (/\n[ \t]*\n/.test(text.trim())) return true;
  for (const m of text.matchAll(STRUCTURE_OPENER)) {
    const rest = text.slice(m.index + m[0].length);
    if (/^(?:[.;,]|wherein\b|and\s+wherein\b|$)/i.test(rest)) return true;
    // The list gave way to the next clause: it starts with a variable and says what the variables are.
    const clause = /^[^;.]*/.exec(rest)![0];
    if (/^[A-Z](?:\s?\d+|\s?[a-z]?\b)/.test(clause) && /\s(?:is|are)\s/.test(clause)) return true;
  }
  return false;
}

/**
 * Every finding on a claim set (one string per claim), with claim counts. Claims refer to one another by their printed
 * numbers; each finding's `claim` is the claim's position in the list, from 1.
 */
export function checkClaimSet(
  claims: string[],
  options: CheckOptions = {},
): { findings: ClaimFinding[]; counts: ClaimCounts; units: ClaimUnit[] } {
  const tagger = options.tagger ?? 'wink';
  // The placeholder ingest prints for a formula drawn as an image is no claim wording: the checks read the text
  // around it, as before it was printed, and lostStructure still sees where a structure stood.
  const units = structure(claims.map(withoutFormulaMarks));
  const byNumber = new Map(units.filter((u) => u.text.trim() && !u.canceled).map((u) => [u.number, u]));
  // "2. (Canceled)": its printed status, for the finding on a claim that still refers to it.
  const canceled = new Map(
    units
      .filter((u) => u.canceled)
      .map((u) => [u.number, u.text.slice(u.text.indexOf('(') + 1, u.text.indexOf(')'))]),
  );
  const findings: ClaimFinding[] = [];
  const elements = new Set<string>();
  // Each claim is tagged once; every rule reads the same tokens.
  const tokensOf = new Map(units.map((u) => [u.number, tokenize(u.text, tagger)]));
  shareCompounds([...tokensOf.values()]);
  for (const c of units.filter((u) => !u.canceled))
    for (const h of introducedHeads(c.text, tagger, tokensOf.get(c.number))) elements.add(h);
  const seenText = new Map<string, number>();
  for (const c of units) {
    if (!c.text.trim()) continue;
    findings.push(...numberingFindings(c, units));
    if (c.canceled) continue;
    // Two claims with the same words claim the same thing (MPEP 706.03(k), 37 CFR 1.75(b)).
    const words = c.text.slice(c.bodyStart).replace(/\s+/g, ' ').trim().toLowerCase();
    const twin = seenText.get(words);
    // A claim that stops short of its period ("wherein the compound is:") lost a formula or table: not compared.
    const lost =
      twin !== undefined && (lostStructure(c.text) || lostStructure(byNumber.get(twin)?.text ?? ''));
    if (lost)
      findings.push(
        finding(
          c.number,
          'DUPLICATE_CLAIM',
          'info',
          `Claim ${c.number} reads the same as claim ${twin} in its text, but a drawn structure (a chemical formula or figure in the claim) is not in the text and was not compared; check that the two claims differ in it.`,
          c.bodyStart,
          c.text.trimEnd().length,
        ),
      );
    else if (twin !== undefined && /\.\s*$/.test(words))
      findings.push(
        finding(
          c.number,
          'DUPLICATE_CLAIM',
          'warning',
          `Claim ${c.number} has the same text as claim ${twin}; a duplicate claim is objected to (MPEP 706.03(k)): cancel one or make them differ.`,
          c.bodyStart,
          c.text.trimEnd().length,
        ),
      );
    else seenText.set(words, c.number);
    findings.push(...dependencyFindings(c, byNumber, canceled), ...claimFormFindings(c));
    const dangling = danglingEnd(c, tokensOf.get(c.number)!, [...tokensOf.values()]);
    if (dangling) findings.push(dangling);
    const nothing = noFurtherLimitation(c, byNumber);
    if (nothing) findings.push(nothing);
    const cat = categoryFinding(c, byNumber);
    if (cat) findings.push(cat);
    const preamble = cat ? null : preambleFinding(c, byNumber, tokensOf, tagger);
    if (preamble) findings.push(preamble);
    findings.push(...antecedentFindings(c, byNumber, tagger, elements, tokensOf.get(c.number)!, tokensOf));
    const steps = methodWithoutSteps(c, tagger, tokensOf.get(c.number)!) ?? useWithoutSteps(c);
    if (steps) findings.push(steps);
    else findings.push(...nounOnlySteps(c, tokensOf.get(c.number)!));
    const unmeasured = (f: ClaimFinding) =>
      !DEGREE_WORD.test(c.text.slice(f.start, f.end)) || !measuredInClause(c.text, f.end);
    findings.push(
      ...patternFindings(
        c,
        INDEFINITE,
        'INDEFINITE_TERM',
        'warning',
        (m) =>
          `"${m}" makes the claim's scope unclear (exemplary language or an unstated type, MPEP 2173.05(b), (d)).`,
      ),
    );
    findings.push(
      // Once per term in a claim (like RELATIVE_TERM): "relatively thin …, relatively flat" says nothing new twice.
      ...[DEGREE_RELATIVE, DEGREE, DEGREE_MORE, DEGREE_SIZE]
        .flatMap((re) => patternFindings(c, re, 'INDEFINITE_TERM', 'info', degreeMessage).filter(unmeasured))
        .filter((f, i, all) => {
          const term = (g: ClaimFinding) => c.text.slice(g.start, g.end).toLowerCase();
          return all.findIndex((g) => term(g) === term(f)) === i;
        }),
      ...patternFindings(
        c,
        SUBJECTIVE,
        'INDEFINITE_TERM',
        'info',
        (m) =>
          `"${m}" is a subjective term: what is suitable depends on someone's opinion unless the claim or the description gives the standard (MPEP 2173.05(b)(IV)); say what it must do or be.`,
      ),
      ...patternFindings(
        c,
        OPTIONAL,
        'INDEFINITE_TERM',
        'warning',
        (m) =>
          `"${m}" is optional language: what follows need not be present, so it does not limit the claim and may leave its scope in doubt (35 U.S.C. 112(b), MPEP 2173.05(h), 2111.04); recite it positively or in a dependent claim.`,
      ),
    );
    findings.push(...unrelatedElements(c, tokensOf.get(c.number)!));
    findings.push(...selfReferences(c), ...oneSidedBetween(c));
    findings.push(...scopeFindings(c, byNumber, tokensOf.get(c.number)!, findings));
    findings.push(...reviewFindings(c, byNumber, findings));
    findings.push(...wordingNotes(c, findings));
    findings.push(...atLeastOneOfNotes(c));
    findings.push(...twoNames(c, byNumber, findings));
    // Design and plant claims have no measure to give; a dependent claim's terms are read with its parents'.
    if (!FORMAL_CLAIM.test(c.text.slice(c.bodyStart)))
      findings.push(
        ...relativeTerms(
          c,
          chains(c, byNumber)
            .flat()
            .map((n) => byNumber.get(n)!.text),
        ),
      );
    findings.push(...trademarkFindings(c));
    if (!FORMAL_CLAIM.test(c.text.slice(c.bodyStart)))
      findings.push(
        ...patternFindings(
          c,
          OMNIBUS,
          'OMNIBUS',
          'error',
          (m) =>
            `"${m}" makes this an omnibus claim; claims must recite the invention, not point to the description (MPEP 2173.05(r)).`,
        ),
      );
    const single = singleMeans(c);
    const means = single
      ? []
      : patternFindings(
          c,
          MEANS,
          'MEANS_PLUS_FUNCTION',
          'info',
          (m) =>
            `"${m}" invokes 35 U.S.C. 112(f): it covers the structure described in the specification for that function and its equivalents.`,
          true,
        );
    // A nonce word in the body (not the claimed subject itself, "A control unit for a vehicle, comprising").
    const nonce = patternFindings(
      c,
      NONCE,
      'MEANS_PLUS_FUNCTION',
      'info',
      (m) =>
        `"${m}" may invoke 35 U.S.C. 112(f) though it does not say "means": "${/(?:module|mechanism|unit|component)/.exec(m)![0]}" names no structure, only a function (MPEP 2181 I.A); if no structure is recited for it, it covers what the specification describes and its equivalents.`,
    )
      .filter((f) => f.start >= (c.subject?.end ?? c.bodyStart) + 1 && !structureGiven(c.text, f.end))
      // Each nonce element once ("a heating module configured to …" and "a control unit for …" are two).
      .filter((f, i, all) => all.findIndex((g) => g.message === f.message) === i);
    // "the step for providing …": step-plus-function, 35 U.S.C. 112(f) for method claims (MPEP 2181 I.A, "step for").
    const stepFor = patternFindings(
      c,
      STEP_FOR,
      'MEANS_PLUS_FUNCTION',
      'info',
      (m) =>
        `"${m}" is step-plus-function language (35 U.S.C. 112(f), MPEP 2181): it covers the acts described in the specification for that function and their equivalents.`,
    ).slice(0, 1);
    findings.push(...stepFor);
    if (single) findings.push(single);
    else if (means.length > 0) findings.push(...means);
    else findings.push(...nonce);
  }
  // Findings name claims by position in the list sent (the contract); messages use the printed numbers.
  const position = new Map(units.map((u) => [u.number, u.position]));
  return {
    findings: findings
      .map((f) => ({ ...f, claim: position.get(f.claim) ?? f.claim }))
      .sort((a, b) => a.claim - b.claim || a.start - b.start),
    counts: countClaims(units),
    units,
  };
}
