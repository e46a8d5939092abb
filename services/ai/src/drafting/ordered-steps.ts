import { key, type Token } from './claim-nlp.js';
import { verbAfterSubject } from './part-relations.js';
import {
  gerund,
  NO_ACT,
  PERSON,
  type Act,
  type DescriptionFacts,
  type Mention,
} from './description-facts.js';

/**
 * The acts of a method the description states, in its order (issue 24 review): "First, a semiconductor substrate is
 * provided, and a spacer is formed around the gate structure … Thereafter, a millisecond annealing process is
 * performed"; "The sensor measures the moisture … the controller compares it with a threshold … then closes the
 * valve". Active and passive clauses alike give a gerund acting on the description's own noun phrase, with the place
 * or second object the clause names ("forming a spacer around the gate structure"), read with wink-nlp tags and lemmas.
 */
export interface Step extends Act {
  /** "performing an annealing process to activate the molecular cluster": what a generic act is done for. */
  purpose: { verb: string; object: Mention; tail: Act['tail'] } | null;
}

/** Sentence openings that start the method's sequence. */
const STARTS =
  /^(?:first(?:ly)?|initially|to begin|at (?:the )?(?:first )?step|in (?:a|the) first step|step\s*s?\s*\d)\b/i;
/**
 * "First, the technician closes the valve. Second, …": a sentence opening on an ordinal (or "then", "next") is one
 * step of a sequence, whoever performs it: the person doing the method's acts is no reason to leave them out.
 */
const SEQUENCED =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|then|next|finally|lastly|thereafter|afterwards)(?:ly)?\s*,/i;
/** "waits ten minutes": a duration is no thing a step acts on. */
const DURATION = /^(?:second|minute|hour|day|week|month|year)s?$/;
/** Sentence openings that end it. */
const ENDS = /^(?:finally|lastly)\b|\band\s+finally\b/i;
/** The prior art, and the turn back to the invention. */
const PRIOR = /\b(?:prior art|related art|conventional(?:ly)?|known in the art)\b/i;
const OWN = /\b(?:present (?:invention|disclosure)|embodiments? of the (?:present )?invention|inventive)\b/i;
/** Subordinate clauses: a condition or a relative clause, no step of its own. */
const SUBORDINATE =
  /^(?:when|whenever|if|while|once|as|because|since|until|unless|where|which|that|who|so|whereby)$/;
/** Acts a passive clause states that are steps though NO_ACT lists them as verbs of the document ("is provided"). */
const PASSIVE_ACTS = /^(?:provide|form|place)$/;
/** Generic acts that say what they do only with their purpose ("performing a process to activate …"). */
const GENERIC_ACT = /^(?:perform|conduct|carry|execute|do|run|apply)$/;
const BE = /^(?:is|are|be|being|been|was|were)$/;

