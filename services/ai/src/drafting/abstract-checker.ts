import type { ClaimFinding, ClaimFindingCode } from '@patent-hub/contracts';
import { definiteNps, EXEMPT_HEADS } from './antecedent.js';
import { key, tokenize, type Token } from './claim-nlp.js';
import { isSingular, singular } from './inflect.js';

/** 37 CFR 1.72(b) and MPEP 608.01(b): at most 150 words, one paragraph, no legal phraseology, no merits. */
export const ABSTRACT_MAX_WORDS = 150;

const LEGAL = /\b(?:said|means)\b/gi;
const MERIT =
  /\b(?:novel|improved|superior|better than|advantageous(?:ly)?|unique|revolutionary|excellent|outstanding|state[- ]of[- ]the[- ]art|prior art|conventional (?:devices?|systems?|methods?|approaches?)|unlike (?:existing|known|conventional|prior)|compared (?:to|with) (?:existing|known|conventional|prior)|than (?:the )?(?:existing|known|conventional|prior(?: art)?)|over (?:the )?prior art|overcomes?|drawbacks?|disadvantages?|cheaper|less\s+expensive|inexpensive(?:ly)?|cost[- ]effective(?:ly)?|(?:easy|easier|simple|simpler)\s+to\s+(?:make|manufacture|produce|build|use|install|service|maintain|clean|assemble|repair)|more\s+(?:reliable|economical|convenient|durable|robust)|requires?\s+(?:less|fewer)|can\s+(?:also\s+)?be\s+used\s+(?:in|for)\s+(?:many\s+|various\s+|a\s+variety\s+of\s+)?other\s+(?:applications|purposes|uses|fields))\b/gi;
/** "The nozzle according to claim 1 …": the abstract stands by itself and never refers to the claims. */
const CLAIM_REFERENCE =
  /\b(?:(?:according\s+to|as\s+(?:claimed|defined|recited|set\s+forth)\s+in|of|in)\s+)?claims?\s+\d+(?:\s*(?:-|to|or|and)\s*\d+)*\b/gi;
const IMPLIED =
  /\b(?:the|this)\s+(?:present\s+)?(?:invention|disclosure|application)\s+(?:relates|is directed|concerns|pertains|provides|discloses|describes)\b[^.]*?(?:\bto\b)?|\b(?:this|the present)\s+disclosure\s+(?:relates|concerns)\b|\bdisclosed\s+(?:herein\s+|here\s+|below\s+)?(?:is|are)\b|\b(?:there\s+)?(?:is|are)\s+(?:herein\s+)?disclosed\b|\b(?:this|the)\s+disclosure\s+(?:is\s+directed|describes|discloses|provides|teaches)\b/gi;

/** "The aim of the present invention is to provide …", "It is an object of the invention …": a purpose, not what it is. */
const AIM =
  /\b(?:the|an?|one|another)\s+(?:main\s+|primary\s+|principal\s+|general\s+|further\s+)?(?:aims?|objects?|objectives?|purposes?|goals?)\s+of\s+(?:the|this)\s+(?:present\s+)?(?:invention|disclosure|application)\b|\bit\s+is\s+(?:an?|the|another|one)\s+(?:\w+\s+)?(?:aim|object|objective|purpose|goal)\s+of\b/gi;

const f = (
  code: ClaimFindingCode,
  severity: ClaimFinding['severity'],
  message: string,
  start: number,
  end: number,
): ClaimFinding => ({
  claim: 0,
  code,
  severity,
  message,
  start,
  end,
});

/**
 * Findings on an abstract, generated or typed; spans are offsets in the abstract as given. The title, when known, names
 * the subject a "The …" may refer to without an introduction.
 */
