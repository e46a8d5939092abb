import type { Topic } from './topic-types.js';

// Topic families of the topic index (topics.ts) on filing and examination steps as users ask them in their own words
// (issue 25, set N): each is placed in TOPICS before the broader topic that would otherwise take its questions.

/** A provisional application, not a non-provisional one. */
const PROVISIONAL = /\b(?<!non-?)provisional\b/i;

/**
 * A provisional left as it is: never converted nor followed by a non-provisional, or asked what becomes of it
 * (35 U.S.C. 111(b)(5): abandoned 12 months after its filing date, not revivable after that). Placed before the
 * topic on converting one or claiming its benefit in time.
 */
export const PROVISIONAL_LEFT: Topic = {
  id: 'provisional-left-to-lapse',
  all: [
    PROVISIONAL,
    /\b(?:never|not|don'?t|do not|didn'?t|did not|won'?t|will not|fail\w* to|without)\b[^.?]{0,40}\b(?:convert\w*|follow\w*|fil(?:e|ed|ing)|replac\w*|turn\w*)\b|\bwhat (?:happens|becomes) (?:of|to)\b|\b(?:happens|becomes of) (?:it|my|our|the)\b|\b(?:lapse[sd]?|abandon\w*|die[sd]?|dead|left alone)\b/i,
  ],
  // A provisional's benefit restored, or its term, is another topic; a "non-provisional" alone is no provisional.
  // Nor is filing without a provisional, or instead of one, a question on what becomes of one.
  not: /provisional rights|\bwithout (?:first )?(?:filing |having )?(?:a |an )?provisional\b|\b(?:instead of|rather than|skip\w*)\b|\b(?:need|have|must|should) (?:i |we )?(?:to )?file (?:a |an )?provisional\b|\brestor\w*|\brevive\w*|\b(?:missed|blew|passed) (?:the )?(?:deadline|12 months|year)\b|\bterm\b|\bdesign\b/i,
  sections: [
    ['35 USC', '111', '(b)'],
    ['37 CFR', '1.53', '(c)'],
    ['35 USC', '119', '(e)'],
  ],
  lead: {
    section: ['35 USC', '111', '(b)'],
    holds: /provisional application shall be regarded as abandoned 12 months after the filing date/,
  },
  answers: [
    {
      says:
        'Nothing needs to be done for it to end: a provisional application is never examined, and unless it is ' +
        'converted or a non-provisional (or PCT) application claiming it is filed within 12 months, it is abandoned 12 ' +
        'months after its filing date and cannot be revived after that (35 U.S.C. 111(b)(5); 37 CFR 1.53(c), (i)); its ' +
        'filing date is then lost as a priority date, and what it disclosed stays unpublished unless a later ' +
        'application relying on it is published.',
    },
  ],
};

/** The PCT or an international application (its own international phase, not the US national stage). */
const PCT = /\bpct\b|\binternational (?:patent )?applications?\b|\bpatent cooperation treaty\b|\bisa\b/i;

/**
 * Unity of invention under the PCT (37 CFR 1.475; MPEP 1850): the test is one invention or a group of inventions so
 * linked as to form a single general inventive concept. Placed before the PCT's general topic.
 */
export const PCT_UNITY: Topic = {
  id: 'pct-unity-of-invention',
  all: [
    /\bunity\b|\bsingle general inventive concept\b|\bspecial technical features?\b|\b(?:one|single|more than one|several|multiple|two) inventions?\b/i,
    (_r, q) => PCT.test(q) || /\bunity of invention\b/i.test(q),
  ],
  // A US restriction requirement (35 U.S.C. 121) is another test, unless the question is on a PCT application.
  not: /\brestriction\b(?![\s\S]*\b(?:pct|international)\b)/i,
  sections: [
    ['37 CFR', '1.475', '(a)'],
    ['MPEP', '1850'],
    ['37 CFR', '1.499'],
  ],
  lead: {
    section: ['37 CFR', '1.475', '(a)'],
    holds: /^\(a\) An international and a national stage application shall relate to one invention only/,
  },
};

/** The demand for international preliminary examination (PCT Chapter II), however named. */
export const DEMAND_WORDS =
  /\bchapter (?:ii|2|two)\b|\bdemand\b[^.?]{0,60}\b(?:preliminary examination|pct|ipea|international)\b|\binternational preliminary examination\b|\bipea\b/i;

/**
 * The demand for international preliminary examination (PCT Chapter II), asked without a date: the later of 22 months
 * from the priority date and 3 months from the search report (MPEP 1842); a date given is counted (deadlines.ts).
 */
export const PCT_DEMAND: Topic = {
  id: 'pct-chapter-ii-demand',
  all: [DEMAND_WORDS],
  sections: [
    ['MPEP', '1842'],
    ['37 CFR', '1.480'],
  ],
  // These alone govern the demand (with PCT Rule 54bis.1(a), not among the texts): the words alone added sections with
  // nothing to say on it, 35 U.S.C. 202(b)(1) on federally funded inventions (review 10).
  only: true,
  lead: {
    section: ['MPEP', '1842'],
    holds: /must be filed prior to the expiration of whichever of the following periods expires later/,
  },
};

/** A language other than English, named or described. */
const LANGUAGES =
  'spanish|german|french|japanese|chinese|mandarin|korean|italian|portuguese|russian|dutch|swedish|arabic|hebrew|hindi|polish|turkish';
/**
 * A language other than English, as a language ("in Spanish", "a German-language text", "not in English"), not a
 * country's application ("our German application" is one filed in Germany).
 */
const OTHER_LANGUAGE = new RegExp(
  `\\b(?:in|into|from)\\s+(?:${LANGUAGES})\\b|\\b(?:${LANGUAGES})[- ]language\\b|\\bforeign[- ]language\\b|\\bnon-?english\\b|\\bother than english\\b|\\b(?:another|a different|my own|our own|native) language\\b|\\bnot (?:written )?in english\\b`,
  'i',
);

/**
 * A US application filed in a language other than English (37 CFR 1.52(d); MPEP 608.01): it gets its filing date, and
 * an English translation, a statement that it is accurate and the fee of 37 CFR 1.17(i) follow. A PCT's national stage
 * translation is the national stage topic's.
 */
export const FOREIGN_LANGUAGE_FILING: Topic = {
  id: 'foreign-language-filing',
  all: [
    OTHER_LANGUAGE,
    /\bfil(?:e|ed|ing)\b|\bsubmit\w*|\bapplications?\b|\bspecification\b|\bclaims\b|\bwrit(?:e|ten|ing)\b|\bdraft\w*/i,
  ],
  not: /\bpct\b|\bnational (?:stage|phase)\b|\binternational application\b|\bpublish\w*|\bprior art\b|\breferences?\b|\bids\b|\binformation disclosure\b|\bcertified cop\w*|\bpriority\b/i,
  sections: [
    ['37 CFR', '1.52', '(d)'],
    ['MPEP', '608.01'],
  ],
  lead: [
    {
      section: ['MPEP', '608.01'],
      holds:
        /^If a nonprovisional application under 35 U\.S\.C\. 111\(a\) is filed in a language other than English, an English translation/,
      asks: (_r, q) => !PROVISIONAL.test(q),
    },
    {
      section: ['MPEP', '608.01'],
      holds:
        /^If a provisional application is filed in a language other than English, an English translation/,
      asks: (_r, q) => PROVISIONAL.test(q),
    },
  ],
  answers: [
    {
      says:
        'Yes: an application in a language other than English still gets its filing date, but an English translation, a ' +
        'statement that the translation is accurate and the fee of 37 CFR 1.17(i) must follow, with the application or ' +
        'within the time the Office sets (37 CFR 1.52(d); MPEP 608.01); without them, the application is abandoned.',
    },
  ],
};

/**
 * What an election of species does to the generic claims (37 CFR 1.146): the claims are restricted to the elected
 * species if no claim to the genus is found allowable; an allowable generic claim brings back the other species
 * (37 CFR 1.141). Placed before the restriction topics' general entry.
 */
export const SPECIES_ELECTION: Topic = {
  id: 'species-election-generic-claims',
  mpep: [800],
  all: [
    /\bspecies\b/i,
    /\bgener(?:ic|a)\b|\bgenus\b|\bbroad(?:er|est)? claims?\b|\bother species\b|\bnon-?elected\b|\bwhat (?:does|do|will|would|happens)\b|\bmean\w*\b/i,
  ],
  not: /\bpct\b|\binternational\b|\bdesign\b|\bhow long\b|\bdeadline\b|\btravers\w*/i,
  sections: [
    ['37 CFR', '1.146'],
    ['37 CFR', '1.141', '(a)'],
    ['35 USC', '121'],
  ],
  lead: {
    section: ['37 CFR', '1.146'],
    holds: /to which his or her claim will be restricted if no claim to the genus is found to be allowable/,
  },
  answers: [
    {
      says:
        'You pick one species for examination; your generic (genus) claims stay in the application and are examined ' +
        'with it. If a claim to the genus is found allowable, the other species it covers are examined too (up to a ' +
        'reasonable number); if none is, the claims are restricted to the elected species, and the others can be ' +
        'pursued in a divisional application (37 CFR 1.146, 1.141(a); 35 U.S.C. 121).',
    },
  ],
};
