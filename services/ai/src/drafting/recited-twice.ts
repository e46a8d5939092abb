import type { ClaimFinding } from '@patent-hub/contracts';
import { isActNoun } from './antecedent.js';
import { key } from './claim-nlp.js';
import { chains, type ClaimUnit } from './claim-structure.js';
import { withArticle } from './inflect.js';
import { ENDS, NOT_A_PART } from './double-inclusion.js';

/** Where an independent claim starts reciting its elements: after its transition. */
const TRANSITION = /\b(?:comprising|comprises|including|includes|consisting\s+of|having)\b\s*:?/i;
/**
 * An element introduced with "a/an": its article and its name, up to four words, ending as a part's name ends; a
 * count's noun opens the name ("a plurality of rungs", "a pair of jaws").
 */
const INTRO = new RegExp(
  String.raw`\b(an?)\s+((?:(?:plurality|pair|set|series)\s+of\s+)?(?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)(?:${ENDS}|(?=\s+(?:between|along|across|through|around|over|under|into|onto|within|about|above|below|beside|adjacent|extending|spaced|including|comprising|containing|wherein|whereby)\b))`,
  'gi',
);
const COUNT_OF = /^(?:plurality|pair|set|series) of /;
/** Words before the article that make it one of several ("each a", "at least a", "one of a", "per a"). */
const COUNTED_BEFORE =
  /\b(?:each|every|respective|per|least|of|or|either|whether|than|as|such|like|into|forming)\s*$/i;
/**
 * Names that are not parts of a device: places, directions, amounts, properties and acts ("a portion", "a position",
 * "a direction", "a distance"), which a claim may well name twice meaning two of them.
 */
const NOT_AN_ELEMENT = new Set(
  'portion part end side surface region area zone position location point line direction axis plane distance amount number time period manner way angle length width height depth thickness diameter size shape level value signal state mode rate degree step stage form order pattern range space gap edge face corner center centre top bottom front rear interior exterior outside inside extent fashion'.split(
    ' ',
  ),
);
/** Words that put what follows into a clause of its own: an element after them is no item of the list. */
const CLAUSE = /\b(?:wherein|whereby)\b/i;
/**
 * Words that make the item they stand in one per each of several ("a plurality of cells, each having a housing, a
 * lid"): an element in that item, up to the semicolon closing it, is one of several, not the claim's own.
 */
const EACH = /\b(?:each|respectively)\b/i;
/** The item an element at `at` stands in: from the semicolon, colon or line opening it. */
const itemOf = (text: string, from: number, at: number) => {
  const lead = text.slice(from, at);
  return lead.slice(Math.max(lead.lastIndexOf(';'), lead.lastIndexOf(':'), lead.lastIndexOf('\n')) + 1);
};
/** Words that open a list of an element's own parts ("a device comprising: a processor; …", "a chip having a …"). */
const OPENER =
  /:|\b(?:comprising|comprises|including|includes|having|has|containing|contains|consisting\s+of)\b(\s*:)?/gi;
/**
 * Where the list an element stands in opens: the last opener before it still open there. One ending in a colon opens
 * a list of items ("a second device comprising: a processor; a radio"); one without, a list that a semicolon closes
 * ("a chip comprising a processor, a memory; and a ground plane": the ground plane is the claim's again).
 */