export function orderedSteps(
  facts: DescriptionFacts,
  removed: (m: Mention) => boolean,
  stated: boolean,
  limit = 6,
): Step[] {
  const { tokens, mentions } = facts;
  const startAt = new Map<number, Mention>();
  const endAt = new Map<number, Mention>();
  for (const m of mentions) {
    startAt.set(m.from, m);
    endAt.set(m.to + (/^\d/.test(tokens[m.to]?.text ?? '') ? 1 : 0), m);
  }
  /** The mention starting at k after an article or a numeral-free determiner, passing adverbs. */
  const npAt = (k: number): Mention | undefined => {
    while (tokens[k]?.pos === 'ADV') k++;
    for (let j = k; j <= k + 3 && j < tokens.length; j++) {
      const m = startAt.get(j);
      if (m) return m;
      if (!/^(?:DET|NUM|ADJ)$/.test(tokens[j].pos) && !/^(?:a|an|the|said|each)$/.test(tokens[j].lower))
        break;
    }
    return undefined;
  };
  /**
   * "pumps air into the pipe": a noun the description never counts, named bare, as the object of a verb the tagger
   * read as a noun (a bare object is what made it read so).
   */
  const bareMass = (k: number): Mention | undefined => {
    const t = tokens[k];
    if (
      t?.pos !== 'NOUN' ||
      !/^[a-z]+$/.test(t.text) ||
      /[^s]s$/.test(t.lower) ||
      tokens[k + 1]?.pos === 'NOUN'
    )
      return undefined;
    if (new RegExp(`\\b(?:a|an|one)\\s+${t.lower}\\b|\\b${t.lower}s\\b`, 'i').test(facts.text))
      return undefined;
    const head = key(t.lower);
    return {
      phrase: t.lower,
      head,
      id: head,
      abstract: false,
      from: k,
      to: k + 1,
      numbered: false,
      mass: true,
      pluralOnly: false,
    };
  };
  const next = (m: Mention) => m.to + (/^\d/.test(tokens[m.to]?.text ?? '') ? 1 : 0);
  const tailAt = (k: number, of = false): Act['tail'] => {
    const adp = tokens[k];
    // "measuring moisture of the floor": what an uncounted quantity is of.
    const owned = of && adp?.lower === 'of';
    if (!owned && (!adp || adp.pos !== 'ADP' || /^(?:of|as|than|that|because|like)$/.test(adp.lower))) {
      // "having a gate structure thereon": what the step's object has, so a later step may name it.
      if (adp?.lower !== 'having') return null;
    }
    const object = npAt(k + 1);
    // "within the source/drain region": a name the tokens split is no place to cut it.
    const whole = !!object && !/^[/-]$/.test(tokens[next(object)]?.text ?? '');
    return object && whole && !removed(object) ? { adp: adp.lower, object } : null;
  };
  const usable = (m: Mention | undefined): m is Mention => !!m && !removed(m) && !PERSON.test(m.head);
  // "decoding the decoding": a noun of the verb itself is nothing acted on.
  const own = (t: Token, m: Mention) =>
    m.head === t.lemma || m.head === gerund(t.lemma) || m.head === t.lower;

  // Sentences as token ranges.
  const spans: Array<[number, number]> = [];
  for (let i = 0, from = 0; i < tokens.length; i++)
    if (tokens[i].text === '.' || i === tokens.length - 1) {
      spans.push([from, i + 1]);
      from = i + 1;
    }
  const textOf = (from: number, to: number) => facts.text.slice(tokens[from].start, tokens[to - 1].end);

  /** A gerund opening an item of a list after a colon ("the method comprises: heating …; cooling …"). */
  const listedStep = (k: number) => {
    const t = tokens[k];
    if (!/^[a-z]+ing$/.test(t.text) || t.pos !== 'VERB') return false;
    if (NO_ACT.test(t.lemma) && !PASSIVE_ACTS.test(t.lemma)) return false;
    let b = k - 1;
    // Paragraphs apart, as the product's text sets list items.
    while (tokens[b]?.pos === 'SPACE' || tokens[b]?.lower === 'and') b--;
    if (!/^[,;:]$/.test(tokens[b]?.text ?? '')) return false;
    const colon = tokens.slice(0, b + 1).findLastIndex((x) => x.text === ':' || x.text === '.');
    return (
      colon >= 0 && tokens[colon].text === ':' && tokens.slice(colon + 1, b).every((x) => x.text !== '.')
    );
  };
  const stepsIn = (from: number, to: number): Step[] => {
    const out: Step[] = [];
    let clause = from;
    let subject: Mention | undefined;
    const sequenced = SEQUENCED.test(textOf(from, to).replace(/^\W+/, ''));
    for (let k = from; k < to; k++) {
      const t = tokens[k];
      if (/^[,;:]$/.test(t.text)) clause = k + 1;
      // "The sensor measures the moisture": the tagger's plural noun right after a noun phrase, before its object.
      // "the technician pumps air into the pipe": before a bare noun, the word as the tagger reads it after a pronoun.
      const missed =
        t.pos === 'NOUN' &&
        /[^s]s$/.test(t.lower) &&
        t.lemma !== t.lower &&
        endAt.has(k) &&
        (/^(?:DET|ADP|PRON|ADV)$/.test(tokens[k + 1]?.pos ?? '') || verbAfterSubject(tokens, k, facts.text));
      if ((t.pos !== 'VERB' && !missed) || !/^[a-z]+$/.test(t.lemma) || t.lemma.length < 3) continue;
      const opening = tokens
        .slice(clause, k)
        .find((x) => x.pos !== 'CCONJ' && !/^(?:then|next|first)$/.test(x.lower));
      if (opening && SUBORDINATE.test(opening.lower)) continue;
      let b = k - 1;
      while (b > clause && tokens[b].pos === 'ADV') b--;
      // Passive: "a spacer is formed around the gate structure", "a process is then performed"; a regular participle
      // only, so the gerund is the description's own verb ("grown" gives no "growing" the description never writes).
      // "the detector module to be tested": an infinitive after a noun says what is done to it later, no step here.
      const infinitive = tokens[b]?.lower === 'be' && tokens[b - 1]?.lower === 'to';
      if (
        BE.test(tokens[b]?.lower ?? '') &&
        !infinitive &&
        [`${t.lemma}ed`, `${t.lemma}d`].includes(t.lower)
      ) {
        // The clause's first noun phrase is what is acted on ("a substrate having a gate structure thereon is
        // provided"), and what it is said to have a later step may name.
        const object = mentions.find((m) => m.from >= clause && m.to <= b);
        if (
          !usable(object) ||
          (object.abstract && !object.phrase.includes(' ')) ||
          own(t, object) ||
          (NO_ACT.test(t.lemma) && !PASSIVE_ACTS.test(t.lemma))
        )
          continue;
        const having = tokens[next(object)]?.lower === 'having' ? tailAt(next(object)) : null;
        out.push(step(t, k, object, null, tailAt(k + 1) ?? having));
        continue;
      }
      // "… having the following steps: providing a measuring device …, inserting the module into the free space, …":
      // a list of gerunds after a colon states the steps as the claim would.
      if (listedStep(k)) {
        const object = npAt(k + 1);
        if (!usable(object) || own(t, object)) continue;
        // "inserting the detector module to be tested into the free space": the infinitive says which module; the
        // place the step puts it comes after it (issue 24 review: the step had lost "into the free space").
        let at = next(object);
        if (tokens[at]?.lower === 'to' && tokens[at + 1]?.lower === 'be' && tokens[at + 2]?.pos === 'VERB')
          at += 3;
        out.push(step(t, k, object, null, tailAt(at)));
        continue;
      }
      // Active: "the controller compares the moisture with a threshold", "… and finally sends an alarm".
      const finite = /s$/.test(t.lower) && t.lower !== t.lemma && !/(?:ing|ed)$/.test(t.lower);
      if (!finite || NO_ACT.test(t.lemma)) continue;
      const actor = [...mentions].reverse().find((m) => m.to <= k && m.from >= clause && m.from >= from);
      if (actor && PERSON.test(actor.head) && !sequenced) continue;
      if (tokens.slice(clause, k).some((x) => /^(?:he|she|they|we|you|i|it)$/.test(x.lower))) continue;
      subject = actor ?? subject;
      if (!subject) continue;
      const object = npAt(k + 1) ?? (missed ? bareMass(k + 1) : undefined);
      if (!usable(object) || own(t, object) || DURATION.test(object.head)) continue;
      // "of the gauge" of "the reading": what a thing of an act is of, as of a quantity, belongs to it.
      out.push(
        step(
          t,
          k,
          object,
          subject.id,
          tailAt(next(object), object.mass || object.abstract || /ing$/.test(object.head)),
        ),
      );
    }
    return out;

    function step(t: Token, k: number, object: Mention, actor: string | null, tail: Act['tail']): Step {
      let purpose: Step['purpose'] = null;
      if (GENERIC_ACT.test(t.lemma)) {
        const to = tokens.slice(k + 1, k + 4).findIndex((x) => x.lower === 'to') + k + 1;
        const v = tokens[to + 1];
        const o = v?.pos === 'VERB' ? npAt(to + 2) : undefined;
        if (to > k && usable(o)) purpose = { verb: v.lemma, object: o, tail: tailAt(next(o)) };
      }
      return {
        verb: t.lemma,
        gerund: gerund(t.lemma, facts.text.toLowerCase()),
        object,
        tail,
        subject: actor,
        at: k,
        purpose,
      };
    }
  };

  // From the sentence opening the sequence ("First, …"), else, where the description states a method, from its
  // first sentence with a step.
  const run = (marked: boolean): Step[] => {
    const steps: Step[] = [];
    let started = false;
    let prior = false;
    let idle = 0;
    for (const [from, to] of spans) {
      const said = textOf(from, to);
      if (OWN.test(said)) prior = false;
      else if (PRIOR.test(said)) prior = true;
      if (prior) continue;
      // One act once, and a verb twice only for a generic act ("testing …; testing …" says nothing of the order).
      // Within one sentence, one act on one thing once ("covers the first display with … and covers the first
      // display"), though "forming a common source line and forming a drain" are two.
      const found = stepsIn(from, to).filter(
        (s, i, all) =>
          !steps.some(
            (o) => o.verb === s.verb && (o.object.phrase === s.object.phrase || !GENERIC_ACT.test(s.verb)),
          ) && !all.slice(0, i).some((o) => o.verb === s.verb && o.object.head === s.object.head),
      );
      if (!started) {
        if (found.length === 0 || (marked && !STARTS.test(said.replace(/^\W+/, '')))) continue;
        started = true;
      }
      if (found.length === 0 && ++idle >= 2) break;
      if (found.length > 0) idle = 0;
      steps.push(...found);
      if (steps.length >= limit || ENDS.test(said)) break;
    }
    return steps.slice(0, limit);
  };
  // Steps on one thing only are no method of several acts ("receiving a decoding; decoding …").
  const distinct = (xs: Step[]) => (new Set(xs.map((x) => x.object.head)).size >= 2 ? xs : []);
  const marked = distinct(run(true));
  return marked.length >= 2 || !stated ? marked : distinct(run(false));
}