export function checkAbstract(abstract: string, title = ''): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  const text = abstract.trimEnd();
  if (!text.trim()) return out;
  const words = [...text.matchAll(/\S+/g)];
  if (words.length > ABSTRACT_MAX_WORDS) {
    const from = words[ABSTRACT_MAX_WORDS].index;
    out.push(
      f(
        'ABSTRACT_TOO_LONG',
        'error',
        `The abstract has ${words.length} words; at most ${ABSTRACT_MAX_WORDS} are allowed (37 CFR 1.72(b)).`,
        from,
        text.length,
      ),
    );
  }
  // A single line break is a wrapped line; only a blank line (two line breaks) starts another paragraph.
  const para = /\S([ \t\r]*\n[ \t\r]*\n\s*)\S/.exec(text);
  if (para)
    out.push(
      f(
        'ABSTRACT_PARAGRAPHS',
        'error',
        'The abstract must be a single paragraph (MPEP 608.01(b)).',
        para.index + 1,
        para.index + 1 + para[1].length,
      ),
    );
  for (const m of text.matchAll(LEGAL))
    out.push(
      f(
        'ABSTRACT_LEGAL_PHRASE',
        'warning',
        `"${m[0]}" is claim language; avoid legal phraseology such as "said" and "means" in the abstract (MPEP 608.01(b)).`,
        m.index,
        m.index + m[0].length,
      ),
    );
  for (const m of text.matchAll(MERIT))
    out.push(
      f(
        'ABSTRACT_MERIT',
        'warning',
        `"${m[0]}" states a merit or compares with the prior art; the abstract should only describe what is new (MPEP 608.01(b)).`,
        m.index,
        m.index + m[0].length,
      ),
    );
  for (const m of text.matchAll(IMPLIED))
    out.push(
      f(
        'ABSTRACT_IMPLIED_PHRASE',
        'warning',
        `"${m[0].trim()}" is an implied phrase; start with what the invention is or does (MPEP 608.01(b)).`,
        m.index,
        m.index + m[0].trimEnd().length,
      ),
    );
  for (const m of text.matchAll(AIM))
    out.push(
      f(
        'ABSTRACT_IMPLIED_PHRASE',
        'warning',
        `"${m[0]}" states the invention's aim; the abstract says what the invention is and does (MPEP 608.01(b)).`,
        m.index,
        m.index + m[0].length,
      ),
    );
  for (const m of text.matchAll(CLAIM_REFERENCE))
    out.push(
      f(
        'ABSTRACT_LEGAL_PHRASE',
        'warning',
        `"${m[0]}" refers to the claims; the abstract must be read by itself, without the claims (MPEP 608.01(b)).`,
        m.index,
        m.index + m[0].length,
      ),
    );
  const sentences = [...text.matchAll(SENTENCE)];
  // A sentence leaning on one the abstract does not have, wherever it stands ("Alternatively, in the above case, …"):
  // the last one is judged below with the stricter reading of a closing statement.
  sentences.slice(0, -1).forEach((m, k) => {
    const reason = orphanReason(m[0], k === 0);
    if (reason)
      out.push(
        f(
          'ABSTRACT_INCOMPLETE',
          'warning',
          `This sentence does not stand by itself: ${reason}. Say what it refers to, or leave it out.`,
          m.index,
          m.index + m[0].trimEnd().length,
        ),
      );
  });
  // The opening leaning on a passage the abstract lacks ("All the codes having that length are then checked", issue 24
  // attorney review, 3.4), an abstract of background statements only, "An amide derivatives".
  const opening = sentences[0];
  const leaning = opening && sentences.length > 0 ? anaphorReason(opening[0]) : null;
  if (opening && leaning && !orphanReason(opening[0], true))
    out.push(
      f(
        'ABSTRACT_INCOMPLETE',
        'warning',
        `${ANAPHOR_LEAD}${leaning}. Open on what the invention is.`,
        opening.index,
        opening.index + opening[0].trimEnd().length,
      ),
    );
  if (sentences.length > 0 && sentences.every((m) => BACKGROUND.test(m[0]) && !STATES_SUBJECT.test(m[0])))
    out.push(
      f(
        'ABSTRACT_IMPLIED_PHRASE',
        'warning',
        'Every sentence states background (what is known, or what the field depends on), none what the invention is ' +
          'or does; an abstract gives the gist of what is disclosed (37 CFR 1.72(b), MPEP 608.01(b)).',
        sentences[0].index,
        text.length,
      ),
    );
  for (const m of sentences) {
    const a = numberMismatch(m[0]);
    if (a)
      out.push(
        f(
          'ABSTRACT_INCOMPLETE',
          'warning',
          `"${a.phrase}": "${a.article}" is for one thing but "${a.noun}" is plural; write "${a.article} … ${singular(a.noun)}" or the plural without "${a.article}".`,
          m.index + a.at,
          m.index + a.at + a.phrase.length,
        ),
      );
  }
  // Only "the first …", "the given …" warn here; the drafter reads every first mention (firstMentions).
  out.push(...firstMentions(text, title).filter((x) => x.severity === 'warning'));
  // A sentence written twice ("A distance between … . A distance between … .") says nothing the first did not.
  const seen = new Map<string, number>();
  for (const m of text.matchAll(SENTENCE)) {
    const norm = m[0].toLowerCase().replace(/\W+/g, ' ').trim();
    if (norm.split(' ').length < 3) continue;
    if (seen.has(norm))
      out.push(
        f(
          'ABSTRACT_REPEATED',
          'warning',
          'This sentence repeats an earlier sentence of the abstract word for word; state each thing once.',
          m.index,
          m.index + m[0].trimEnd().length,
        ),
      );
    else seen.set(norm, m.index);
  }
  // A trailing ellipsis ("The keeper...") is a cut sentence, not a full stop.
  if (!/[.!?)"'”]$/.test(text) || /(?:\.{2,}|…)$/.test(text)) {
    const stop = text.lastIndexOf('. ');
    const last = stop < 0 ? 0 : stop + 2;
    out.push(
      f(
        'ABSTRACT_INCOMPLETE',
        'error',
        'The last sentence is incomplete: the abstract ends without a full stop (it may have been cut).',
        last,
        text.length,
      ),
    );
  } else {
    // The last sentence must stand as a statement: not one leaning on what the description said before it ("Indeed,
    // if the weight ratio is outside the specified weight ratio, …"), nor a clause without its main clause.
    const last = sentences.at(-1);
    const reason = last && (danglingReason(last[0]) ?? orphanReason(last[0], sentences.length === 1));
    if (last && reason)
      out.push(
        f(
          'ABSTRACT_INCOMPLETE',
          'warning',
          `The last sentence is not a complete statement: ${reason}. End on a sentence that stands by itself.`,
          last.index,
          last.index + last[0].trimEnd().length,
        ),
      );
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The abstract's sentences: up to a full stop followed by a space and a capital, or the end. */
const SENTENCE = /[^\s][\s\S]*?(?:[.!?](?=\s+[A-Z(]|\s*$)|$)/g;
/** Words that tie a sentence to one before it: in the last place they leave it hanging. */
const CONNECTIVE =
  /^(?:indeed|thus|hence|therefore|accordingly|consequently|however|moreover|furthermore|additionally|also|besides|nevertheless|nonetheless|otherwise|conversely|likewise|similarly|then|instead|further|still|yet|so|in (?:addition|contrast|particular|fact|this (?:way|case|manner))|for (?:example|instance)|as a result|on the other hand|in other words)\b/i;
const SUBORDINATE =
  /^(?:if|when|whenever|although|though|while|because|since|unless|whereas|whether|once|as|so that|in order to|such that|which|where|wherein|whereby)\b/i;
/** "… the specified weight ratio", "the above", "the same": a reference to what only the description said. */
const BACK_REFERENCE =
  /\b(?:the\s+(?:specified|aforementioned|aforesaid|above|foregoing|mentioned|said|same)\b(?:\s+[a-z-]+){0,2}|as\s+(?:specified|mentioned|described|stated)\s+(?:above|before|earlier))/i;
const FUNCTION_END = /\b(?:the|a|an|of|to|and|or|with|in|on|for|by|at|from|that|which|is|are|etc)\.$/i;

/** Why a sentence does not stand as the abstract's last statement, or null when it does. */
export function danglingReason(sentence: string): string | null {
  const s = sentence.trim();
  if (CONNECTIVE.test(s))
    return `it opens with "${CONNECTIVE.exec(s)![0]}", which leans on a sentence the abstract does not have`;
  if (SUBORDINATE.test(s) && !s.includes(','))
    return `"${/^\w+/.exec(s)![0]}" opens a clause that has no main clause`;
  if (SUBORDINATE.test(s) && BACK_REFERENCE.test(s))
    return `it is a condition on "${BACK_REFERENCE.exec(s)![0]}", which the abstract never states`;
  if (FUNCTION_END.test(s)) return `it ends on "${FUNCTION_END.exec(s)![0]}"`;
  if (/^[A-Z]/.test(s) && !hasFiniteVerb(s))
    return 'it has no verb: it names things but says nothing about them';
  return null;
}

/**
 * Whether a sentence has a verb that makes it a statement ("A blade cuts …", "The device includes …", "… is …"): an
 * auxiliary, a verb tagged by wink-nlp that is not a gerund, a participle or an infinitive after "to", or a word the
 * tagger took for a noun or adjective standing between a noun and an article ("The lid seals the mug", "Heaters
 * warm the mug"). "A heater for warming the mug with a battery." has none: it is a title, not a sentence.
 */
function hasFiniteVerb(sentence: string): boolean {
  const t = tokenize(sentence, 'wink');
  const noun = (i: number) => /^(?:NOUN|PROPN|NUM)$/.test(t[i]?.pos ?? '') || t[i]?.text === ')';
  return t.some(
    (x, i) =>
      x.pos === 'AUX' ||
      (x.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(x.lower) && t[i - 1]?.lower !== 'to') ||
      (/^(?:NOUN|ADJ|VERB|PROPN)$/.test(x.pos) &&
        noun(i - 1) &&
        /^(?:DET|NUM|PRON)$/.test(t[i + 1]?.pos ?? '')),
  );
}

/** "in the above case", "as described above", "the aforementioned": a reference to a passage the abstract lacks. */
const ORPHAN_REFERENCE =
  /\b(?:in|for|with)\s+(?:the|this|that)\s+(?:above|foregoing|aforementioned|aforesaid|previous|preceding|latter|former)\s+(?:case|example|embodiment|configuration|arrangement|structure|manner|way|state)\b|\bas\s+(?:described|mentioned|stated|explained|discussed|set\s+forth|shown)\s+(?:above|before|earlier|previously)\b|\bthe\s+(?:aforementioned|aforesaid|above-mentioned|above-described)\b/i;
/** The abstract's first sentence opening on a pronoun: "It is …", "They are …", "Such a film …". */
const PRONOUN_OPENING =
  /^(?:it|its|they|their|them|such|those|these|this|that|he|she)\b(?!\s+(?:present\s+)?(?:invention|disclosure|application)\b)/i;

/**
 * Why a sentence does not stand in the abstract as written, or null: any sentence citing a passage the abstract
 * lacks ("Alternatively, in the above case, …"); the first also when it opens with a word tying it to a sentence before
 * it ("Thus, …", "Alternatively, …", "It is …"), there being none.
 */
export function orphanReason(sentence: string, first: boolean): string | null {
  const s = sentence.trim();
  const ref = ORPHAN_REFERENCE.exec(s);
  if (ref) return `"${ref[0]}" refers to a passage the abstract does not have`;
  if (!first) return null;
  const opening = CONNECTIVE.exec(s) ?? /^alternatively\b/i.exec(s) ?? PRONOUN_OPENING.exec(s);
  if (opening) return `it opens with "${opening[0]}", and no sentence comes before it`;
  return null;
}

/** How the warning on an opening that leans on a passage the abstract lacks begins (the drafter reads it). */
export const ANAPHOR_LEAD = 'The opening sentence leans on a passage the abstract does not have: ';
/** "that length", "these codes", "those layers": a demonstrative pointing back, past the sentence's start. */
const DEMONSTRATIVE = /^(?:that|these|those|this|such)$/;
/** "are then checked", "also includes": an act after, or besides, one the abstract never stated. */
const LEANING_ADVERB =
  /^(?:(?!\b(?:and|if|when|once|after|before|while)\b)[^,;])*?(?<!\b(?:that|which)\s+)\b((?:is|are|was|were)\s+then|then\s+(?:involves|includes|comprises|proceeds|continues)|also\s+(?:includes?|comprises?|has|have|provides?|contains?))\b/i;

/**
 * Why an abstract's first sentence leans on one before it in mid-sentence, or null: "All the codes having that length
 * are then checked for a match." (US6982661's drafted abstract; issue 24 attorney review, 3.4). A demonstrative whose
 * noun the sentence never named before it ("that length"), "is then …", "also". The sentence's first word is read by
 * orphanReason.
 */
export function anaphorReason(sentence: string): string | null {
  const s = sentence.trim();
  const t = tokenize(s, 'wink');
  for (let i = 1; i < t.length - 1; i++) {
    const d = t[i];
    // "having that length": after a verb or a preposition, "that" points back whatever the tagger calls it.
    const pointing = d.pos === 'DET' || d.lower === 'such' || /^(?:VERB|ADP)$/.test(t[i - 1].pos);
    if (!DEMONSTRATIVE.test(d.lower) || !pointing) continue;
    // "a direction indicator … that point to …": a relative "that" after its noun points back to nothing.
    if (/^(?:NOUN|PROPN|PUNCT|CCONJ)$/.test(t[i - 1].pos)) continue;
    // "such as", "such that", "in such a manner", "this invention": no reference back.
    const article = t[i + 1]?.lower === 'a' || t[i + 1]?.lower === 'an';
    // "such that a. for …", "so that": a conjunction, and "a." a list's letter.
    if (
      (article && d.lower !== 'such') ||
      /^(?:such|so)$/.test(t[i - 1].lower) ||
      /^[a-z]\.?$/i.test(t[i + 1]?.text ?? '')
    )
      continue;
    const next = article ? t[i + 2] : t[i + 1];
    if (
      !next ||
      !/^(?:NOUN|ADJ)$/.test(next.pos) ||
      /^(?:as|that|invention|disclosure|application|manner|way|extent|degree|fashion)$/.test(next.lower)
    )
      continue;
    // The noun the demonstrative points to, named earlier in the sentence ("a code …, that code"), has its antecedent.
    // The noun phrase right after it: "that length", "such fluid" (the tagger may call "fluid" an adjective).
    const phrase: Token[] = [];
    for (const x of t.slice(article ? i + 2 : i + 1, i + 5)) {
      if (!/^(?:NOUN|ADJ|PROPN)$/.test(x.pos)) break;
      phrase.push(x);
    }
    const head = phrase.at(-1);
    if (!head) continue;
    const before = t.slice(0, i).map((x) => key(x.lower));
    if (before.includes(key(head.lower))) continue;
    return `"${s.slice(d.start, head.end)}" points back to something it never names`;
  }
  const adverb = LEANING_ADVERB.exec(s);
  if (adverb) return `"${adverb[1]}" follows on from a step or feature it never states`;
  return null;
}

/**
 * A background statement: what the field has or depends on, not what the invention is ("The platinum group comprises
 * …", "Formulation of alloys for high-temperature use is dependent upon an understanding …", "… driven by a series of
 * compromises", US6982059's drafted abstract).
 */
const BACKGROUND =
  /^the\s+[\w-]+\s+(?:group|family|class)\s+(?:of\s+[\w-]+\s+)?(?:comprises|includes|consists)\b|\b(?:is|are)\s+dependent\s+(?:up)?on\b|\bcompromises\b|\b(?:is|are|has been|have been)\s+(?:well\s+|widely\s+|commonly\s+|generally\s+)?known\b|\b(?:conventional(?:ly)?|traditional(?:ly)?|heretofore|historically|prior art|in the art|in the past|there (?:is|exists) a need)\b/i;

/** A sentence introducing its subject ("An alloy …", "The present invention provides …") is no background alone. */
const STATES_SUBJECT = /^(?:an?\s|one\s)|\b(?:present|this)\s+(?:invention|disclosure)\b/i;

/** "An amide derivatives of …": "a"/"an" before a plural head noun (US7863256's drafted abstract). */
function numberMismatch(
  sentence: string,
): { phrase: string; article: string; noun: string; at: number } | null {
  const t = tokenize(sentence, 'wink');
  for (let i = 0; i < t.length; i++) {
    if (!/^(?:a|an)$/.test(t[i].lower)) continue;
    let j = i + 1;
    while (j < t.length && j <= i + 4 && /^(?:ADJ|NOUN)$/.test(t[j].pos) && /^[a-z-]+$/.test(t[j].text)) j++;
    const head = t[j - 1];
    const after = t[j];
    // "A motor drives the shaft": a verb the tagger read as a noun, before an article, is no head.
    if (j === i + 1 || head.pos !== 'NOUN' || (after && /^(?:DET|NUM|PRON)$/.test(after.pos))) continue;
    // "a players' hand": a possessive plural qualifies the noun after it.
    if (isSingular(head.lower) || head.lower.length < 5 || /^['’]/.test(sentence.slice(head.end))) continue;
    return {
      phrase: sentence.slice(t[i].start, head.end),
      article: t[i].text,
      noun: head.lower,
      at: t[i].start,
    };
  }
  return null;
}

/** "The first …", "the given …": a phrase that says there are several, or that one was given before. */
const WHICH_ONE =
  /^the\s+(?:(?:first|second|third|fourth|fifth|other|given|respective|corresponding|aforementioned|aforesaid|same|latter|former)\b|\w+\s+(?:first|second|third|fourth)\b)/i;
const escapeRe = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ORDINAL = /^the\s+(?:\w+\s+)?(?:first|second|third|fourth|fifth)\s/i;
const IMPLIED_OPENING = /^the\s+(?:present\s+)?(?:invention|disclosure|application)\b/i;
/** Determiners and words after "the" that open no element ("The first and second …" is read by its noun). */
const NOT_ELEMENT = /^(?:same|following|above|invention|disclosure|present|use|result|method|process)$/;

/**
 * "The first pressure switch …" opening a sentence when nothing before it in the abstract, nor the title, named a
 * pressure switch (issue 24 review: "The first device", "The given procedure" with no earlier mention). A warning at
 * a sentence's opening, where the reader meets the element first; the abstract is no claim, so "the" elsewhere in a
 * sentence ("the user", "the surface of the film") is left alone.
 */
export function firstMentions(text: string, title = ''): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  const sentences = [...text.matchAll(SENTENCE)];
  const known = (upTo: number) =>
    new Set(
      `${title} ${text.slice(0, upTo)}`
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .map(key),
    );
  for (const m of sentences) {
    // The sentence's opening, and any "the first …"/"the second …" in it: one of several the abstract never named.
    for (const np of definiteNps(m[0], 'wink').filter((x) => x.start === 0 || ORDINAL.test(x.phrase))) {
      if (!/^the\s/i.test(np.phrase) || IMPLIED_OPENING.test(np.phrase)) continue;
      const head = np.head.toLowerCase();
      if (EXEMPT_HEADS.has(key(head)) || NOT_ELEMENT.test(head)) continue;
      const before = known(m.index! + np.start);
      // "the fourth lens group move": the tagger may take a verb for the head; the noun before it counts as well.
      const nouns = np.phrase.toLowerCase().split(/\s+/).slice(-2);
      const named =
        before.has(key(head)) ||
        (np.alternative !== null && before.has(key(np.alternative))) ||
        (nouns.length === 2 && before.has(key(nouns[0])) && !ORDINAL.test(`the ${nouns[0]} `));
      // "A device … The first device …": a device named, but no first one (info, for the drafter).
      const ordinal = /^the\s+(first|second|third|fourth|fifth)\s/i.exec(np.phrase)?.[1].toLowerCase();
      if (
        named &&
        ordinal &&
        !new RegExp(`\\b${ordinal}\\s+(?:[\\w-]+\\s+){0,3}${escapeRe(head)}`, 'i').test(
          text.slice(0, m.index! + np.start),
        )
      ) {
        out.push(
          f(
            'ANTECEDENT_BASIS',
            'info',
            `"${np.phrase}": the abstract named no ${ordinal} one before; say which one it is.`,
            m.index! + np.start,
            m.index! + np.end,
          ),
        );
        continue;
      }
      if (named) continue;
      // "The first device", "The given procedure": one of several, or one given somewhere, that the abstract never
      // named (a warning); "The mass", "The weight ratio" may be the subject's own, inherent (info).
      out.push(
        f(
          'ANTECEDENT_BASIS',
          WHICH_ONE.test(np.phrase) ? 'warning' : 'info',
          `"${np.phrase}" is the first mention of a ${head} in the abstract: introduce it ("a ${head}") or say which one it is.`,
          m.index! + np.start,
          m.index! + np.end,
        ),
      );
    }
  }
  return out;
}

/** Heads that name no element an abstract must introduce: properties, places, persons, acts and abstract nouns. */
const NOT_INTRODUCED =
  /^(?:surface|end|side|top|bottom|front|rear|size|shape|length|width|height|depth|thickness|weight|mass|temperature|pressure|speed|amount|number|time|user|operator|person|patient|wearer|body|environment|ground|air|water|world|case|way|form|type|kind|state|result|need|art|field|response|activity|effect|behaviou?r|function|performance|process|reaction)$|(?:tion|sion|ment|ness|ity|ance|ence|ing|ure|ics|ism)$/;

/**
 * "… and the pump returns the fluid to the tank." with no tank before it in the abstract or the title: a "the X" in
 * mid-sentence that nothing introduced (issue 24, last review: only a sentence's opening was read). A note for the
 * drafter, who keeps no such sentence; a typed abstract is left to its writer ("the surface of the film" names what
 * it describes). Properties, places, persons and abstract nouns are no such element, nor a phrase "of …" defines.
 */
export function midSentenceMentions(text: string, title = ''): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  for (const m of text.matchAll(SENTENCE)) {
    for (const np of definiteNps(m[0], 'wink')) {
      if (np.start === 0 || !/^the\s/i.test(np.phrase) || ORDINAL.test(np.phrase)) continue;
      const head = key(np.head.toLowerCase());
      if (EXEMPT_HEADS.has(head) || NOT_ELEMENT.test(head) || NOT_INTRODUCED.test(head) || np.ofFollows)
        continue;
      if (!/^[a-z][a-z-]*$/.test(head) || /^\s+of\b/i.test(m[0].slice(np.end))) continue;
      const at = m.index! + np.start;
      const before = new Set(
        `${title} ${text.slice(0, at)}`
          .toLowerCase()
          .split(/[^a-z0-9-]+/)
          .flatMap((w) => [w, ...w.split('-')])
          .filter(Boolean)
          .map(key),
      );
      if (before.has(head) || (np.alternative !== null && before.has(key(np.alternative)))) continue;
      out.push(
        f(
          'ANTECEDENT_BASIS',
          'info',
          `"${np.phrase}" is the first mention of a ${head} in the abstract: introduce it ("${head.match(/^[aeiou]/) ? 'an' : 'a'} ${head}") before referring to it.`,
          at,
          m.index! + np.end,
        ),
      );
    }
  }
  return out;
}