function listOf(text: string, from: number, at: number): number {
  let open = -1;
  for (const m of text.slice(from, at).matchAll(OPENER)) {
    const colon = m[0] === ':' || m[1] !== undefined;
    if (colon || !text.slice(from + m.index, at).includes(';')) open = m.index;
  }
  return open;
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Twice {
  name: string;
  /** How later phrases name it: "rungs" for "a plurality of rungs", else the name. */
  called: string;
  /** Words after each recital set the two apart, and no later phrase of the claim says "the rungs" alone. */
  apart: boolean;
  /** Where the second "a/an …" stands in the claim's text, article included. */
  start: number;
  end: number;
}

/** Each claim's elements recited twice, read once per claim (every claim resting on it asks again). */
const twiceOf = new WeakMap<ClaimUnit, Twice[]>();
function recitedTwice(u: ClaimUnit): Twice[] {
  let found = twiceOf.get(u);
  if (!found) twiceOf.set(u, (found = readTwice(u)));
  return found;
}

/**
 * The elements a claim introduces twice with "a/an" in the same words, each opening an element of its list: an
 * independent product claim's elements, and since issue 24's last review a count of them ("a plurality of rungs …; and
 * a plurality of rungs …"), a dependent claim's own elements and a method claim's listed ones (named in two words at
 * least there). Each says whether its two recitals are told apart (`apart`): neither bare, different words after
 * each, and no later "the rungs" in the claim that does not say which (MPEP 2173.05(o): "can be read to include the
 * same element twice").
 */
function readTwice(u: ClaimUnit): Twice[] {
  const own = u.dependsOn.length === 0 && !u.ref;
  const start = u.ref ? u.ref.end : (u.subject?.end ?? u.bodyStart);
  const t = TRANSITION.exec(u.text.slice(start));
  if (!t && own) return [];
  const from = t ? start + t.index + t[0].length : start;
  const seen = new Map<string, { at: number; length: number; each: boolean }>();
  const out: Twice[] = [];
  for (const m of u.text.slice(from).matchAll(INTRO)) {
    const name = m[2].toLowerCase().replace(/\s+/g, ' ');
    const counted = COUNT_OF.test(name);
    const called = name.replace(COUNT_OF, '');
    // An independent product claim's element named by itself, in one word too.
    const plain = own && u.category === 'product' && !counted;
    if (!plain && (u.category === 'medium' || called.split(' ').length + (counted ? 1 : 0) < 2)) continue;
    const words = called.split(' ');
    const head = key(words.at(-1)!);
    const at = from + m.index;
    if (/[A-Z]/.test(m[0])) continue;
    if (COUNTED_BEFORE.test(u.text.slice(Math.max(from, at - 12), at))) continue;
    if (
      words.some(
        (w) =>
          NOT_A_PART.test(w) || /^(?:first|one|single|given|certain|different|plurality|or|and)$/.test(w),
      )
    )
      continue;
    if (NOT_AN_ELEMENT.has(head) || isActNoun(head) || /(?:ing|ed|ly)$/.test(head)) continue;
    if (/^\s+of\b/i.test(u.text.slice(at + m[0].length))) continue;
    // Each must open an element of the claim's own list ("…; and a switch mounted on …"), not sit inside one.
    const lead = u.text.slice(from, at);
    const tail = lead.slice(
      Math.max(lead.lastIndexOf(';'), lead.lastIndexOf(':'), lead.lastIndexOf('\n')) + 1,
    );
    if (!/(?:^|,)\s*(?:(?:and|or)\s+)?(?:\(?[a-z0-9]{1,3}[.)]\s*)?$/i.test(tail)) continue;
    const first = seen.get(name);
    // Nothing between the two opens a list of parts of another element ("a first device comprising: a processor; …;
    // a second device comprising: a processor"): each would belong to its own owner.
    // The two stand in one list: not in lists of two other elements' parts ("a first device comprising: a processor;
    // …; a second device comprising: a processor"), each belonging to its own owner, nor in a clause.
    // A recital in an "each" item is one of several: before issue 24's recall round any "each" between the two
    // recitals left them alone, though the item it opens had closed ("…, each independently feeding …; a fuel injector
    // …; and a fuel injector").
    if (first !== undefined && (first.each || EACH.test(itemOf(u.text, from, at)))) continue;
    // A second recital with no words of its own ("…; and a function module.", "…; and a wiring substrate wherein:")
    // standing in the list of another element's parts is the claim's element again: nothing says it is the other
    // element's own (issue 24: seeded recitals after "the connector comprising:", "… programmed to … by:").
    const bareAgain =
      first !== undefined &&
      listOf(u.text, from, first.at) === -1 &&
      /^\s*(?:[.;]|,?\s*(?:and\s+)?(?:wherein|whereby)\b|$)/i.test(u.text.slice(at + m[0].length));
    if (
      first !== undefined &&
      (CLAUSE.test(u.text.slice(first.at, at)) ||
        (!bareAgain && listOf(u.text, from, first.at) !== listOf(u.text, from, at)))
    )
      continue;
    if (first === undefined)
      seen.set(name, { at, length: m[0].length, each: EACH.test(itemOf(u.text, from, at)) });
    else if (!out.some((x) => x.name === name))
      out.push({
        name,
        called,
        start: at,
        end: at + m[1].length + 1 + m[2].length,
        apart: !readAsOne(u.text, first.at + first.length, at + m[0].length, called),
      });
  }
  return out;
}

/** What follows an element's name up to the next comma, semicolon or stop: the words that may set it apart. */
const after = (text: string, at: number) =>
  /^[^,;.]*/
    .exec(text.slice(at))![0]
    .replace(/^\s*(?:and\b.*)?/, '')
    // A "wherein" clause says something of the claim, not which element this is (issue 24: "…; and a passivation
    // layer wherein a first electrode is …").
    .replace(/\b(?:wherein|whereby)\b.*$/, '')
    .trim();
/** A later "the rungs", "said plurality of rungs" that does not say which ("the rungs on the upper rail" does). */
const bareUse = (called: string) =>
  new RegExp(
    String.raw`\b(?:the|said)\s+(?:plurality\s+of\s+)?${called
      .split(' ')
      .map(escape)
      .join(
        String.raw`[\s-]+`,
      )}${ENDS}(?!\s+(?:mounted|disposed|located|positioned|arranged|attached|connected|coupled|bonded|of|that|which|in|on|at)\b)`,
    'i',
  );
/** The two recitals (each given by where its name ends) can be read as one element: one bare, both alike, or a later bare use. */
function readAsOne(text: string, first: number, second: number, called: string): boolean {
  const one = after(text, first);
  const two = after(text, second);
  return one === '' || two === '' || one === two || bareUse(called).test(text.slice(second));
}

/**
 * An element recited twice in one independent claim in the same words ("a switch mounted in the base; … and a switch
 * mounted on the bulb socket"): the claim can be read to include one switch twice or two switches, and which "the
 * switch" means after it is unclear (double inclusion, MPEP 2173.05(o)). The second "a switch" is a warning; so is each
 * "the switch" after it, in that claim or in a claim resting on it. "a first/second switch", "another switch", "at
 * least one further switch" say which and are left alone.
 */
export function doubleInclusionInClaim(c: ClaimUnit, byNumber: Map<number, ClaimUnit>): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  // Two recitals told apart by their words ("a lens element having negative power; … a lens element having positive
  // power") are read as two, unless a claim resting on this one says "the lens element" alone (the lamp's "the switch").
  const resting = [...byNumber.values()].filter(
    (u) => u.number > c.number && u.dependsOn.length > 0 && chains(u, byNumber).flat().includes(c.number),
  );
  const own = recitedTwice(c).filter(
    (x) => !x.apart || resting.some((u) => bareUse(x.called).test(u.text.slice(u.ref?.end ?? u.bodyStart))),
  );
  for (const x of own)
    out.push({
      claim: c.number,
      code: 'DOUBLE_INCLUSION',
      severity: 'warning',
      message: `"${c.text.slice(x.start, x.end)}" is recited a second time in claim ${c.number}, which already recites ${withArticle(x.name)}: the claim can be read to include one ${x.name} twice or two of them, so which is meant is unclear (double inclusion, 35 U.S.C. 112(b), MPEP 2173.05(o) [R-08.2012]). Write "a first ${x.name}" and "a second ${x.name}" for two, or "the ${x.name}" for the same one.`,
      start: x.start,
      end: x.end,
    });
  const roots =
    c.dependsOn.length === 0 ? [] : [...new Set(chains(c, byNumber).flat())].filter((n) => n < c.number);
  const twice = [
    ...own.map((x) => ({ ...x, claim: c.number, from: x.end })),
    ...roots.flatMap((n) =>
      recitedTwice(byNumber.get(n)!)
        .filter((x) => !x.apart || bareUse(x.called).test(c.text.slice(c.ref?.end ?? c.bodyStart)))
        .map((x) => ({ ...x, claim: n, from: c.ref?.end ?? c.bodyStart })),
    ),
  ];
  for (const x of twice) {
    const re = new RegExp(
      String.raw`\b(?:the|said)\s+${x.name === x.called ? '' : String.raw`(?:${escape(x.name.slice(0, -x.called.length))})?`}${x.called
        .split(' ')
        .map(escape)
        .join(
          String.raw`[\s-]+`,
        )}${ENDS}(?!\s+(?:mounted|disposed|located|positioned|arranged|attached|connected|coupled|of|that|which|in|on|at)\b)`,
      'gi',
    );
    for (const m of c.text.slice(x.from).matchAll(re)) {
      const start = x.from + m.index;
      // Once for each phrase in a claim: the first use after the second recital.
      if (
        out.some(
          (f) =>
            f.start === start ||
            (f.code === 'ANTECEDENT_BASIS' &&
              c.text.slice(f.start, f.end).toLowerCase() === m[0].toLowerCase()),
        )
      )
        continue;
      out.push({
        claim: c.number,
        code: 'ANTECEDENT_BASIS',
        severity: 'warning',
        message: `"${m[0]}" is ambiguous: claim ${x.claim} recites ${withArticle(x.name)} twice, so which one it means is unclear (MPEP 2173.05(e), 2173.05(o)); name the two differently ("a first ${x.name}", "a second ${x.name}") and refer to one.`,
        start,
        end: start + m[0].length,
      });
    }
  }
  return out;
}
