import { lapseText, type AnswerSource } from '@patent-hub/contracts';
import {
  citeKb,
  designTermNote,
  FEES_NOTE,
  type ComputedDeadline,
  type MaintenanceWindow,
  type RequestedExtension,
} from './deadlines.js';
import type { DeadlineBasis } from '@patent-hub/contracts';
import { eraAnswer, eraNote } from './era-note.js';
import { laterTextNotes } from './later-texts.js';
import { priorArtDatesNote } from './prior-art-dates.js';
import {
  asksDefinition,
  asksEffect,
  DELAY_STANDARD,
  secondTopic,
  clausesOf,
  topicAnswers,
  topicLead,
  topicOf,
  type TopicLead,
} from './topics.js';
import { definitionLead } from './definitions.js';
import { missingChapterNote } from './mpep-chapters.js';
import { amountsAsOf, feeLead, type FeeLead } from './fee-lead.js';
import { readQuestion } from './question-reader.js';
import { priorityNote, reliesOn, versionCited, type PriorityNote } from './priority-versions.js';
import { answersAsk, askOf } from './ask.js';
import { answersQuestion, askedFor, offRegime, statesAsked, whereAnswered } from './lead-relevance.js';
import { quotePinpoint } from './quote-pinpoint.js';
import { quotedAbove, quotesToAdd } from './quote-once.js';
import { asAsked } from './polarity.js';
import { sharperPassage } from './passage-choice.js';
import { questionShare, roots, stem } from './question-share.js';
import {
  ABBREVIATIONS,
  ASKS_FACT,
  citationLabel,
  FACT,
  parseLabel,
  legalTerms,
  practitionerOrder,
  type LegalHit,
  type LegalKnowledgeBase,
} from './legal-kb.js';

export const OUT_OF_DATE_NOTE =
  'These texts are snapshots of 35 U.S.C. (about 2022), 37 CFR (late 2013) and the MPEP (2014 and R-07.2022) ' +
  'and may be out of date: check the current law before relying on them. This is not legal advice.';

/** A period table's heading ('2 MONTHS', '30 DAYS' in MPEP 710.02(b)): the period of the rows under it. */
const PERIOD_HEADING = /^(?:\d+|ONE|TWO|THREE|FOUR|FIVE|SIX) (?:DAYS?|WEEKS?|MONTHS?|YEARS?)$/;
/** Any other heading in capitals ('PERIOD FOR REPLY RESTARTED'): the end of a period table. */
const CAPS_HEADING = /^[A-Z][A-Z0-9 ,;:'()/-]{3,}$/;

/**
 * The paragraphs of a text, each row of a period table joined to its heading ('2 MONTHS: (A) Requirement for
 * restriction …'), so that a row states its period: the row under the heading and each lettered row after it.
 */
export function withPeriodHeadings(text: string): string[] {
  let heading = '';
  let under = false;
  return text.split('\n').map((para) => {
    const p = para.trim();
    if (PERIOD_HEADING.test(p)) {
      [heading, under] = [p, true];
      return p;
    }
    if (CAPS_HEADING.test(p)) heading = '';
    const row = heading && (under || /^\([A-Z]\)\s/.test(p));
    under = false;
    return row ? `${heading}: ${p}` : p;
  });
}

/**
 * The tail of a case or register citation that the sentence split cut off ("Cir. 2016) (…", "Reg. 56366 …"): never
 * quoted as a sentence (attorney review of issue 25: MPEP 2106 quoted from "Cir. 2016)").
 */
const CITATION_PIECE = /^(?:Cir\.|Ct\.|Reg\.|Supp\.|\d+\s*(?:F\.|USPQ|U\.S\.\s|Fed\.))/;

/**
 * The sentences of a passage, kept with their order; enumerations split on '; ' stay in their sentence. An editor's
 * note ("[Editor Note: Not applicable to …]") says which version applies, not a rule: it is never quoted as one.
 */
function sentencesOf(text: string): string[] {
  return withPeriodHeadings(text)
    .map((para) => para.trim().replace(/^\[\s*Editor Note:[^\]]*\]\s*/i, ''))
    .flatMap((para) => para.split(/(?<=[.?!])\s+(?=[A-Z(])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * The operative sentence(s) of a passage for a question: the sentences sharing most (idf-free) stems with it, a
 * sentence stating a period or count preferred when the question asks for one; at most two, in text order.
 */
export function operativeSentences(passage: string, question: string, max = 2): string[] {
  const asked = legalTerms(question);
  const q = new Set(asked);
  // A term met only by its stem ('file' in 'filed', 'enforcement' in 'enforceable') counts half: it breaks ties.
  const qRoots = new Set(asked.map(stem));
  const wantsFact = ASKS_FACT.test(question);
  const ask = askOf(question);
  const all = sentencesOf(passage);
  const named = namedProceedings(question);
  const scored = all.map((s, i) => {
    const words = legalTerms(s, 2000);
    const exact = new Set(words.filter((w) => q.has(w)));
    const byRoot = new Set(words.filter((w) => !exact.has(w) && qRoots.has(stem(w))).map(stem));
    const overlap = exact.size + 0.5 * byRoot.size;
    // The sentence stating what is asked (the period, the count, who may) is worth three shared words.
    const fact = (wantsFact && FACT.test(s)) || answersAsk(s, ask) >= 1 ? 3 : 0;
    // Very long sentences are cut when quoted; prefer the sentence that says it in fewer words.
    const length = words.length > 90 ? -1 : 0;
    // A sentence confined to a proceeding the question does not name (35 U.S.C. 134(b)'s "A patent owner in a
    // reexamination may appeal" for an applicant's appeal) is quoted only when nothing else of the passage is.
    const elsewhere = confinedElsewhere(s, named) ? -CONFINED : 0;
    return { s, i, score: overlap + fact + length + elsewhere };
  });
  const whole = scored.filter((x) => !CITATION_PIECE.test(x.s));
  const top = (whole.length ? whole : scored)
    .filter((x, _, list) => x.s.split(/\s+/).length >= 6 || list.every((y) => y.s.split(/\s+/).length < 6))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .filter((x, k) => k === 0 || x.score >= 2);
  // A lead-in is quoted with the items it introduces (up to four).
  const picked = new Set(top.map((x) => x.i));
  for (const x of top)
    if (isLeadIn(x.s, all[x.i + 1]))
      for (let j = x.i + 1; j < Math.min(all.length, x.i + 5); j++) picked.add(j);
  return [...picked].sort((a, b) => a - b).map((i) => cutQuote(all[i], qRoots));
}

/**
 * Proceedings a rule's sentence can be confined to by its subject ("A patent owner in a reexamination …", "Every owner
 * of a patent under ex parte reexamination …", "In a reissue application …").
 */
const PROCEEDINGS = [
  /\breexam\w*/i,
  /\breissue\w*/i,
  /\binter partes\b/i,
  /\bpost-?grant review\b/i,
  /\bderivation\b/i,
  /\binterferences?\b/i,
  /\bsupplemental examination\b/i,
];
/** The words of a sentence read as its subject, where its confinement to a proceeding is said. */
const SUBJECT_WORDS = 12;
/** What a sentence confined to a proceeding the question does not name loses (more than stating the fact gains). */
const CONFINED = 5;

/** A question with the abbreviations of proceedings spelled out ("IPR" → "inter partes review"), as the texts name them. */
export const namedProceedings = (question: string) =>
  ABBREVIATIONS.reduce((q, [re, words]) => q.replace(re, words), question);

/**
 * Kinds of patent a rule's sentence can be confined to by its subject ("No maintenance fee for design or plant
 * patent."), and the words a question on them uses (review 10: "I forgot to pay my maintenance fee" led with it).
 */
const KINDS: { subject: RegExp; asked: RegExp; words?: number }[] = [
  {
    subject: /\bdesign or plant\b|\b(?:design|plant) patents?\b/i,
    asked: /\bdesigns?\b|\bplants?\b|\bornamental\b/i,
  },
  // "For an effective RCE to be filed in a 35 U.S.C. 371 national stage application, …" (MPEP 706.07(h)) for a question
  // on an RCE that names no national stage (attorney review of issue 25); its subject comes later in the sentence.
  {
    subject: /\bnational stage applications?\b/i,
    asked: /\bnational (?:stage|phase)\b|\bpct\b|\binternational\b|\b371\b/i,
    words: 20,
  },
];

/** Whether a sentence's opening words confine it to a proceeding or kind of patent the question (`named`: abbreviations spelled out) does not name. */
export const confinedElsewhere = (sentence: string, named: string) => {
  const opening = sentence.split(/\s+/).slice(0, SUBJECT_WORDS).join(' ');
  return (
    PROCEEDINGS.some((p) => p.test(opening) && !p.test(named)) ||
    KINDS.some(
      (k) =>
        k.subject.test(k.words ? sentence.split(/\s+/).slice(0, k.words).join(' ') : opening) &&
        !k.asked.test(named),
    )
  );
};

/**
 * Whether a quoted sentence is confined to a proceeding or kind of patent the question does not name, by its opening
 * words: the whole sentence's, when the quote cut its start ('[…] dissatisfied with …').
 */
const quotedElsewhere = (quote: string, passage: string, named: string) => {
  const start = quote
    .replace(/^\[…\]\s*/, '')
    .split(/\s+/)
    .slice(0, 6)
    .join(' ');
  return confinedElsewhere(sentencesOf(passage).find((x) => x.includes(start)) ?? quote, named);
};

/** A lead-in: a sentence ending with ':', or left open before a '(1)' ('filed after the later of', 'that the applicant'). */
const isLeadIn = (s: string, next: string | undefined) =>
  s.endsWith(':') || (!/[.?!;]$/.test(s) && /^\(\w{1,4}\)\s/.test(next ?? ''));

/**
 * A quote of at most `words` words: a long sentence is cut around the period or count it states, if any, else where
 * most of the question's stems (`asked`) stand, so the words the question is about are not cut off.
 */
export function cutQuote(s: string, asked: Set<string> = new Set(), words = 80): string {
  const w = s.split(/\s+/);
  if (w.length <= words) return s;
  const m = FACT.exec(s);
  const start = m ? around(w, s.slice(0, m.index).split(/\s+/).length - 1, words) : densest(w, asked, words);
  return `${start > 0 ? '[…] ' : ''}${w.slice(start, start + words).join(' ')}${start + words < w.length ? ' […]' : ''}`;
}

/** The start of a window of `words` words centred on word `at`. */
const around = (w: string[], at: number, words: number) =>
  Math.max(0, Math.min(at - Math.floor(words / 2), w.length - words));

/** The start of the window of `words` words holding most of the asked stems (the earliest such; 0 when none). */
function densest(w: string[], asked: Set<string>, words: number): number {
  const hit = w.map((x) => +legalTerms(x).some((t) => asked.has(stem(t))));
  let count = hit.slice(0, words).reduce((a, b) => a + b, 0);
  let best = { start: 0, count };
  for (let i = 1; i + words <= w.length; i++) {
    count += hit[i + words - 1] - hit[i - 1];
    if (count > best.count) best = { start: i, count };
  }
  return best.start;
}

export function lawSource(h: LegalHit): AnswerSource {
  return {
    kind: 'law',
    label: citationLabel(h.section, h.passage.pinpoint),
    title: h.section.title,
    revision: h.section.revision,
    date: null,
    url: h.section.url,
  };
}

export interface LegalEvidence {
  /** The question as answered (with the one it follows up), which the lead answer is chosen for. */
  question?: string;
  /** The direct answer: the operative sentence(s) of the cited sections (none found: empty). */
  lead?: LeadSentence[];
  hits: LegalHit[];
  quotes: string[][];
  deadline: ComputedDeadline | null;
  /** The rule the deadline rests on, quoted from the knowledge base (section, revision, link). */
  deadlineBasis?: DeadlineBasis | null;
  /** The statute a restoration of the passed deadline rests on, quoted from the knowledge base. */
  restorationBasis?: DeadlineBasis | null;
  /** A missed maintenance fee: the standard of delay the statute and the rule accept, each quoted from its revision. */
  delayStandard?: DeadlineBasis[];
  /** What the quotes alone would leave out (e.g. the 14-year design term of applications filed before 2015-05-13). */
  notes?: string[];
  /** The topic's rule as the texts leave it out (a rule newer than the snapshot), stated before the quoted lead. */
  preface?: string;
  /** A fee question: the schedule's amounts, which lead the answer, and the fee paragraphs they are read from. */
  fee?: FeeLead | null;
  /** A priority or benefit question: the version of the rule applied and a late claim's fee, cited after the quotes. */
  priority?: PriorityNote | null;
  /** What the subject does in plain words (Topic.effect), leading the lead sentences it rests on. */
  effect?: string;
}

/** Sections on remedies for infringement: their amounts ("not less than $250") are no fee, and answer no fee question. */
const REMEDIES = /^(?:28[1-9]|296)$/;
export const isRemedy = (h: LegalHit) => h.section.source === '35 USC' && REMEDIES.test(h.section.section);

/** The sections of the petition accepting a missed maintenance fee: the statute and the rule, whose revisions may differ. */
const MISSED_FEE_REMEDY = [
  { source: '35 USC', section: '41', pinpoint: '(c)' },
  { source: '37 CFR', section: '1.378', pinpoint: '(a)' },
] as const;

/** A cited section whose current text states only one of the rules in force: the note stating all of them. */
const RULE_NOTES: { cites: (h: LegalHit) => boolean; note: (kb: LegalKnowledgeBase) => string }[] = [
  {
    // 35 U.S.C. 173 says 15 years; applications filed before 2015-05-13 keep 14.
    cites: (h) =>
      (h.section.source === '35 USC' && h.section.section === '173') ||
      (h.section.source === 'MPEP' && h.section.section === '1505'),
    note: designTermNote,
  },
];

/** The passages that answer a legal question, with their operative sentences (and the deadline, when dated). */
export function legalEvidence(
  kb: LegalKnowledgeBase,
  question: string,
  // today (ISO): the asker's clock, against which a topic's answer reads the relative dates told ("last year").
  // part: the question is one part of a question asking two things, asked alone (its other part is not looked for).
  opts: { focus?: string; deadline: ComputedDeadline | null; today?: string; part?: boolean },
): LegalEvidence {
  // A fee question is led by the fee schedule's amounts; a deadline asked with its cost ("when is it due, and at what
  // fee?") states the amounts of its extension fee after the dates (attorney review 2, issue 25).
  const fee = opts.deadline
    ? opts.deadline.rule.restoration?.extension && readQuestion(question).asks.has('cost')
      ? // The months the 6-month statutory period leaves (35 U.S.C. 133): 3 after a 3-month period.
        feeLead(
          kb,
          question,
          opts.focus,
          'extension-of-time',
          Math.max(1, 6 - opts.deadline.rule.months),
          opts.today,
        )
      : null
    : feeLead(kb, question, opts.focus, undefined, undefined, opts.today);
  // A few more than are cited, so that a section quoting the same text as another can give way to the next one.
  // A fee question is not answered from the remedies for infringement (35 U.S.C. 289's "$250" is no fee).
  const hits = kb.search(question, 6, opts.focus).filter((h) => !fee || !isRemedy(h));
  // The sections a deadline's rule names beside its basis; for a missed maintenance fee, those of the petition too.
  const alsoCited = [
    ...(opts.deadline?.rule.also ?? []),
    ...(opts.deadline?.missed ? MISSED_FEE_REMEDY : []),
  ];
  // A computed deadline puts the passage it rests on first; the paragraphs its rule names (passage ids) follow it.
  const named = new Set<number>();
  if (opts.deadline) {
    const { source, section, pinpoint } = opts.deadline.rule.cite;
    const s = kb.get(source, section);
    if (s) {
      // The passage of that paragraph stating the period (e.g. 119(e)(1): "not later than 12 months"); the one holding
      // the sentence the rule quotes first, in it or in the paragraph it belongs to (102(b)'s lead-in to (b)(1)(A)).
      const passages = kb.passagesOf(s.id);
      const inPara = passages.filter((p) => p.pinpoint.startsWith(pinpoint));
      const { quote } = opts.deadline.rule;
      const stated = passages
        .filter((p) => p.pinpoint.startsWith(pinpoint) || (!!p.pinpoint && pinpoint.startsWith(p.pinpoint)))
        // A sentence, not only a line: the MPEP runs sentences together in one paragraph (201.04's "Foreign filings
        // must be made within 12 months …" follows its definition), and a rule's quote is anchored at a sentence's start.
        .find((p) => !!quote && [...p.text.split('\n'), ...sentencesOf(p.text)].some((l) => quote.test(l)));
      const at = stated ?? inPara.find((p) => FACT.test(p.text)) ?? inPara[0];
      const rest = hits.filter((h) => h.section.id !== s.id);
      const first = at
        ? { section: s, passage: at, score: Infinity }
        : { section: s, ...kb.bestPassage(s, legalTerms(question), true) };
      // The sections the rule names beside its basis (the extension rule, the statutory maximum) follow it.
      const also = alsoCited.flatMap((a) => {
        const x = kb.get(a.source, a.section);
        // Another paragraph of the same section is cited too (37 CFR 1.97(d) beside the 1.97(e) period).
        if (!x || (x.id === s.id && a.pinpoint === pinpoint)) return [];
        const p =
          kb.passagesOf(x.id).find((q) => q.pinpoint.startsWith(a.pinpoint)) ?? kb.passagesOf(x.id)[0];
        return p ? [{ section: x, passage: p, score: Number.MAX_VALUE }] : [];
      });
      for (const h of also) named.add(h.passage.id);
      const ids = new Set(also.map((h) => h.section.id));
      hits.splice(0, hits.length, first, ...also, ...rest.filter((h) => !ids.has(h.section.id)));
    }
  }
  // The sentence a topic's rule is stated in (no maintenance fees for designs) leads, its section cited first.
  // A definitional question without a topic definition is led by the texts' own definition of its subject.
  const topic = topicOf(question, opts.focus, kb.router(question));
  const lead = opts.deadline
    ? undefined
    : topicLead(topic, `${opts.focus ?? ''} ${question}`, definitionLead(kb, question));
  const subject = lead ? leadsOfTopic(kb, lead) : null;
  // The topic's MPEP sections, when their chapter is loaded, are cited after its lead (MPEP 804.02 for a terminal disclaimer).
  for (const id of topic?.mpepSections ?? []) {
    const s = kb.get('MPEP', id);
    if (s && !hits.some((h) => h.section.id === s.id))
      hits.splice(0, 0, {
        section: s,
        ...kb.bestPassage(s, legalTerms(question), false),
        score: Number.MAX_VALUE,
      });
  }
  // The lead's hits (one per part of a definition) come first, in their order, and keep their passages.
  const nLed = subject?.hits.length ?? 0;
  if (subject) {
    const ids = new Set(subject.hits.map((h) => h.section.id));
    hits.splice(0, hits.length, ...subject.hits, ...hits.filter((h) => !ids.has(h.section.id)));
  }
  // A priority question of a named era (pre-AIA, AIA) quotes the version of 37 CFR 1.55 / 1.78 for it, in its words.
  for (const [i, h] of hits.entries()) {
    const v = versionCited(kb, `${opts.focus ?? ''} ${question}`, h.section);
    if (v !== h.section)
      hits[i] = { section: v, ...kb.bestPassage(v, legalTerms(question), false), score: h.score };
  }
  const cap = Math.max(3, 1 + alsoCited.length, nLed + 1);
  const quoteFor = `${opts.focus ?? ''} ${question}`;
  // Quoted from the passage and the one after it (a lead-in and its items).
  const quote = (h: LegalHit, n: number) => operativeSentences(kb.withNext(h.passage), quoteFor, n);
  const picked: LegalHit[] = [];
  const seen = new Set<string>();
  const terms = legalTerms(quoteFor);
  const wantsFact = ASKS_FACT.test(question);
  for (const [at, h] of hits.entries()) {
    if (picked.length >= cap) break;
    // A section of a regime the question does not name (records requests, federal funding, PTE, reissue) is left out.
    const kept = at < nLed || (opts.deadline && at === 0) || h.score >= Number.MAX_VALUE;
    if (!kept && offRegime(h.section, quoteFor)) continue;
    // A definition of a word ('the term “USMCA country” has the meaning …') met "term" or "means" by chance: it is
    // cited only for a question asking what a word means (attorney review of issue 25: 35 U.S.C. 11 on a term question).
    if (!kept && !asksDefinition(quoteFor.trim()) && quote(h, 2).every((q) => WORD_DEFINITION.test(q)))
      continue;
    if (picked.length < nLed) {
      picked.push(h);
      for (const r of quote(h, 2).flatMap((q) => wordRuns(q))) seen.add(r);
      continue;
    }
    // The MPEP often reprints the statute or rule: a quote another cited section already gives (most of its runs of
    // eight words seen in one of its sentences) is not credited twice. The section is quoted from its next best passage instead, if one is new.
    const options = [h.passage, ...kb.rankedPassages(h.section, terms, wantsFact).map((r) => r.passage)];
    for (const passage of options.slice(0, 4)) {
      const sentences = quote({ ...h, passage }, 2).map((q) => wordRuns(q));
      const reprint = sentences.some(
        (runs) => runs.length >= 12 && runs.filter((r) => seen.has(r)).length >= REPRINT_SHARE * runs.length,
      );
      if (reprint) continue;
      picked.push({ ...h, passage });
      for (const r of sentences.flat()) seen.add(r);
      break;
    }
  }
  // A question asking how long or when, answered without any period: the cited section's passage that states one
  // and shares the question's words is quoted instead (the period is often in a later paragraph of the same rule).
  // So is a question asking a count or who may act: the paragraph stating it (311(c)'s 9 months, 302's "any person").
  const ask = askOf(question);
  const states = (text: string) => FACT.test(text) || answersAsk(text, ask) >= 1;
  const statesFact = (h: LegalHit) => quote(h, 2).some(states);
  // A governing section (topic index) is read before any later section that states it: its own paragraph is the rule.
  const governing = (h: LegalHit) => h.score >= Number.MAX_VALUE;
  const before = picked.findIndex(statesFact);
  // The topic's lead paragraph is cited as found, as is a deadline's basis.
  const lacking = (before < 0 ? picked : picked.slice(0, before).filter(governing)).filter(
    (h) => !picked.slice(0, nLed).includes(h),
  );
  if ((wantsFact || (ask && ask !== 'permission')) && !opts.deadline)
    for (const h of lacking) {
      const i = picked.indexOf(h);
      const alt = kb
        .rankedPassages(h.section, terms, true)
        .find((r) => r.score > 0 && states(r.passage.text));
      if (alt && statesFact({ ...h, passage: alt.passage })) {
        picked[i] = { ...h, passage: alt.passage };
        break;
      }
    }
  // A cited section quoted from a paragraph holding little of the question: its paragraph that holds most of it.
  const shareOf = questionShare(
    quoteFor,
    (t) => kb.termWeight(t),
    (t) => kb.knows(t),
  );
  const pinned = (h: LegalHit) =>
    governing(h) && h.passage.id !== kb.bestPassage(h.section, terms, wantsFact).passage.id;
  if (shareOf)
    for (const [i, h] of picked.entries())
      // A paragraph the topic index pins (not the section's best-ranked one), the deadline's basis and the paragraphs
      // its rule names stay as chosen.
      if (!pinned(h) && !(opts.deadline && (i === 0 || named.has(h.passage.id))) && i >= nLed)
        picked[i] = sharperPassage(kb, h, {
          terms,
          wantsFact,
          quote: (x) => quote(x, 2),
          score: (q) => shareOf(q) + ASK_BONUS * Math.max(+(wantsFact && FACT.test(q)), answersAsk(q, ask)),
          states: (q) => (wantsFact && FACT.test(q)) || answersAsk(q, ask) >= 1,
          share: shareOf,
          operative: OPERATIVE_SHARE,
          taken: new Set(picked.map((x) => x.passage.id)),
        });
  const first = Math.max(nLed, opts.deadline ? 1 : 0);
  const ordered = [...picked.slice(0, first), ...practitionerOrder(picked.slice(first))];
  // The first source is quoted a little more fully.
  const quotes = ordered.map((h, i) => quote(h, i === 0 ? 3 : 2));
  // The topic's lead sentences are quoted first, so that their paragraphs are the ones cited.
  const led = subject && ordered[0]?.section.id === subject.hits[0].section.id;
  if (led)
    subject.sentences.forEach((sentence, i) => {
      quotes[i] = [sentence, ...quotes[i].filter((q) => q !== sentence)].slice(0, nLed > 1 ? 1 : 3);
    });
  const evidence = { question: quoteFor.trim(), hits: [] as LegalHit[], quotes, deadline: opts.deadline };
  // Asked which law applies, with the dates that decide it: the answer, with the dates, leads.
  const eraAnswered = eraAnswer(kb, quoteFor);
  const era = eraAnswered ? { text: eraAnswered, first: true } : eraNote(kb, quoteFor, ordered);
  // The subject's effect in plain words, when every sentence it rests on was found and leads.
  const parts = [topic?.defines ?? []].flat().length;
  // Else the lead's rule in plain words, when every sentence of the lead was found and leads.
  const leadParts = [lead ?? []].flat();
  const says = led && subject.sentences.length === leadParts.length ? leadParts.map((l) => l.says) : [];
  // Else what the topic's rule answers to the aspect asked, when the sentences it rests on lead.
  const answers = led && lead !== topic?.defines ? topicAnswers(topic, quoteFor, opts.today) : [];
  const effect =
    topic?.effect &&
    led &&
    lead === topic.defines &&
    subject.sentences.length === parts &&
    asksEffect(quoteFor.trim())
      ? topic.effect
      : answers.length
        ? `${answers.join(' ')} The texts this rests on:`
        : says.length && says.every(Boolean)
          ? says.join(' ')
          : undefined;
  const found = led
    ? []
    : leadSentences(
        { ...evidence, hits: ordered },
        (t) => kb.termWeight(t),
        (t) => kb.knows(t),
      );
  // A sentence the search found is labelled the answer (or the closest rule) only when it states what is asked and is
  // on the question's topic (review 11: a FOIA form led "who owns the patent", tax strategies "is software patentable").
  const relevant = (l: LeadSentence[]) =>
    answersQuestion(
      l.map((x) => x.sentence),
      ordered[l[0].hit].section,
      quoteFor,
    );
  const answerLead: LeadSentence[] = led
    ? subject.sentences.map((sentence, hit) => ({ hit, sentence }))
    : // A governing section's rule was chosen for stating what is asked, on the topic the question is routed to.
      found.length &&
        (found[0].governing ? !offRegime(ordered[found[0].hit].section, quoteFor) : relevant(found))
      ? found
      : [];
  // A question asking two things: the lead of the topic its other part asks follows the first part's answer.
  const cited = ordered.map((h, i) => pinpointOfQuote(kb, h, quotes[i]));
  const second =
    fee || opts.deadline || !answerLead.length || answerLead[0].closest
      ? undefined
      : secondTopic(question, topic, opts.focus);
  const secondLead = second ? topicLead(second, quoteFor) : undefined;
  const more = secondLead ? leadsOfTopic(kb, secondLead) : null;
  for (const [i, h] of (more?.hits ?? []).entries()) {
    const sentence = more!.sentences[i];
    if (answerLead.some((l) => l.sentence === sentence)) continue;
    let at = cited.findIndex((x) => x.section.id === h.section.id && x.passage.id === h.passage.id);
    if (at < 0) {
      at = cited.push(h) - 1;
      quotes.push([sentence]);
    }
    answerLead.push({ hit: at, sentence });
  }
  // Both parts' rules lead: their sections are cited first, in the order the answer states them (the design term of
  // 35 U.S.C. 173, then 41(b)(3)'s no maintenance fees), before the sections the search found beside them.
  if (more) {
    const order = [...new Set([...answerLead.map((l) => l.hit), ...cited.keys()])];
    const [wasCited, wasQuoted] = [[...cited], [...quotes]];
    order.forEach((from, to) => {
      cited[to] = wasCited[from];
      quotes[to] = wasQuoted[from];
    });
    for (const l of answerLead) l.hit = order.indexOf(l.hit);
  }
  // A question asking two things, its other part on no second topic: each part is asked alone, and a part's own answer
  // (a sentence stating what it asks, from another section) leads beside the first part's (review of 2026-11-30: a
  // question asking two things got one lead).
  if (!more && !fee && !opts.deadline && !opts.part && answerLead.length && !answerLead[0].closest) {
    const parts = clausesOf(question);
    for (const part of parts.length > 1 ? parts : []) {
      if (part.split(/\s+/).length < 4) continue;
      const alone = legalEvidence(kb, part, {
        focus: opts.focus,
        deadline: null,
        today: opts.today,
        part: true,
      });
      const l = alone.lead?.[0];
      const h = l && !l.closest && !alone.fee ? alone.hits[l.hit] : undefined;
      if (!l || !h || answerLead.some((x) => cited[x.hit]?.section.id === h.section.id)) continue;
      let at = cited.findIndex((x) => x.section.id === h.section.id && x.passage.id === h.passage.id);
      if (at < 0) {
        at = cited.push(h) - 1;
        quotes.push([l.sentence]);
      }
      answerLead.push({ hit: at, sentence: l.sentence });
      break;
    }
  }
  const delayStandard = opts.deadline?.missed
    ? MISSED_FEE_REMEDY.map((ref) => citeKb(kb, { ...ref, holds: DELAY_STANDARD }))
    : undefined;
  // Every text the answer quotes, for the wording a later text of the data changes (the delay standard's too).
  const quotedTexts = [
    ...cited.map((h, i) => ({ section: h.section, label: lawSource(h).label, text: quotes[i].join(' ') })),
    ...MISSED_FEE_REMEDY.flatMap((ref, i) => {
      const s = kb.get(ref.source, ref.section);
      const b = delayStandard?.[i];
      return s && b?.quote ? [{ section: s, label: b.label, text: b.quote }] : [];
    }),
  ];
  return {
    fee,
    effect,
    priority: fee ? null : reliedOn(priorityNote(kb, quoteFor, opts.deadline), cited),
    preface: opts.deadline
      ? undefined
      : [era?.first ? era.text : null, topic?.note].filter(Boolean).join('\n\n') || undefined,
    question: quoteFor.trim(),
    lead: answerLead,
    // A quote taken wholly from the passage after the one found is cited at that passage's pinpoint.
    hits: cited,
    quotes,
    deadline: opts.deadline,
    deadlineBasis: opts.deadline
      ? citeKb(kb, { ...opts.deadline.rule.cite, holds: opts.deadline.rule.quote ?? FACT })
      : null,
    notes: [
      ...RULE_NOTES.filter((r) => ordered.some(r.cites)).map((r) => r.note(kb)),
      ...[
        era && !era.first ? era.text : null,
        priorArtDatesNote(kb, question),
        missingChapterNote(kb, topic),
      ].filter((n): n is string => !!n),
      ...laterTextNotes(kb, quotedTexts),
    ],
    delayStandard,
    restorationBasis: opts.deadline?.restoration
      ? citeKb(kb, { ...opts.deadline.restoration.how.cite, holds: opts.deadline.restoration.how.quote })
      : null,
  };
}

/** A version note kept only when the answer relies on its rule (see reliesOn). */
const reliedOn = (note: PriorityNote | null, cited: LegalHit[]) =>
  note &&
  reliesOn(
    note,
    cited.map((h) => h.section),
  )
    ? note
    : null;

/** The first `n` words of a text, marked as cut when there are more. */
const firstWords = (text: string, n: number) => {
  const w = text.split(/\s+/);
  return w.length > n ? `${w.slice(0, n).join(' ')} […]` : text;
};

/** A paragraph's heading, however long ('(C) Guarantee of adjustments for delays due to derivation proceedings, …'). */
const PART_HEADING = /^\(\w{1,4}\)\s+[^.;:]{3,160}\.$/;

/** The hits and sentences of a topic's lead or of the parts of its definition, in order; null when none is found. */
export function leadsOfTopic(
  kb: LegalKnowledgeBase,
  lead: TopicLead | TopicLead[],
): { hits: LegalHit[]; sentences: string[] } | null {
  const found = [lead]
    .flat()
    .map((l) => leadOfTopic(kb, l))
    .filter((x) => x !== null);
  return found.length ? { hits: found.map((x) => x.hits[0]), sentences: found.map((x) => x.sentence) } : null;
}

/** A sentence naming a period set by the one before it ("This three-month period …", "Such time limit …"). */
const PERIOD_REFERRED = /^(?:This|That|Such|The said) (?:[\w-]+ )?(?:time )?(?:period|time limit|deadline)\b/;

/** The hit and sentence(s) a topic's lead names: the passage of its section holding them; null when none does. */
export function leadOfTopic(
  kb: LegalKnowledgeBase,
  lead: TopicLead,
): { hits: LegalHit[]; sentence: string } | null {
  const [source, section, pinpoint] = lead.section;
  const s = kb.get(source, section);
  if (!s) return null;
  const list = kb.passagesOf(s.id);
  // The paragraph the lead names is read first: a sentence can recur word for word in another paragraph (37 CFR
  // 1.137(a) and (b) list a petition's parts alike).
  const inPin = (p: { pinpoint: string }) => !!pinpoint && p.pinpoint.startsWith(pinpoint);
  const order = [...list.entries()].sort(([, a], [, b]) => Number(inPin(b)) - Number(inPin(a)));
  for (const [i, passage] of order) {
    const own = sentencesOf(passage.text);
    const found = own.find((x) => lead.holds.test(x));
    // The sentence must stand in this passage, so that this passage is the one cited.
    if (!found) continue;
    // Read with the passages around it: a lead-in can end the one before, the items run on over the next ones (a
    // passage joins short paragraphs, so a lead-in's last item can stand passages on: 37 CFR 1.321(c)(3), (d)(1)–(3)).
    const before = sentencesOf(list[i - 1]?.text ?? '');
    const after = list.slice(i + 1, i + 6).flatMap((p) => sentencesOf(p.text));
    const all = [...before, ...own, ...after];
    const at = before.length + own.indexOf(found);
    const more = all.slice(at + 1).find((x) => lead.holds.test(x));
    // A sentence left open before its items is read with them; an item, with the lead-in it completes.
    // An item of a list ('(e) … ; or') is read alone: the item before it or after it is its sibling, not its lead-in.
    const opens = (x: string, next: string) =>
      isLeadIn(x, next) && !(marker(x) && marker(x) === marker(next));
    const items = opens(all[at], all[at + 1]) ? itemsAfter(all, at) : [];
    // A period named by reference ("This three-month period is not extendable") is read with the sentence setting it.
    const refers = at > 0 && own.includes(all[at - 1]) && PERIOD_REFERRED.test(all[at]);
    const leadIn = at > 0 && (refers || opens(all[at - 1], all[at])) ? [all[at - 1]] : [];
    // A second sentence the lead holds is quoted with its own items when it is a lead-in too (37 CFR 1.321(d)).
    const moreAt = more && !items.includes(more) ? all.indexOf(more, at + 1) : -1;
    const moreItems = moreAt >= 0 && isLeadIn(all[moreAt], all[moreAt + 1]) ? itemsAfter(all, moreAt) : [];
    // A second sentence away from the first is quoted after an ellipsis, never spliced onto it (attorney review of
    // issue 25: 35 U.S.C. 115(d)(1) ran on into (d)(2)(B)).
    const gap = moreAt > at + items.length + 1 ? ['…'] : [];
    const said = [...leadIn, all[at], ...items, ...(moreAt >= 0 ? [...gap, more!, ...moreItems] : [])];
    // A part of a definition is quoted briefly, after its paragraph's heading ('(B) Guarantee of no more than …').
    const heading = lead.words && at > 0 && PART_HEADING.test(all[at - 1]) ? `${all[at - 1]} ` : '';
    return {
      hits: [{ section: s, passage, score: Infinity }],
      sentence:
        heading +
        (lead.words ? firstWords(said.join(' '), lead.words) : cutQuote(said.join(' '), new Set(), 120)),
    };
  }
  return null;
}

function pinpointOfQuote(kb: LegalKnowledgeBase, h: LegalHit, quote: string[]): LegalHit {
  // The quote up to its first cut, else its first sentence alone (a heading quoted before its paragraph's rule).
  const cut = quote[0]?.replace(/^\[…\] /, '').split(' […]')[0];
  if (!cut) return h;
  const firsts = [...new Set([cut, cut.split(/(?<=\.)\s+(?=[A-Z(])/)[0]].map((x) => x.slice(0, 120)))];
  // The passage the first quoted sentence stands in: the passage found, else the one after it.
  const list = kb.passagesOf(h.section.id);
  const at = list.findIndex((p) => p.id === h.passage.id);
  const near = list.slice(at, at + 2);
  const p = near.find((x) => firsts.some((f) => x.text.includes(f)));
  if (!p) return h;
  // Pinpoints restart from the section's text, so the passage's paragraphs are read in their section.
  const pin = quotePinpoint(h.section.text, near.map((x) => x.text).join('\n'), [quote[0]]);
  return pin && pin !== h.passage.pinpoint ? { ...h, passage: { ...p, pinpoint: pin } } : h;
}

/** The share of a quote's word runs already quoted that makes it a reprint (rules' common lead-ins share less). */
const REPRINT_SHARE = 0.8;

/** Every run of `n` consecutive words of a text, lower-cased, punctuation dropped. */
function wordRuns(text: string, n = 8): string[] {
  const w = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + n <= w.length; i++) out.push(w.slice(i, i + n).join(' '));
  return out;
}

/** A sentence defining a word of the text ('the term “X” means', 'the term "Y" has the meaning given'). */
const WORD_DEFINITION =
  /\bthe terms? ["“][^"”]{1,60}["”] (?:means?|has the meaning|includes?|shall (?:mean|have|include))/i;

/** A quoted sentence operates for a question when it holds this share of the question's terms, weighed by idf. */
export const OPERATIVE_SHARE = 0.5;
/** A piece of a case citation split off as a sentence ('Cir. 1999) (The claims were …'): never a rule to lead with. */
const FRAGMENT = /^(?:Cir\.|Ct\.|App\.|Supp\.|\d+\s*(?:F\.|USPQ|U\.S\.)|[a-z)\]])|\b[Ff]orm paragraphs?\b/;
/** The share a governing section's sentence stating what is asked must hold of the question's weighted terms. */
export const GOVERNING_SHARE = 0.2;
/** What stating the asked period, count, person or permission adds to a candidate lead sentence's score. */
const ASK_BONUS = 0.3;
/** What each place further down the cited sections costs a candidate lead sentence. */
const RANK_STEP = 0.1;

export interface LeadSentence {
  /** Index of the hit (and its quotes) the sentence is taken from. */
  hit: number;
  sentence: string;
  /** Not an operative sentence: the closest statement of a rule in the cited sections (see closestRule). */
  closest?: boolean;
  /** The rule of the section governing the question's topic, stating what is asked (see governingRule). */
  governing?: boolean;
}

/**
 * The direct answer to a legal question (attorney review, issue 25): the operative sentence of the cited sections
 * that holds the largest share of the question's terms (each weighed by how rare it is in the texts; a lead-in is
 * read with the items it introduces), one stating the period or count asked for preferred; a second sentence, from
 * another sentence, only when it states the period or count the first lacks. Words no text holds do not count when
 * the texts know three quarters of the question's words. When no quoted sentence holds half of the question's weight, the
 * closest rule (marked as such) or nothing: the answer then says it found none rather than lead with a loose quote.
 */
export function leadSentences(
  e: LegalEvidence,
  weight: (term: string) => number = () => 1,
  known: (term: string) => boolean = () => true,
): LeadSentence[] {
  const question = e.question ?? '';
  // A word no text holds ('spacecraft') can be in no quoted sentence: the share is of the words the texts know.
  const shareOf = questionShare(question, weight, known);
  if (!shareOf) return [];
  const wantsFact = ASKS_FACT.test(question);
  const ask = askOf(question);
  const named = namedProceedings(question);
  const scored = e.hits.flatMap((h, hit) => {
    // A section the topic index (or the question) names governs the subject: its sentence stating what is asked
    // answers even when the question's other words (its facts, its wording) are not in it.
    const governing = h.score >= Number.MAX_VALUE;
    const quotes = e.quotes[hit] ?? [];
    return quotes.map((q, at) => {
      // So is a paragraph heading ('(d) Patents and Published Applications Effective as Prior Art.') with its rule.
      const heading = HEADING.test(q) && at + 1 < quotes.length ? [quotes[at + 1]] : [];
      const items = isLeadIn(q, quotes[at + 1]) ? itemsAfter(quotes, at) : heading;
      const sentence = [q, ...items].join(' ');
      const share = shareOf(sentence);
      const fact = wantsFact && FACT.test(sentence);
      const answers = answersAsk(sentence, ask);
      // A period, count or person needs one shared term; a weaker statement (a time condition, 'may') needs more.
      const governs = governing && (answers >= 1 ? share > 0 : answers > 0 && share >= GOVERNING_SHARE);
      // The sections come best first (the statute, the rule, the MPEP): a later one must answer more to lead. A
      // weak statement of the ask (a time condition, 'may') lets a governing sentence operate but earns nothing.
      const bonus = fact || answers >= 1 ? ASK_BONUS : 0;
      const strong = answers >= 1;
      // A sentence confined to a proceeding or kind of patent the question does not name never leads, unless the topic
      // index names its section (review 10: the design and plant exemption led "I forgot to pay my maintenance fee").
      const elsewhere = !governing && quotedElsewhere(q, h.passage.text, named);
      return {
        hit,
        sentence,
        elsewhere,
        words: q.split(/\s+/).length,
        share,
        fact,
        at,
        governs,
        strong,
        score: share + bonus - RANK_STEP * hit,
      };
    });
  });
  // No sentence holds half of the question: a governing section's sentence stating what is asked answers it.
  // Beside sentences holding half of it, only one stating a period, count or person competes (a 'may' is too common).
  const candidates = scored.filter((x) => !x.elsewhere);
  const allByShare = candidates.filter((x) => x.share >= OPERATIVE_SHARE && !FRAGMENT.test(x.sentence));
  const governed = allByShare.filter((x) => e.hits[x.hit].score >= Number.MAX_VALUE);
  const byShare = governed.length ? governed : allByShare;
  const pool = byShare.length
    ? [...byShare, ...candidates.filter((x) => x.governs && x.strong && !byShare.includes(x))]
    : candidates.filter((x) => x.governs);
  // A question asking a period, count or person is answered by a sentence stating one, when any does.
  const stating = pool.filter((x) => x.strong);
  const stated = stating.length ? stating : pool;
  // A sentence saying what its section is about ("This section sets forth guidelines for …") gives way to one of the
  // section's rules (attorney review 2: "When is a claim means-plus-function?" led with MPEP 2181's first sentence).
  const ruling = stated.filter((x) => !SCOPE.test(x.sentence));
  const operative = ruling.length ? ruling : stated;
  operative.sort((a, b) => b.score - a.score || a.hit - b.hit || a.at - b.at);
  const [first] = operative;
  if (!first) return governingRule(e, candidates, question) ?? closestRule(candidates);
  // The period or count asked for, when the first lacks it: from another operative sentence, else from the cited
  // sentence stating one that shares most of the question (at least as much as a closest rule must).
  const byScore = (a: { score: number }, b: { score: number }) => b.score - a.score;
  const second =
    wantsFact && !first.fact
      ? (operative.find((x) => x.hit !== first.hit && x.fact) ??
        scored
          .filter(
            (x) =>
              x.fact &&
              x.share >= CLOSEST_SHARE &&
              x.sentence !== first.sentence &&
              !HEADING.test(x.sentence),
          )
          .sort(byScore)[0])
      : undefined;
  // A governing sentence led only by a weak statement of the ask ('may', 'before') is offered as the closest rule.
  if (!byShare.includes(first) && !first.strong)
    return [{ hit: first.hit, sentence: first.sentence, closest: true }];
  return [first, ...(second ? [second] : [])].map(({ hit, sentence }) => ({ hit, sentence }));
}

/** A sentence stating what its section or chapter is about, not a rule of it. */
const SCOPE =
  /^(?:This|The following) (?:section|chapter|subsection|part)s? (?:sets? forth|describes?|discuss(?:es)?|provides? (?:guidance|an overview)|covers?|address(?:es)?|explains?|relates?|is directed)\b|^Throughout this (?:section|chapter)\b/i;
/** A rule stated as such: a period or count, or a condition or obligation ('must', 'may not', 'unless', 'only if'). */
const STATES_RULE =
  /\b(?:must|shall|may not|will not|is not|are not|unless|only if|if|provided that|within|not later than|no later than|before|after|at least|at most|entitled|required?)\b/i;
/** A closest rule must still hold this share of the question's weighted terms (below it the answer says it has none). */
export const CLOSEST_SHARE = 0.25;
/** A closest rule comes from the first two cited sections (statute first): further down, it is rarely the rule asked for. */
const CLOSEST_FROM = 2;
/** Longest closest rule worth leading with, in words; a longer sentence is quoted among the supporting quotes only. */
const CLOSEST_WORDS = 70;

/**
 * No sentence holds half of the question's weight: the lead is then the best short statement of a rule in the first
 * cited sections (a period, count, condition or obligation) holding at least CLOSEST_SHARE of it, marked as the closest rule
 * rather than the answer; none when even that is weak.
 */
function closestRule(
  scored: {
    hit: number;
    sentence: string;
    words: number;
    share: number;
    fact: boolean;
    at: number;
    score: number;
  }[],
): LeadSentence[] {
  const rules = scored
    .filter(
      (x) =>
        x.hit < CLOSEST_FROM &&
        x.share >= CLOSEST_SHARE &&
        (FACT.test(x.sentence) || STATES_RULE.test(x.sentence)) &&
        // A lead-in is measured without the items it introduces.
        x.words <= CLOSEST_WORDS &&
        !HEADING.test(x.sentence),
    )
    .sort((a, b) => b.score - a.score || a.hit - b.hit || a.at - b.at);
  return rules.length ? [{ hit: rules[0].hit, sentence: rules[0].sentence, closest: true }] : [];
}

/** Longest governing rule worth leading with, in words (a lead-in read with its items may be longer). */
const GOVERNING_WORDS = 90;

/**
 * No sentence holds half of the question, and none of a governing section states what is asked with the question's
 * own words: the question is on a topic (its recognisers, or its content words: topicOf), so the rule of that topic's
 * first governing section that states the kind of thing asked (a period, a party, an amount, a permission or
 * consequence; any rule for an open "how do I" or "what is") answers it, in the words of the texts rather than the
 * asker's. Its section's first such sentence, in the order the topic cites its sections (statute, rule, MPEP).
 */
function governingRule(
  e: LegalEvidence,
  candidates: { hit: number; sentence: string; words: number; at: number; share: number }[],
  question: string,
): LeadSentence[] | null {
  const asked = askedFor(question);
  const rules = candidates.filter(
    (x) =>
      e.hits[x.hit].score >= Number.MAX_VALUE &&
      x.words <= GOVERNING_WORDS &&
      !HEADING.test(x.sentence) &&
      !FRAGMENT.test(x.sentence) &&
      !SCOPE.test(x.sentence) &&
      (FACT.test(x.sentence) || STATES_RULE.test(x.sentence) || RULING_WORDS.test(x.sentence)) &&
      statesAsked(x.sentence, asked),
  );
  // Asked what a thing is: a sentence defining it ("A continuation-in-part is an application …") comes first.
  const defines = (x: { sentence: string }) => +(asksDefinition(question) && DEFINING.test(x.sentence));
  rules.sort((a, b) => defines(b) - defines(a) || a.hit - b.hit || b.share - a.share || a.at - b.at);
  return rules.length ? [{ hit: rules[0].hit, sentence: rules[0].sentence, governing: true }] : null;
}
/** A sentence defining its subject: "A continuation-in-part is …", "The term "X" means …". */
const DEFINING = /^(?:An?|The)\s+(?:term\s+)?["“]?[\w -]{2,40}?["”]?\s+(?:is|are|means|refers to)\b/;
/** A permission or duty a rule grants or imposes ('may file', 'is entitled', 'shall be'). */
const RULING_WORDS = /\b(?:may|shall|entitled|will)\b/i;

/** A hit is quoted in support when one of its quoted sentences holds at least one of the question's terms. */
function supports(quotes: string[], question: string): boolean {
  const terms = roots(question);
  return !terms.size || quotes.some((q) => [...roots(q)].some((t) => terms.has(t)));
}

/** A paragraph heading quoted as a sentence of its own: '(d) Patents and Published Applications Effective as Prior Art.'. */
const HEADING = /^\(\w{1,4}\)\s+(?:\S+\s+){0,11}\S+\.$/;

/** The kind of a paragraph marker: '(b)' letter, '(2)' number, '(B)' capital, '(ii)' roman numeral; '' for none. */
const marker = (x: string) => {
  // A bare marker ('(c)' before its '(1)') is a paragraph too: 37 CFR 1.495(b)'s items ran on into (c)(1).
  const m = /^\((\w{1,4})\)(?:\s|$)/.exec(x)?.[1] ?? '';
  return !m ? '' : /^\d+$/.test(m) ? 'n' : /^[ivx]+$/.test(m) ? 'r' : /^[a-z]$/.test(m) ? 'a' : 'A';
};

/** The quoted items a lead-in introduces: the sentences after it up to the next paragraph at its own level (six at most). */
function itemsAfter(quotes: string[], at: number): string[] {
  const level = marker(quotes[at]);
  const items = marker(quotes[at + 1] ?? '');
  const out: string[] = [];
  for (const x of quotes.slice(at + 1, at + 7)) {
    if (level && marker(x) === level) break;
    // A paragraph above the items' level ('(2)' after items '(A)', '(B)') is the next rule, not an item (review 11).
    if (items && marker(x) && LEVEL_RANK[marker(x)] < LEVEL_RANK[items]) break;
    out.push(x);
  }
  return out;
}

/** The depth of each kind of paragraph marker in statutes and rules: (a), (1), (A), (i). */
const LEVEL_RANK: Record<string, number> = { a: 0, n: 1, A: 2, r: 3 };

/** Money amounts in a quote: fee amounts of the 2013 schedule, which must carry their date and the fee caution. */
const AMOUNT = /\$\s?\d|\.{3,}\s*\d[\d,]*\.\d{2}\b/;

/** The date a quoted amount carries (amountsAsOf): the 2013 fee schedule of the rules, or the statute or MPEP text's revision. */
const amountDate = (h: LegalHit) => amountsAsOf(h.section.source, h.section.revision);

/** The date the money amounts of a quoted text carry, or null when it quotes none (for the model's legal lookup). */
export function amountsDated(h: LegalHit, text: string): string | null {
  return feeAmount(h, text) ? amountDate(h) : null;
}

/** Whether a quote of a section states a fee amount (35 U.S.C. 289's "not less than $250" is a remedy, not a fee). */
const feeAmount = (h: LegalHit, text: string) => AMOUNT.test(text) && !isRemedy(h);

/** ' [amounts: …]' after a quote of a hit stating a fee amount; '' for any other quote. */
const amountsTag = (h: LegalHit, text: string) => (feeAmount(h, text) ? ` [amounts: ${amountDate(h)}]` : '');

/** The same tag after a rule quoted as a deadline's basis (35 U.S.C. 41(b)'s maintenance fees). */
const basisAmountsTag = (b: DeadlineBasis) => {
  const source = parseLabel(b.label)?.source;
  return source && b.quote && AMOUNT.test(b.quote) ? ` [amounts: ${amountsAsOf(source, b.revision)}]` : '';
};

/**
 * A lead sentence cited at its own paragraph (review 11: a sentence of 102(b)(2) led under its hit's 102(b)(1)(B));
 * a lead-in with its items, at the paragraph they all stand under.
 */
function citeSentence(h: LegalHit, sentence: string): string {
  // A lead-in is read with its items: each is looked up in its own paragraph.
  const pieces = sentence
    .split(/\s(?=\(\w{1,4}\)\s)/)
    .filter((x) => x.replace(/\[…\]/g, '').trim().length >= 20);
  const own = quotePinpoint(h.section.text, h.section.text, pieces.length ? pieces : [sentence]);
  return cite(own ? { ...h, passage: { ...h.passage, pinpoint: own } } : h);
}

/**
 * A quote from another paragraph than its hit is cited at ("(2) Disclosures appearing …" quoted with 102(b)(1)(B)):
 * its own label after it; '' when it stands under the hit's pinpoint (or the section is not numbered so).
 */
function elsewhereIn(h: LegalHit, quote: string): string {
  if (h.section.source !== '35 USC' && h.section.source !== '37 CFR') return '';
  const own = quotePinpoint(h.section.text, h.section.text, [quote]);
  return own && !own.startsWith(h.passage.pinpoint) ? ` (${citationLabel(h.section, own)})` : '';
}

/** A source as the lead answer and the quotes cite it: label, revision and link. */
function cite(h: LegalHit): string {
  const s = lawSource(h);
  return `**${s.label}** (${h.section.title}; ${s.revision})${s.url ? ` [link](${s.url})` : ''}`;
}

/** The extension of time a question asked for, stated after the deadline it extends (37 CFR 1.136(a)). */
export function extensionText(x: RequestedExtension): string {
  const moved = x.moved ? ` (${x.moved})` : '';
  const months = (n: number) => `${n}-month`;
  if (x.available <= 0)
    return 'This period cannot be extended under 37 CFR 1.136(a): it already runs to the 6-month statutory limit.';
  if (x.months > x.available)
    return (
      `**A ${months(x.months)} extension is not available here:** 37 CFR 1.136(a) allows up to five months, but never past the ` +
      `6-month statutory period of 35 U.S.C. 133, so this period can be extended by ${x.available} month${x.available > 1 ? 's' : ''} at most, ` +
      `to **${x.due}**${moved}.`
    );
  return (
    `**With the ${months(x.months)} extension asked about: ${x.due}**${moved} — the reply filed with a petition for a ` +
    `${months(x.months)} extension of time and its fee (37 CFR 1.136(a), 1.17(a)(${x.months})). An extension runs to the day ` +
    'corresponding to the mailing date, counted from the mailing date even when the unextended last day moved off a weekend (MPEP 710.01(a)).' +
    (x.afterFinal
      ? ' After a final rejection whose first reply was filed within 2 months, an advisory action mailed after the 3 months ' +
        'ends the period on its own mailing date, and the months of extension fee are counted from that date (MPEP 706.07(f)).'
      : '')
  );
}

/** How the question's dates in words or ambiguous numbers were read, as a sentence ('' when none was). */
const readAs = (d: ComputedDeadline) => (d.readAs?.length ? ` Dates read: ${d.readAs.join('; ')}.` : '');

const STATUS: Record<NonNullable<MaintenanceWindow['status']>, string> = {
  passed: 'passed: its grace period has ended (check the USPTO fee record that it was paid)',
  surcharge: 'the surcharge period is running now: payable only with the surcharge',
  open: 'open now: payable without surcharge',
  upcoming: 'not yet open',
};

/** The maintenance-fee windows from the grant date a question gives (35 U.S.C. 41(b); 37 CFR 1.362(d)–(e)). */
function* scheduleAnswer(
  d: ComputedDeadline,
  basis: DeadlineBasis | null | undefined,
  standard: DeadlineBasis[] = [],
): Generator<string> {
  const moved = (m: string | null) => (m ? ` (${m})` : '');
  const expired = d.missed?.status === 'passed' ? d.missed : null;
  // A fee missed whose grace period has ended or runs now leads with that; a fee named (or missed, still payable
  // without surcharge) leads with its two last days.
  const missedLead = d.missed ? missedFeeLead(d, d.missed, standard) : '';
  const named = d.missed ?? d.named;
  if (missedLead) yield missedLead;
  else if (named) yield namedFeeLead(d, named);
  yield `**Maintenance fees for a utility patent granted on ${d.from}** (counted from the grant date given; ${d.rule.basis})${d.readAs?.length ? `.${readAs(d)}` : ':'}\n\n`;
  for (const w of d.schedule ?? []) {
    // Once a missed fee let the patent expire, a later fee is not payable: it is paid with the petition, if due by then.
    const later = expired && w.opens > expired.opens;
    const status = later
      ? 'not payable while the patent stays expired'
      : w.status
        ? `${STATUS[w.status]} (today is ${d.today})`
        : '';
    // The fee the lead states is not stated twice (attorney review of issue 25).
    if (!missedLead && w.label === named?.label) {
      yield `- **${w.label} fee:** as above.\n`;
      continue;
    }
    yield (
      `- **${w.label} fee:** payable without surcharge from ${w.opens} through **${w.due}**${moved(w.dueMoved)}; ` +
      `with the surcharge through **${w.graceEnds}**${moved(w.graceMoved)}${status ? ` — ${status}` : ''}.\n`
    );
  }
  yield '\nA last day on a Saturday, Sunday or federal holiday moves to the next business day (35 U.S.C. 21(b)).\n\n';
  if (basis?.inKb && basis.quote)
    yield `> **${basis.label}** (${basis.revision})${basis.url ? ` [link](${basis.url})` : ''}: “${basis.quote}”${basisAmountsTag(basis)}\n\n`;
  for (const note of d.notes ?? []) yield `${note}\n\n`;
}

/**
 * The delay a petition for a missed maintenance fee must show, as each cited text states it (quoted with its
 * revision): the statute's text and the rule's can be of different years and state different standards
 * ('unintentional'; 'unavoidable … or unintentional'), and the answer asserts none the texts do not state.
 */
function delayShown(standard: DeadlineBasis[]): string {
  const quoted = standard.filter((b) => b.inKb && b.quote);
  if (!quoted.length)
    return 'showing a delay the Director accepts (the texts stating the standard are not loaded: check 37 CFR 1.378),';
  const kinds = quoted.map((b) => `${/unavoidabl/i.test(b.quote!)}${/unintentional/i.test(b.quote!)}`);
  const differ = new Set(kinds).size > 1;
  return (
    `showing the delay the cited texts accept — ${quoted.map((b) => `${b.label} (${b.revision}): “${b.quote}”`).join('; ')}` +
    `${differ ? ' (these revisions state different standards: check the current 37 CFR 1.378 before relying on either)' : ''} —`
  );
}

/**
 * The first paragraph for a maintenance fee the question says was missed: the consequence (the patent expired at the end
 * of the fee's grace period, 35 U.S.C. 41(b)(2)) and the remedy (a petition under 37 CFR 1.378), or, while the grace
 * period runs, the last day to pay it with the surcharge.
 */
function missedFeeLead(d: ComputedDeadline, w: MaintenanceWindow, standard: DeadlineBasis[]): string {
  const graceEnd = `${w.graceEnds}${w.graceMoved ? ` (${w.graceMoved})` : ''}`;
  if (w.status === 'passed')
    return (
      `**Expired: unpaid, the ${w.label} fee let the patent (granted ${d.from}) expire ${lapseText(w).replace('its grace period', 'its 6-month grace period')}**` +
      ' — unless it was paid by then, the patent expires as of the end of the grace period ' +
      '(35 U.S.C. 41(b)(2)). **Remedy: a petition to accept the delayed payment (35 U.S.C. 41(c); 37 CFR 1.378)**, ' +
      `${delayShown(standard)} with the maintenance fee and the surcharge of 37 CFR 1.20(i); if accepted, ` +
      'the patent is considered as not having expired, subject to the intervening rights of 35 U.S.C. 41(c)(2). No later ' +
      'fee is payable while the patent stays expired (today is ' +
      `${d.today}).\n\n`
    );
  if (w.status === 'surcharge')
    return (
      `**Still payable with the surcharge: the ${w.label} fee, by ${graceEnd}** — the 6-month grace period after its due ` +
      'date (35 U.S.C. 41(b)(2); 37 CFR 1.362(e), with the surcharge of 37 CFR 1.20(h)). Unpaid by then, the patent ' +
      `expires as of ${w.lapsesAsOf} (37 CFR 1.362(g)); only a petition under 37 CFR 1.378 could then revive it (today is ${d.today}).\n\n`
    );
  return '';
}

/**
 * The first paragraph for the maintenance fee a question names ("the 7.5-year fee", "the first maintenance fee"): its
 * last day without surcharge and, after it, the last day of its grace period with the surcharge (37 CFR 1.362(d)–(e)).
 */
function namedFeeLead(d: ComputedDeadline, w: MaintenanceWindow): string {
  const moved = (m: string | null) => (m ? ` (${m})` : '');
  const anniversary = { '3.5-year': '4th', '7.5-year': '8th', '11.5-year': '12th' }[w.label];
  return (
    `**The ${w.label} fee (patent granted ${d.from}): without surcharge from ${w.opens} through ${w.due}${moved(w.dueMoved)}; ` +
    `with the surcharge through ${w.graceEnds}${moved(w.graceMoved)}** — the 6-month grace period after its due date ` +
    `runs through the day of the ${anniversary} anniversary of the grant (37 CFR 1.362(d)–(e), the surcharge of ` +
    `37 CFR 1.20(h)); unpaid by then, the patent expires as of ${w.lapsesAsOf} (35 U.S.C. 41(b)(2); 37 CFR 1.362(g)), and only a ` +
    `petition under 37 CFR 1.378 can then revive it.${w.status ? ` Now: ${STATUS[w.status]} (today is ${d.today}).` : ''}\n\n`
  );
}

/** The local engine's answer to a legal question, piece by piece: deadline, quotes with citations, the caution. */
export function* legalAnswer(e: LegalEvidence): Generator<string> {
  // What the answer quotes before its supporting quotes, and the sources its lead quotes.
  const shown: string[] = [];
  const ledHits = new Map<number, string[]>();
  const printed = (b: DeadlineBasis | null | undefined): b is DeadlineBasis & { quote: string } =>
    !!(b?.inKb && b.quote && shown.push(b.quote));
  if (e.deadline?.schedule) {
    yield* scheduleAnswer(e.deadline, e.deadlineBasis, e.delayStandard);
    printed(e.deadlineBasis);
  } else if (e.deadline) {
    const d = e.deadline;
    // The calculator says why a last day moved (a weekend or a federal holiday, 35 U.S.C. 21(b)).
    const moved =
      d.due !== d.date ? ` (${d.moved ?? `${d.date} is not a business day (35 U.S.C. 21(b))`})` : '';
    // A term's end (noMove) is no day to act: it is stated as the expiry.
    // The first day an act is allowed (filing abroad without a licence) is said as such, not as a last day.
    const [head, lastDay] = d.rule.opens
      ? ['From', 'the first day to']
      : d.rule.noMove
        ? ['Expiry', 'the last day']
        : ['Deadline', 'the last day to'];
    // Asked whether it can still be done, after the period: the answer first (the grace period: no, for what was shown).
    if (d.conclusion) yield `${d.conclusion}\n\n`;
    yield `**${head}: ${d.due}**${moved}: ${lastDay} ${d.rule.label}, counted from ${d.from}${d.fromNote ? ` (${d.fromNote})` : ''} — ${d.rule.basis}.${readAs(d)}${d.extension ? ` ${extensionText(d.extension)}` : ''}${d.asked ? ` ${d.asked}` : ''}\n\n`;
    // A start dated by its month alone: the last day counted from the month's last day, the latest it can be.
    if (d.latest)
      yield `**At the latest: ${d.latest.due}**${d.latest.moved ? ` (${d.latest.moved})` : ''}, counted from ${d.latest.from}, the month’s last day; the last day is between ${d.due} and ${d.latest.due}, depending on the day.${d.today ? (d.latest.due < d.today ? ` Both have passed (today is ${d.today}).` : d.passed ? ` The earliest has passed (today is ${d.today}): give the day to know.` : '') : ''}\n\n`;
    const quoted = (b: DeadlineBasis | null | undefined) =>
      printed(b)
        ? `> **${b.label}** (${b.revision})${b.url ? ` [link](${b.url})` : ''}: “${b.quote}”${basisAmountsTag(b)}\n\n`
        : '';
    yield quoted(e.deadlineBasis);
    // Asked what if it is missed, before it is: the further period and what is lost after it.
    const ifMissed = !d.passed && d.restoration;
    if (ifMissed) {
      const r = d.restoration!;
      const rMoved = r.moved ? ` (${r.moved})` : '';
      yield `**If it is missed: ${r.how.extension ? 'extended period' : 'restoration'} by ${r.due}**${rMoved}: ${r.how.basis}.${r.how.lost ? ` ${r.how.lost}.` : ''}\n\n`;
      yield quoted(e.restorationBasis);
    }
    if (d.passed) {
      yield `This ${d.rule.noMove ? 'term has ended' : 'deadline has passed'} (today is ${d.today}).`;
      const r = d.restoration;
      const what = r?.how.extension ? 'extended' : 'restored';
      if (r && !r.passed) {
        const rMoved = r.moved ? ` (${r.moved})` : '';
        const head = r.how.extension ? 'Extended period' : 'Restoration';
        yield ` It can still be ${what}:\n\n**${head}: by ${r.due}**${rMoved}: ${r.how.basis}.\n\n`;
        yield quoted(e.restorationBasis);
      } else if (r)
        yield ` The ${r.how.months}-month ${r.how.extension ? 'extension' : 'restoration'} period ended on ${r.due} as well (${e.restorationBasis?.label ?? r.how.cite.section}): it can no longer be ${what}.${r.how.extension && d.rule.noRestoration ? ` ${d.rule.noRestoration}` : ''}\n\n`;
      else yield d.rule.noRestoration ? ` ${d.rule.noRestoration}\n\n` : '\n\n';
      if (r?.how.lost) yield `${r.how.lost}.\n\n`;
      // The rules of the period still answer "when must I reply…" for dates past (the advisory-action rule, 133).
      if (d.notes?.length) yield 'How the period ran:\n\n';
    }
    for (const note of d.notes ?? []) yield `${note}\n\n`;
    // Its cost asked: the extension fees of the schedule, with their date.
    if (e.fee) yield e.fee.text;
  }
  if (e.hits.length === 0 && !e.fee) {
    yield 'I found no passage of the patent-law texts that answers this question.\n\n';
    return;
  }
  const question = e.question ?? '';
  if (!e.deadline && e.preface) yield `${e.preface}\n\n`;
  // A yes or no lead answers the question as asked ("is it too late?" is answered yes when "can I still?" is no).
  if (!e.deadline && e.fee) yield asAsked(question, e.fee.text);
  else if (!e.deadline) {
    const lead = e.lead ?? leadSentences(e);
    // A governing or closest rule is one sentence of the lead, printed alone.
    for (const l of lead[0]?.governing || lead[0]?.closest ? lead.slice(0, 1) : lead) {
      shown.push(l.sentence);
      ledHits.set(l.hit, [...(ledHits.get(l.hit) ?? []), l.sentence]);
    }
    if (lead[0]?.governing)
      yield `**The rule that governs this** (the texts' words, not yours: check that it fits your facts): “${lead[0].sentence}” — ${citeSentence(e.hits[lead[0].hit], lead[0].sentence)}${amountsTag(e.hits[lead[0].hit], lead[0].sentence)}\n\n`;
    else if (lead[0]?.closest)
      yield `**Closest rule found** (no sentence of the texts answers the whole question; check that it applies): “${lead[0].sentence}” — ${citeSentence(e.hits[lead[0].hit], lead[0].sentence)}${amountsTag(e.hits[lead[0].hit], lead[0].sentence)}\n\n`;
    else if (lead.length) {
      const said = lead.map(
        (l) =>
          `“${l.sentence}” — ${citeSentence(e.hits[l.hit], l.sentence)}${amountsTag(e.hits[l.hit], l.sentence)}`,
      );
      // The parts of a definition (three or more), one line each; after the effect they rest on, always.
      const listed = said.length > 2 || !!e.effect;
      // A second thing asked that the texts leave to another source (pendency): said in the lead too.
      const also = whereAnswered(question);
      yield `**Answer:**${e.effect ? ` ${asAsked(question, e.effect)}` : ''}${listed ? said.map((x) => `\n- ${x}`).join('') : ` ${said.join(' ')}`}${also ? `${listed ? '\n' : ' '}${also}` : ''}\n\n`;
    } else {
      // What would answer it, where that is known to lie outside the loaded texts (contract law, USPTO statistics).
      const elsewhere = whereAnswered(question);
      yield (
        `I found no sentence in the patent-law texts that answers this question directly.${elsewhere ? ` ${elsewhere}` : ''} ` +
        `The sections ${elsewhere ? 'found nearest to it' : 'closest to it'} are listed below: read them before relying on any of them.\n\n`
      );
    }
  }
  for (const note of e.notes ?? []) yield `${note}\n\n`;
  if (e.priority) yield e.priority.text;
  // A quote is printed once, and a source that leads is not listed again below (attorney review of issue 25).
  const costAsked = readQuestion(question).asks.has('cost');
  const toAdd = e.quotes.map((q, i) =>
    quotesToAdd(q, shown, { costAsked, isAmount: (x) => feeAmount(e.hits[i], x) }),
  );
  // A source is quoted in support as before (a lead's source by all its sentences), with what it adds.
  const quoted = e.hits
    .map((_, i) => i)
    .filter((i) => toAdd[i].length && supports(ledHits.has(i) ? e.quotes[i] : toAdd[i], question));
  const above = quotedAbove(shown);
  const rest = e.hits
    .map((_, i) => i)
    .filter((i) => !quoted.includes(i) && !ledHits.has(i) && !e.quotes[i].some(above));
  if (quoted.length) {
    yield e.deadline ? 'What the texts say:\n\n' : 'Supporting quotes:\n\n';
    for (const i of quoted)
      yield `- ${cite(e.hits[i])}: ${toAdd[i].map((q) => `“${q}”${elsewhereIn(e.hits[i], q)}`).join(' … ')}${amountsTag(e.hits[i], toAdd[i].join(' '))}\n`;
  }
  if (rest.length) {
    yield `${quoted.length ? '\n' : ''}Also consulted (not quoted: no sentence of it bears on the question):\n\n`;
    for (const i of rest) yield `- ${cite(e.hits[i])}\n`;
  }
  // The amounts printed: of the lead's sentences and of the quotes added under it.
  const amounts = (i: number) =>
    [...(ledHits.get(i) ?? []), ...(quoted.includes(i) ? toAdd[i] : [])].some((q) => feeAmount(e.hits[i], q));
  if (e.fee || e.hits.some((_, i) => amounts(i))) {
    // The link goes to the rules whose amounts are shown: the fee rows' (37 CFR 1.16, 1.18 …), else the quoted ones'.
    const shown = e.fee
      ? e.fee.sources.map((s) => s.url)
      : e.hits
          .filter((h, i) => amounts(i) && (h.section.source === '37 CFR' || h.section.source === 'fees'))
          .map((h) => h.section.url);
    const links = [...new Set(shown.filter((u): u is string => !!u).map((u) => u.replace(/#.*$/, '')))];
    yield `\n${FEES_NOTE}${links.length ? ` The current text of the fee rule: ${links.map((u) => `[link](${u})`).join(', ')}.` : ''}\n`;
  }
  yield `\n${OUT_OF_DATE_NOTE}\n`;
}
