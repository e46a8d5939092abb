import { sentences, words } from '../engine/text.js';
import { anaphorReason, checkAbstract, ABSTRACT_MAX_WORDS, ANAPHOR_LEAD } from './abstract-checker.js';
import { standingAbstract, STATES_WHAT_IT_IS, strikeReason, withoutFiller } from './abstract-pick.js';
import { marksOf, unfitForAbstract } from './abstract-sentence.js';
import { namedOnlyThere, reportsResult, sourcesOf } from './abstract-sources.js';
import { readNumerals } from './reference-numerals.js';
import { checkClaimSet } from './claim-checker.js';
import { claimTies, partHolding } from './claim-ties.js';
import { workedOn } from './worked-on.js';
import { BOILERPLATE, isDefinitionSentence, namedOnlyInDefinitions } from './definitions.js';
import { key, tokenize } from './claim-nlp.js';
import {
  describe,
  gerund,
  inventionText,
  namesNoThing,
  PERSON,
  type Act,
  type Mention,
  type Relation,
} from './description-facts.js';
import { capitalise, fixArticles, plural as pluralNoun, singular, withArticle } from './inflect.js';
import { joinHyphenated } from './hyphen-compounds.js';
import { inventiveFeature } from './inventive-feature.js';
import { list, Namer, type Named } from './claim-namer.js';
import { GENERIC, NOT_CLAIMABLE, STRICT_GENERIC } from './generic-words.js';
import {
  providedOpening,
  aspectOpening,
  removedBy,
  removedThings,
  statedApparatus,
  statedCategory,
  statedMaking,
  statedPurpose,
} from './invention-statement.js';
import { orderedSteps, type Step } from './ordered-steps.js';
import { titleCore, titledParts, titleWordsNotIn } from './title-subject.js';
import { statedComposition } from './stated-composition.js';

/** Shown with every claim set the local engine drafts: the issue's own words (issue 24). */
export const LOCAL_CLAIMS_LABEL = 'Draft claim skeleton (local engine): review before filing';

/** Shown under every abstract the local engine drafts: what it is made of (issue 24 attorney review, 3.6). */
export const LOCAL_ABSTRACT_LABEL =
  "Draft abstract (local engine): sentences extracted from the description's own text, review before filing";

/**
 * The acts of assembly the description's joining participles state ("mounted in" → mounting), with the verb's
 * dictionary form. "provided" is no act, "housed" would read as the noun, and a state written with "by" ("held by",
 * "supported by") is what a part does once assembled, not a step of making it.
 */
const ASSEMBLY: Record<string, string> = {
  connected: 'connect',
  coupled: 'couple',
  attached: 'attach',
  mounted: 'mount',
  secured: 'secure',
  fixed: 'fix',
  disposed: 'dispose',
  positioned: 'position',
  arranged: 'arrange',
  inserted: 'insert',
  fastened: 'fasten',
  joined: 'join',
  bonded: 'bond',
  welded: 'weld',
  formed: 'form',
  embedded: 'embed',
  engaged: 'engage',
  fitted: 'fit',
  seated: 'seat',
  placed: 'place',
  installed: 'install',
  integrated: 'integrate',
  linked: 'link',
  wired: 'wire',
};

/**
 * The steps of making the claimed subject: for each joining relation the description states between two parts of
 * claim 1, in claim 1's order, the gerund of its own verb ("mounting a lens in the housing"; "attaching the circuit
 * board to the housing"), each pair once. Parts no such relation joins are not "provided": claim 1 names them.
 */
function assemblySteps<P extends Named & { id: string }>(
  main: P[],
  relOf: (id: string) => Relation[],
  canon: (m: Relation['b']) => Named,
  mainIds: ReadonlySet<string>,
  lowerText: string,
): string[] {
  const n = new Namer();
  const steps: string[] = [];
  const joined = new Set<string>();
  for (const c of main) {
    for (const r of relOf(c.id)) {
      // "pivotally connected to": the adverb says how it is held, the participle what the step does.
      const [participle, adp] = r.how.split(' ').slice(-2);
      const lemma =
        r.kind === 'connect' && Object.hasOwn(ASSEMBLY, participle) ? ASSEMBLY[participle] : undefined;
      const pair = [c.id, r.b.id].sort().join('|');
      if (!lemma || adp === 'by' || !mainIds.has(r.b.id) || joined.has(pair)) continue;
      joined.add(pair);
      steps.push(`${gerund(lemma, lowerText)} ${n.np(c)} ${adp} ${n.np(canon(r.b))}`);
    }
  }
  return steps;
}

export interface Component {
  phrase: string;
  pluralOnly?: boolean;
  head: string;
  count: number;
}

/** "a"/"an" by the sound of the phrase's first word (issue 24 review: "a uninterrupted recess"). */
const article = withArticle;

/** The description's own components: frequent noun phrases (wink-nlp tags), most frequent first, heads distinct. */
export function components(description: string, limit = 8): Component[] {
  const text = description.slice(0, 40_000);
  const tokens = joinHyphenated(tokenize(text, 'wink'));
  // A phrase followed by a reference numeral ("lanyard 12") is a drawn component: the strongest signal there is.
  const byHead = new Map<
    string,
    { phrases: Map<string, number>; count: number; first: number; numbered: number }
  >();
  for (let i = 0; i < tokens.length; i++) {
    if (!/^(?:a|an|the|said|each)$/i.test(tokens[i].text)) continue;
    const run: string[] = [];
    let j = i + 1;
    for (; j < tokens.length && run.length < 4; j++) {
      const t = tokens[j];
      if ((t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'PROPN') && /^[a-z][a-z-]*[a-z]$/.test(t.text))
        run.push(t.text);
      else break;
    }
    // The last word is a noun, or the tagger's adjective before a reference numeral ("a token 20").
    if (
      run.length === 0 ||
      (tokens[j - 1].pos !== 'NOUN' &&
        !(tokens[j - 1].pos === 'ADJ' && /^\d+[a-z]?$/.test(tokens[j]?.text ?? '')))
    )
      continue;
    // "an information handling system": the phrase goes on past what the tagger closed.
    if (/ing$/.test(tokens[j]?.text ?? '') && tokens[j + 1]?.pos === 'NOUN') continue;
    const numbered = /^\d+[a-z]?$/.test(tokens[j]?.text ?? '');
    while (
      run.length > 1 &&
      tokens[i + 1].pos === 'ADJ' &&
      !/-/.test(run[0]) &&
      /(?:ed|ive|al|ous|ful|able|ible)$/.test(run[0])
    )
      run.shift();
    const head = run[run.length - 1];
    const k = key(head);
    if (
      ((GENERIC.has(k) || GENERIC.has(head)) && run.length === 1) ||
      STRICT_GENERIC.test(head) ||
      head.length < 3
    )
      continue;
    if (
      /^(?:highest|lowest|largest|smallest|present|corresponding|respective|following|above|same|other|certain)$/.test(
        run[0],
      )
    )
      run.shift();
    if (run.length === 0) continue;
    const phrase = run.join(' ');
    const entry = byHead.get(k) ?? { phrases: new Map(), count: 0, first: i, numbered: 0 };
    entry.count++;
    if (numbered) entry.numbered++;
    entry.phrases.set(phrase, (entry.phrases.get(phrase) ?? 0) + 1);
    byHead.set(k, entry);
  }
  return [...byHead.entries()]
    .filter(([, e]) => e.count >= 2 || e.numbered > 0)
    .sort((a, b) => b[1].numbered - a[1].numbered || b[1].count - a[1].count || a[1].first - b[1].first)
    .slice(0, limit)
    .sort((a, b) => a[1].first - b[1].first)
    .map(([k, e]) => {
      // The most used full phrase for this head, preferring ones that name it with a modifier ("temperature sensor").
      const phrase = [...e.phrases.entries()].sort((x, y) => y[1] - x[1] || y[0].length - x[0].length)[0][0];
      const ws = phrase.split(' ').slice(-3);
      // Singular when the description uses it: "gripping members" → "gripping member", but "lens" stays.
      const plural = ws[ws.length - 1] !== k;
      if (plural && new RegExp(`\\b${k}\\b`, 'i').test(text)) ws[ws.length - 1] = k;
      else if (plural) ws.unshift('plurality', 'of');
      return { phrase: ws.join(' '), head: k, count: e.count };
    });
}

const escapeRe = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The component's head noun ending its phrase: "door" in "the door 22", not in "a door frame 14" or "door-stop". */
const headRe = (c: Component) =>
  `${escapeRe(c.phrase.split(' ').pop()!)}s?\\b(?![\\w-]|\\s+[a-z][\\w-]*\\s+\\d)`;
/**
 * What may stand between an element and its connection phrase in the same clause: its numeral, "is"/"which is",
 * an adverb ("a piston 16 slidably received in the housing"). Never another element: in "a housing 12 mounted on a
 * door frame 14, a piston 16 received in the housing 12" the frame is not what is received in the housing.
 */
const CLAUSE_GAP = String.raw`(?:\s+\d+[a-z]?)?,?(?:\s+(?:is|are|being|was|which\s+is|that\s+is))?(?:\s+[a-z]+ly)?\s+`;

/** Mounting phrases whose object is where the thing is installed, not a part of it ("mounted on a door frame"). */
const MOUNTING = 'mounted on|mounted to|mounted in|attached to|secured to|fixed to';

/**
 * The surroundings: a component first named as what another is mounted on ("a housing 12 mounted on a door frame
 * 14"), so it is claimed as a relation target of that part ("configured to be mounted on a door frame"), not as a part.
 */
function surroundings(
  description: string,
  comps: Component[],
): Map<Component, { part: Component; how: string }> {
  const out = new Map<Component, { part: Component; how: string }>();
  for (const s of comps) {
    const first = new RegExp(`\\b(?:an?|the|said|each)\\s+(?:[\\w-]+\\s+){0,2}?${headRe(s)}`, 'i').exec(
      description,
    );
    if (!first) continue;
    const before = description.slice(Math.max(0, first.index - 120), first.index);
    const m = new RegExp(`\\b([a-z-]+)${CLAUSE_GAP}(${MOUNTING})\\s+$`, 'i').exec(before);
    const part = m && comps.find((c) => c !== s && key(m[1]) === c.head);
    if (part) out.set(s, { part, how: m[2].toLowerCase() });
  }
  return out;
}

/**
 * A title's name before a participle clause: "step-down converter maintaining stable operation" → "step-down
 * converter", "paraffinic wax particle coated" → "paraffinic wax particle". A participle the tagger reads as a verb
 * after a noun, followed by a modifier, an article or nothing, starts the clause ("air conditioning cut-out circuit"
 * keeps its noun "conditioning").
 */
function nameBeforeClause(name: string): string {
  const tokens = tokenize(name, 'wink');
  const at = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      /^(?:NOUN|PROPN)$/.test(tokens[i - 1].pos) &&
      // "… particle coated", "plug removable from …": a participle or adjective after the name.
      ((/(?:ing|ed)$/.test(t.lower) &&
        (t.pos === 'VERB' || (!tokens[i + 1] && /ed$/.test(t.lower))) &&
        (!tokens[i + 1] || /^(?:ADJ|ADV|DET|ADP|NUM)$/.test(tokens[i + 1].pos))) ||
        (t.pos === 'ADJ' && /(?:able|ible)$/.test(t.lower))),
  );
  return at > 0 ? name.slice(0, tokens[at].start).trim() : name;
}

/** The subject of the claims: the title's noun phrase ("travel mug"), or "system" for a method-only title. */
export function subjectFromTitle(title: string): { phrase: string; head: string } {
  let t = title
    .trim()
    .toLowerCase()
    // "Method, device and laser system for …": the method listed first names no thing.
    .replace(/^(?:an?\s+)?(?:method|process)s?\s*,\s*/, '');
  // "Optical pickup, optical disc apparatus, …": a list of subjects claims the first; "Rhodium, platinum, palladium
  // alloy" lists the words of one name.
  const items = t.split(/\s*,\s*/);
  if (items.length > 1 && !items.slice(0, -1).every((x) => /^[a-z-]+$/.test(x))) t = items[0];
  t = t
    // "rotisserie/kebab cooking device", "smoker/cooker": one name of the alternatives, the one the phrase goes on with.
    .replace(/\b[a-z-]+\/([a-z-]+)\b/g, '$1')
    .replace(/[^a-z0-9 -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  t = t
    .replace(/^(?:an?|the)\s+/, '')
    .replace(
      /^(?:(?:method|process)s?\s+(?:and|or)\s+)?((?:system|apparatus|device)s?)\s+(?:and\s+(?:method|process)s?\s+)?(?:for|of)\b.*$/,
      '$1',
    );
  t = t.replace(/\b(?:method|process)s?\s+and\s+/, '').replace(/\s+and\s+(?:method|process)s?\b/, '');
  const cut = nameBeforeClause(
    t.split(
      /\s+(?:for|of|with|without|having|comprising|including|containing|featuring|and|to|in|on|at|as|from|into|over|under|through|via|during|while|when|using|that|which|across|by)\s+/,
    )[0],
  )
    // "Ignition or plasma generation apparatus": the last of the alternatives names the thing claimed.
    .split(/\s+or\s+/)
    .pop()!;
  let w = cut
    .split(' ')
    // "Electrical-connection device, particularly for …": an adverb is no word of the subject's name.
    .filter(
      (x) =>
        /^[a-z][a-z-]*[a-z]$/.test(x) &&
        !/^(?:an?|the|as|new|novel|improved)$/.test(x) &&
        !/^(?:[a-z]+ly|also|especially|even|only|mainly|chiefly|preferably)$/.test(x),
    )
    // "surface acoustic wave device", "organic light emitting diode display": the whole name, never its last three
    // words ("crystal display device" of a liquid crystal display device, issue 24 review).
    .slice(-5);
  // A composition of matter keeps its own noun ("An alloy comprising", "A composition comprising").
  if (COMPOSITION.test(key(w[w.length - 1] ?? ''))) {
    const noun = key(w[w.length - 1]);
    return { phrase: noun, head: noun };
  }
  // A method-only title ("Film production method") or an abstract noun ("power management"): claim a system.
  if (
    w.length === 0 ||
    /^(?:method|process|procedure)s?$/.test(w[w.length - 1]) ||
    /(?:ment|tion|sion|ing|ance|ence|ity)$/.test(w[w.length - 1])
  )
    w = ['system'];
  // "Wireless physiological sensor patches": the singular of the head ("patch", not "patche").
  // A head in "-ics" is a plural here ("tonal characteristics"), not "physics".
  const last = w[w.length - 1] ?? '';
  const head = (/ics$/.test(last) ? last.slice(0, -1) : singular(last)) || 'apparatus';
  return { phrase: [...w.slice(0, -1), head].join(' '), head };
}

/** The title's subject (subjectFromTitle) in the description's words (describedSubject); "system" is factClaims'. */
function subjectOf(title: string, description: string): { phrase: string; head: string } {
  const titled = subjectFromTitle(title);
  const subject =
    titled.phrase === 'system' || COMPOSITION.test(titled.head)
      ? titled
      : describedSubject(titled, description);
  // "CMOS VCO" of "… low power CMOS VCO": an acronym keeps its capitals (a title in capitals throughout says nothing).
  const caps =
    title === title.toUpperCase() ? new Set<string>() : new Set(title.match(/\b[A-Z]{2,6}\b/g) ?? []);
  const phrase = subject.phrase
    .split(' ')
    .map((w) => (caps.has(w.toUpperCase()) ? w.toUpperCase() : w))
    .join(' ');
  return { ...subject, phrase };
}

/**
 * Lower-case words of a text, accents folded ("appliqué" is "applique"), with the parts of a hyphenated word and the
 * word written solid ("quadrature-modulated" gives "quadrature"; "multi-threaded" is "multithreaded").
 */
const foldedWords = (text: string) =>
  new Set(
    (
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .match(/[a-z][a-z-]*[a-z]|[a-z]/g) ?? []
    ).flatMap((w) => (w.includes('-') ? [w, w.replace(/-/g, ''), ...w.split('-')] : [w])),
  );

/**
 * Whether the description uses a word, in either number ("patch" for "patches"), or, for a participle, its verb in
 * another form ("heated" for a description of a "heater", "heating" for "heats"); "improvement" is no "improving".
 */
const uses = (said: Set<string>, w: string) => {
  if (w.includes('-') && said.has(w.replace(/-/g, ''))) return true;
  if (said.has(w) || said.has(pluralNoun(w)) || said.has(singular(w))) return true;
  const m = /^(.{3,}?)(?:ed|ing)$/.exec(w);
  if (!m) return false;
  // "gelling" for a description of a "gel": the doubled consonant undone.
  return [m[1], `${m[1]}e`, m[1].replace(/(.)\1$/, '$1')].some((stem) =>
    ['', 's', 'es', 'er', 'ers', 'ed', 'd', 'ing'].some((x) => said.has(stem + x)),
  );
};

/** Names of a whole invention the description may use when the title's head is a word it never writes. */
const WHOLE = ['apparatus', 'device', 'system', 'assembly', 'unit', 'arrangement', 'machine', 'installation'];

/**
 * The title's subject in the description's words (issue 24): a word of the title the description never uses is no
 * word of the claims ("think steel strip" for "thin", "non-oriented wire", "associated device"). Such modifiers are
 * left out; a head it never uses is the last part of a hyphenated head it does use ("nano-interconnect" →
 * "interconnect") or the name of a whole it uses ("pen retention apparatus" → "pen retention device"). Kept as it is
 * when the description uses none of these.
 */
export function describedSubject(
  subject: { phrase: string; head: string },
  description: string,
): { phrase: string; head: string } {
  if (!description.trim()) return subject;
  const said = foldedWords(description);
  const w = subject.phrase.split(' ');
  let head = w[w.length - 1];
  if (!uses(said, head)) {
    const part = head.split('-').pop()!;
    const whole = WHOLE.find((x) => said.has(x));
    const found = head.includes('-') && uses(said, part) ? part : whole;
    if (!found) return subject;
    head = found;
  }
  const kept = [...w.slice(0, -1).filter((x) => uses(said, x)), head];
  // A long name runs on from the title's other words when the description never writes its first two words together
  // ("injection molding machine spigotted shooting pot piston" → "machine spigotted shooting pot piston"): those
  // words go, down to a name of three words ("spigotted shooting pot piston").
  const folded = description
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const together = (a: string, b: string) =>
    new RegExp(`\\b${escapeRe(a)}[\\s-]+${escapeRe(b)}`).test(folded);
  let from = 0;
  while (kept.length - from > 3 && !together(kept[from], kept[from + 1])) from++;
  const phrase = kept.slice(from).join(' ');
  return { phrase, head: singular(head) };
}

/** Words of a method's purpose that are claim form, not the description's. */
const PURPOSE_FORM =
  /^(?:an?|the|of|for|and|or|in|on|to|by|with|from|into|making|manufacturing|producing|operating)$/;

/**
 * The words of a title phrase the description uses ("the continuous production of a think steel strip" → "… of a
 * steel strip"), an article before a dropped word agreeing with the next one. Only a modifier is dropped (a word
 * before a kept noun); a purpose missing its verb or a noun ("handling a call" with no "handle" in the description)
 * is null: no purpose the description supports.
 */
export function describedWords(phrase: string, description: string): string | null {
  const said = foldedWords(description);
  const w = phrase.split(' ');
  const keep = w.map((x) => PURPOSE_FORM.test(x) || uses(said, x));
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) {
    if (keep[i]) {
      out.push(w[i]);
      continue;
    }
    // Dropped only when the words up to the next kept one are modifiers of a kept noun.
    let j = i + 1;
    while (j < w.length && !keep[j]) j++;
    if (j >= w.length || PURPOSE_FORM.test(w[j])) return null;
    const last = out.length - 1;
    if (last >= 0 && /^an?$/.test(out[last])) out[last] = article(w[j]).split(' ')[0];
    i = j - 1;
  }
  return out.join(' ');
}

/** Titles naming a composition of matter ("wood coating composition", "aluminium alloy"): claimed by ingredients. */
const COMPOSITION = /^(?:composition|formulation|mixture|alloy|compound)$/;
/** "from 20 to 40 % by weight of an acrylic binder", "5 wt% of a defoamer", "about 3 percent by weight of silica". */
const AMOUNT =
  /\b((?:(?:from|about|approximately|up to|at least|less than|not more than)\s+)*\d+(?:\.\d+)?\s*(?:(?:(?:atomic|atom|mole|mol|volume|vol\.?|weight|wt\.?|mass)\s*)?(?:%|percent|parts)\s*)?(?:(?:to|-|–)\s*(?:about\s+|approximately\s+)?\d+(?:\.\d+)?\s*)?(?:(?:atomic|atom|mole|mol|volume|vol\.?|weight|wt\.?|mass)\s*)?(?:%|percent|parts)\s*(?:by\s+(?:weight|mass|volume|wt\.?))?)\s+(?:of\s+)?(an?\s+)?((?:[a-z][a-z-]*\s+){0,3}?[a-z][a-z-]*?)(?=\s*(?:[,;.]|\band\b|\bor\b|\bas\b|\bwith\b|\bbased\b|\bin\b|$))/gi;

/** Conditions of a test and measured results, never an ingredient ("about 50% of relative humidity"). */
const CONDITION =
  /\b(?:humidity|temperature|pressure|atmosphere|conditions?|yield|efficiency|conversion|selectivity|transmittance|reflectance|absorbance|solubility|viscosity|elongation|strength|hardness|density|porosity|recovery|reduction|increase|decrease|improvement|inhibition|survival|confidence|probability|accuracy|time|duration)\b/;

/**
 * Ingredients the description names twice, a genus and the species it is ("An exemplary first oil-soluble solid
 * sunscreen is oxybenzone", "the first oil-soluble solid sunscreen is oxybenzone"): [genus, species] pairs.
 */
function aliasesOf(description: string, names: string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const taken = new Set<string>();
  for (const name of names)
    for (const species of names) {
      if (name === species || taken.has(species) || taken.has(name)) continue;
      const said = new RegExp(
        `\\b(?:an?\\s+(?:exemplary|preferred|suitable)\\s+|the\\s+)${escapeRe(name)}\\s+is\\s+${escapeRe(species)}\\b`,
        'i',
      );
      if (said.test(description)) {
        out.push([name, species]);
        taken.add(species);
      }
    }
  return out;
}

/**
 * "A composition comprising: from 20 to 40 % by weight of an acrylic binder; …": the ingredients with the amounts
 * the description gives, else its components; dependent claims add the components not yet listed.
 */
/**
 * An amount whose lower bound is zero ("from 0% to 12%", "0 to 5 wt%", "zero to 3 parts", "up to 5 %", "less than
 * 2 %"): the ingredient may be absent, so it is no positive element of a claim (issue 24).
 */
export const ZERO_LOWER_BOUND =
  /^(?:(?:from|between)\s+)?(?:(?:about|approximately)\s+)?(?:0+(?:\.0+)?|zero)(?![.\d])|^(?:up\s+to|less\s+than|not\s+more\s+than|no\s+more\s+than|at\s+most)\b/i;

function compositionClaims(
  head: string,
  description: string,
  parts: Component[],
  notes: string[],
  stated?: string,
): string[] {
  // A product the description states by weight ("The inventive foil comprises from 60 to 85% by weight of …"): claim 1
  // has that sentence's ingredients; the rest of the description gives only narrower amounts of them.
  const source = stated ? `${stated} ${description.slice(0, 40_000)}` : description.slice(0, 40_000);
  const seen = new Set<string>();
  const ingredients: string[] = [];
  /** Narrower amounts the description gives for an ingredient already claimed: dependent claims. */
  const narrower: string[] = [];
  const claimedAmount = new Map<string, string>();
  const optional = new Map<string, string>();
  for (const m of source.matchAll(AMOUNT)) {
    // "PVB resin": an acronym keeps its capitals.
    const name = m[3]
      .trim()
      .split(' ')
      .map((x) => (/^[A-Z]{2,6}$/.test(x) ? x : x.toLowerCase()))
      .join(' ');
    const k = key(name.split(' ').pop()!);
    const amount = m[1].replace(/\s+/g, ' ').trim();
    // An ingredient is named in lower-case words or an acronym ("PVB resin"), none a function word ("about 60% as
    // resistant", "10 % Pd into nickel").
    if (
      GENERIC.has(k) ||
      STRICT_GENERIC.test(k) ||
      m[3].split(' ').some((x) => x !== x.toLowerCase() && !/^[A-Z]{2,6}$/.test(x)) ||
      /\b(?:the|a|an|said|each|which|that|this|as|into|than|is|are|of|to|from|by|for|at)\b/.test(name)
    )
      continue;
    // "at about 50% relative humidity", "a yield of 90 %": a test condition or a measured result, no ingredient.
    if (CONDITION.test(name) || /\bat\s+$/i.test(description.slice(Math.max(0, m.index - 4), m.index)))
      continue;
    // "from 0% to 12% of a polar oil": optional, so neither claim 1's element nor a dependent claim's amount; a
    // nonzero amount the description gives it elsewhere is claimed instead.
    if (ZERO_LOWER_BOUND.test(amount)) {
      if (!optional.has(name) && (!stated || m.index <= stated.length)) optional.set(name, amount);
      continue;
    }
    if (seen.has(name)) {
      const first = claimedAmount.get(name);
      if (first && first !== amount && /\d.*\b(?:to|-|–)\b.*\d/.test(amount) && narrower.length < 3)
        narrower.push(`The ${head} of claim 1, wherein the ${name} is present in an amount of ${amount}.`);
      continue;
    }
    if (ingredients.length >= 8 || (stated && m.index > stated.length)) continue;
    seen.add(name);
    seen.add(k);
    claimedAmount.set(name, amount);
    // The description's own article: "of an acrylic binder", but "of copper".
    ingredients.push(`${amount} of ${m[2] ? article(name) : name}`);
  }
  // "the balance comprising rhodium", not "designed to balance the properties": the first that names a material.
  const restFrom = stated ?? description;
  const rest = [
    ...restFrom.matchAll(
      /\b(?:the\s+)?(?:balance|remainder)\s+(?:(?:being|comprising|consisting\s+(?:essentially\s+)?of|is|of)\s+)?([a-z]+)\b/gi,
    ),
    ...restFrom.matchAll(/\b([a-z]+)\s+(?:as\s+)?(?:the\s+)?(?:balance|remainder)\b/gi),
  ]
    .map((m) => m[1].toLowerCase())
    .find(
      (w) =>
        !/^(?:the|a|an|and|of|being|is|as|comprising|to|that|this|which|between|with|for|in|on|by)$/.test(w),
    );
  if (rest && ingredients.length > 0) ingredients.push(`${rest} as the balance`);
  // "An exemplary first oil-soluble solid sunscreen is oxybenzone": one ingredient under two names is listed once,
  // by its first name, and a dependent claim says what it is (issue 24).
  const aliases: string[] = [];
  for (const [name, species] of aliasesOf(description, [...claimedAmount.keys()])) {
    const at = ingredients.findIndex((x) => x.endsWith(` ${species}`) || x.endsWith(` ${article(species)}`));
    if (at < 0) continue;
    ingredients.splice(at, 1);
    claimedAmount.delete(species);
    for (let i = narrower.length - 1; i >= 0; i--)
      if (narrower[i].includes(`the ${species} `)) narrower.splice(i, 1);
    aliases.push(`The ${head} of claim 1, wherein the ${name} is ${species}.`);
  }
  // Ingredients the description gives amounts for, too few once the optional ones are out: no list of its other
  // nouns ("a turbine engine component; a microstructure") stands in for them (issue 24).
  if (ingredients.length < 2 && ingredients.length + optional.size >= 2) {
    notes.push(
      `No ${head} claim: of the ingredients the description gives amounts for, ` +
        `${[...optional].map(([name, amount]) => `"${name}" (${amount.trim()})`).join(', ')} ` +
        `${plural([...optional.keys()], 'has', 'have')} a lower bound of zero and may be absent, leaving fewer than ` +
        'two positive ingredients.',
    );
    return [];
  }
  // A composition of matter is claimed by its ingredients: the description's other nouns (the plasma torch that
  // makes a silicon composition) are no ingredient of it, and listing them would claim an apparatus (issue 24).
  if (ingredients.length < 2) {
    notes.push(
      `No ${head} claim: the description gives amounts for fewer than two ingredients, and its other nouns ` +
        `are no ingredients of the ${head}.`,
    );
    return [];
  }
  // With its ingredients claimed, a composition's dependents narrow their amounts; its other nouns (the turbine
  // part an alloy is for) are no ingredient.
  // Nor a product stated by weight: its description's other nouns are what it is used in ("an intermediate layer").
  const extra = parts
    .filter((p) => !stated && !seen.has(key(p.head)) && narrower.length === 0 && aliases.length === 0)
    .slice(0, 3);
  // An ingredient claimed (or named as what a claimed one is, "wherein the first sunscreen is oxybenzone") is no
  // dropped one.
  const dropped = [...optional].filter(
    ([name]) => !claimedAmount.has(name) && !aliases.some((a) => a.endsWith(` is ${name}.`)),
  );
  if (dropped.length > 0)
    notes.push(
      `Not in claim 1: ${dropped.map(([name, amount]) => `"${name}" (${amount.trim()})`).join(', ')}: the ` +
        `description gives ${plural(
          dropped.map(([n]) => n),
          'its amount',
          'their amounts',
        )} a lower bound of zero, so the ` +
        `ingredient may be absent and is no positive element; no dependent claim either, as the description gives ` +
        `${plural(
          dropped.map(([n]) => n),
          'it',
          'them',
        )} no nonzero range.`,
    );
  const first = `${capitalise(article(head))} comprising: ${list(ingredients)}`;
  const set = [
    withFeature(first, featureText(description), [...claimedAmount.keys()]),
    // Only amounts of ingredients claim 1 names, each once.
    ...narrower.filter((c, i) => narrower.indexOf(c) === i),
    ...aliases,
    ...extra.map((p) => `The ${head} of claim 1, further comprising ${article(p.phrase)}.`),
  ].map((c, i) => `${i + 1}. ${c}`);
  // A short set says why it has no more claims: nothing narrower is stated, not a claim the engine left out.
  if (set.length < 3)
    notes.push(
      `No ${set.length === 1 ? '' : 'further '}dependent claim of the ${head}: the description gives no narrower ` +
        `amount of the claimed ingredients and names no further ingredient of it.`,
    );
  return set;
}

/**
 * Parts to add to claims one already has, each with the relation the description gives it to an element those claims
 * name ("a stepper motor coupled to the carousel"); a part the description relates to nothing claimed is not added
 * bare but named in a note (issue 24).
 */
function relatedToExisting(facts: ReturnType<typeof describe>, used: string, notes: string[]): string[] {
  const inClaims = (phrase: string, plural = '') =>
    new RegExp(`\\b${escapeRe(phrase)}${plural}\\b`).test(used);
  const out: string[] = [];
  const unrelated: string[] = [];
  for (const p of facts.parts) {
    // Claimed already, also in the plural ("compartments"); a relation needs its target in the singular ("the
    // carousel"), so "the compartment" never lacks antecedent basis.
    if (inClaims(p.phrase, '(?:s|es)?') || inClaims(p.head, '(?:s|es)?')) continue;
    const r = facts.relations.find(
      (x) => x.a === p.id && x.kind !== 'has' && x.b.id !== p.id && inClaims(x.b.phrase) && !x.b.abstract,
    );
    if (r)
      out.push(
        `${article(p.phrase)} ${r.kind === 'act' ? actWords(r.how, facts.text.toLowerCase()) : r.how} the ${r.b.phrase}`,
      );
    else if (out.length + unrelated.length < 6) unrelated.push(`"${p.phrase}"`);
  }
  if (unrelated.length > 0)
    notes.push(
      `Not added: ${unrelated.join(', ')}: the description relates ${plural(unrelated, 'it', 'them')} to no element ` +
        'the existing claims name as one thing ("the …"), and a dependent claim adding a bare part would say nothing ' +
        'of how it fits.',
    );
  return out;
}

/**
 * A claim set in proper form from the title and description: an apparatus claim of the description's components
 * and how they connect, a method claim of steps (gerunds), a computer-readable-medium claim for software, and
 * dependent claims for the secondary components. Every element is introduced with "a/an" before "the".
 */
export function localClaimSet(title: string, description: string, existingClaims: string[] = []): string[] {
  return localClaimDraft(title, description, existingClaims).claims;
}

/**
 * The claim set with what the drafter could not claim: each part of the invention the description gives no
 * relationship to another part, left out of claim 1 rather than listed bare ("a target; a data bus; …").
 */
export function localClaimDraft(
  title: string,
  description: string,
  existingClaims: string[] = [],
): { claims: string[]; notes: string[] } {
  const notes: string[] = [];
  const drafted = draftClaims(title, readNumerals(description), existingClaims, notes);
  // The user's own claims are kept as written; what the drafter adds takes the article of its sound.
  const claims = drafted.map((c, i) => (i < existingClaims.length ? c : fixArticles(c)));
  if (existingClaims.length === 0 && claims.length > 0) {
    // The title's words claim 1 lacks (issue 24 review 3.2: "palladium" of a rhodium, platinum, palladium alloy), but
    // none a note already names ("Not in claim 1: "pen", the part carrying the title's words").
    const named = notes.join(' ').toLowerCase();
    const lacking = titleWordsNotIn(title, claims[0]).filter(
      (w) => !new RegExp(`not in claim 1: "[^"]*\\b${escapeRe(w)}`).test(named),
    );
    if (lacking.length > 0) notes.push(titleWordsNote(lacking));
  }
  return { claims, notes };
}

/** Said when claim 1 does not state words the title gives the invention (a material, a part it is "with"). */
const titleWordsNote = (lacking: string[]) => {
  const them = lacking.length > 1 ? 'them' : 'it';
  return (
    `Not in claim 1: ${lacking.map((w) => `"${w}"`).join(', ')}, named in the title: the drafted claim 1 does not ` +
    `state ${them}. If the invention rests on ${them}, add ${them} to claim 1 before relying on the draft.`
  );
};

function draftClaims(
  title: string,
  description: string,
  existingClaims: string[],
  notes: string[],
): string[] {
  const comps = components(description);
  const subject = subjectOf(title || 'apparatus', description);
  const parts = comps.filter((c) => c.head !== key(subject.head));
  const existing = existingClaims.map((c) => c.replace(/^\s*(?:\d+\s*[.)]\s*)+/, '').trim()).filter(Boolean);
  if (existing.length > 0) {
    const used = existing.join(' ').toLowerCase();
    const firstSubject =
      /^(?:an?|the)\s+((?:[\w-]+\s+){0,3}?[\w-]+?)(?=,|\s+(?:comprising|including|for|of|having|that|which|wherein|consisting)\b)/i.exec(
        existing[0],
      )?.[1];
    const extra =
      firstSubject && !/\b(?:method|process)\b/i.test(firstSubject)
        ? relatedToExisting(describe(description, title), used, notes).slice(0, 3)
        : [];
    return [
      ...existing,
      ...extra.map((e) => `The ${firstSubject!.toLowerCase()} of claim 1, further comprising ${e}.`),
    ].map((c, i) => `${i + 1}. ${c}`);
  }
  if (COMPOSITION.test(subject.head)) {
    const mix = compositionClaims(subject.head, description, parts, notes);
    const method = methodClaims(describe(description, title), subject, mix.length + 1, title, notes);
    return [...mix, ...method.map((c, i) => `${mix.length + i + 1}. ${c}`)];
  }
  // "PVB film …" whose description says "The inventive plasticized foil … comprises from 60 to 85% by weight of PVB
  // resin, from 14 to 39% by weight of …": a product of stated ingredients is claimed by them (issue 24 review).
  const byWeight = statedComposition(title, description);
  if (byWeight) {
    const mixNotes: string[] = [];
    const mix = compositionClaims(byWeight.phrase, description, parts, mixNotes, byWeight.sentence);
    if (mix.length > 0) {
      notes.push(...mixNotes);
      return mix;
    }
  }
  // Claim 1 of the main body's parts where they make an apparatus claim; else of the parts the description relates
  // most (issue 24: a body whose one listed part relates to nothing claim 1 can state gives no apparatus claim).
  const bodyNotes: string[] = [];
  const byBody = factClaims(subject, description, title, bodyNotes, true);
  if (
    byBody.length > 0 &&
    !/^1\. A (?:method|non-transitory)\b/.test(byBody[0]) &&
    !checkClaimSet(byBody.map(introduceElements)).findings.some((f) => f.severity !== 'info')
  ) {
    notes.push(...bodyNotes);
    return byBody.map(introduceElements);
  }
  return factClaims(subject, description, title, notes, false).map(introduceElements);
}

/**
 * "comprising: a vehicle; the in-vehicle device mounted in the vehicle; …": an element that opens with "the" names a
 * part whose introduction was pruned, so it is introduced where it is listed ("an in-vehicle device"; issue 24 review:
 * US8089342).
 */
function introduceElements(claim: string): string {
  const at = claim.indexOf('comprising: ');
  if (at < 0 || /^\d+\. The\b/.test(claim)) return claim;
  const head = claim.slice(0, at + 'comprising: '.length);
  const body = claim.slice(head.length);
  return (
    head +
    body
      .split(/(;\s*(?:and\s+)?)/)
      .map((e, i) => {
        if (i % 2 === 1 || !/^the\s+[a-z]/.test(e)) return e;
        const name =
          /^the\s+((?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*?)(?=\s+(?:mounted|connected|configured|comprising|coupled|located|disposed|formed|provided|attached|carried|and|having|that|which|for|on|in|of|to|with)\b|[,.]|$)/.exec(
            e,
          )?.[1];
        if (!name) return e;
        const earlier = head + body.slice(0, body.indexOf(e));
        // Introduced earlier in the claim: the element is a repetition, left as it is.
        if (new RegExp(`\\b(?:an?|plurality of)\\s+${escapeRe(name)}\\b`).test(earlier)) return e;
        return e.replace(/^the\s+/, `${article(name).split(' ')[0]} `);
      })
      .join('')
  );
}

const plural = (left: string[], one: string, many: string) => (left.length > 1 ? many : one);
/** Said of parts the drafter left out of claim 1 (an info finding on the claim set). */
const leftOutNote = (left: string[]) =>
  `Left out of claim 1: ${left.join(', ')}: the description gives ${plural(left, 'it', 'them')} no relationship to the claimed parts (connected to, mounted on, comprised in or acting on one of them). Add one if ${plural(left, 'it is', 'they are')} part of the invention.`;
/** Said when the part a generic title names the invention by ("air pressure sensor") is not in claim 1 (issue 24). */
const coreNote = (core: string) =>
  `Not in claim 1: "${core}", the part carrying the title's words: the description relates it to none of the ` +
  'other claimed parts in a sentence claim 1 could state (mounted on, connected to, comprised in). Add that relation ' +
  'before relying on claim 1.';
/** Said when fewer than two parts are related: listing them side by side would be a parts list. */
const noApparatusNote = (left: string[]) =>
  `No apparatus claim: fewer than two of the description's parts are related to one another by a sentence such as "coupled to", "mounted on" or "receives … from"${left.length > 0 ? ` (none for ${left.join(', ')})` : ''}; listing them side by side would be a parts list, so only what the description does is claimed.`;

/**
 * The parts claim 1 claims: the invention's own (the description has each do, comprise or connect to something, so
 * a target it only acts on is none), each tied to another by one of the description's relations; from the best
 * scored part, its related parts and theirs, up to five.
 */
function connectedParts<P extends { id: string; phrase: string }>(own: P[], relations: Relation[]): P[] {
  const active = new Set(relations.map((r) => r.a));
  // Had by a part of its own, or joined: a part only the invention as a whole is said to include does nothing yet.
  const ownIds = new Set(own.map((c) => c.id));
  for (const r of relations)
    if (r.kind === 'connect' || (r.kind === 'has' && ownIds.has(r.a))) active.add(r.b.id);
  const candidates = own.filter((c) => active.has(c.id));
  const touches = (r: Relation, id: string) => r.b.id === id || r.tail?.object.id === id;
  const linked = (a: string, b: string) =>
    relations.some((r) => (r.a === a && touches(r, b)) || (r.a === b && touches(r, a)));
  // A part another group member comprises is claimed inside it ("an armrest comprising a wedged recess"): one element.
  const insideOf = (group: P[]) =>
    group.filter((b) =>
      relations.some((r) => r.kind === 'has' && r.b.id === b.id && group.some((a) => a.id === r.a)),
    ).length;
  // "Each ceramic substrate has a ceramic": a part two others comprise joins neither to the other (issue 24: two
  // substrates listed side by side, untied, in place of the package mounted to the heat sink).
  const ownedBy = (child: string, owner: string) =>
    relations.some((r) => r.kind === 'has' && r.a === owner && r.b.id === child);
  // "an anode comprising a transparent film", "a charge generation layer comprising a transparent film": a part two
  // others comprise is one name for two things, so what it is joined to ("formed on the substrate") is said of one of
  // them only, and claim 1 reaches nothing through it (issue 24: US7158161).
  const owners = (child: string) =>
    new Set(relations.filter((r) => r.kind === 'has' && r.b.id === child).map((r) => r.a));
  /** Grows a group by the parts linked to its members, up to five elements, never to a banned part. */
  const grow = (group: P[], banned: Set<string>) => {
    const comprised = new Set(group.filter((c) => group.some((m) => ownedBy(c.id, m.id))).map((c) => c.id));
    for (let i = 0; i < group.length; i++) {
      if (comprised.has(group[i].id) && owners(group[i].id).size > 1) continue;
      for (const c of candidates) {
        // Up to five elements: parts of one name ("first light emission layer", "second …") are one element.
        const elements = new Set(group.map((g) => g.phrase)).size;
        if (elements >= 5 || group.includes(c) || banned.has(c.id) || !linked(group[i].id, c.id)) continue;
        const onlyOwner =
          comprised.has(group[i].id) &&
          ownedBy(group[i].id, c.id) &&
          !relations.some((r) => r.kind !== 'has' && r.a === c.id && touches(r, group[i].id));
        if (onlyOwner) continue;
        if (ownedBy(c.id, group[i].id)) comprised.add(c.id);
        group.push(c);
      }
    }
    return group;
  };
  /**
   * The members claim 1 can tie together: by a relation it states, or as what a member comprises, but not as a part
   * of a part claimed inside another ("the second subset comprises a supporting framework", "the supporting
   * framework comprises a basis"): a "basis; and a grid placed on the basis" would stand beside the rest untied
   * (issue 24: US6836979, the heel-supporting element left out for them). The largest share, the seed's of equals.
   */
  const tied = (group: P[]) => {
    const nested = (m: P) => group.some((o) => o !== m && ownedBy(m.id, o.id));
    const edge = (a: P, b: P) =>
      relations.some(
        (r) => r.kind !== 'has' && ((r.a === a.id && touches(r, b.id)) || (r.a === b.id && touches(r, a.id))),
      ) ||
      (ownedBy(b.id, a.id) && !nested(a)) ||
      (ownedBy(a.id, b.id) && !nested(b));
    let best: P[] = [];
    for (const start of group) {
      if (best.includes(start)) continue;
      const reached = [start];
      for (let i = 0; i < reached.length; i++)
        for (const c of group) if (!reached.includes(c) && edge(reached[i], c)) reached.push(c);
      if (reached.length > best.length) best = reached;
    }
    return group.filter((c) => best.includes(c));
  };
  for (const seed of candidates) {
    let group = grow([seed], new Set());
    const kept = tied(group);
    // Only a cluster of its own ("a basis; and a grid placed on the basis"): a part comprised in a part claimed inside
    // another is claimed with it where nothing else hangs on it (US7642029's binders of the charge transport layer).
    const apart = group.filter((c) => !kept.includes(c));
    const cluster = apart.some((a) =>
      apart.some(
        (b) => a !== b && relations.some((r) => r.kind !== 'has' && r.a === a.id && touches(r, b.id)),
      ),
    );
    if (cluster) {
      const dropped = new Set(apart.map((c) => c.id));
      const regrown = tied(grow(kept, dropped));
      // Only where as many parts are claimed, tied: a part comprised in a bare "device" or a coating of layers is not
      // worth claim 1's other parts (US7640884 kept its finger's tip and rim, US6982378 its lossy layer's binder).
      if (regrown.length >= group.length) group = regrown;
    }
    if (group.length - insideOf(group) >= 2) return group;
  }
  return [];
}

/**
 * Claims from the description's facts (description-facts.ts): an apparatus or system claim of its parts, each with
 * the relation its sentences give it ("a lid mounted on the body", "a scoring module configured to compare a card
 * number with a stored value"); dependent claims for what the parts comprise and for secondary parts; a method claim
 * of the acts it describes (gerunds of its own verbs on its own nouns); a computer-readable-medium claim when the
 * description is software run by a processor it names.
 */
function factClaims(
  titled: { phrase: string; head: string },
  description: string,
  title: string,
  notes: string[],
  byBody: boolean,
): string[] {
  const facts = describe(description, title);
  // A method-only title claims "a system" only where the description says system (or apparatus, device …).
  let subject = titled;
  if (titled.phrase === 'system' && !/\bsystems?\b/i.test(facts.text)) {
    // The title's own last noun where the description names it as a thing ("a … management application").
    const last = title
      .toLowerCase()
      .split(/\s+(?:for|of|with|and|using|in|on|by)\s+/)[0]
      .match(/[a-z][a-z-]*[a-z]/g)
      ?.pop();
    const own =
      last &&
      !/^(?:method|process|procedure)s?$/.test(last) &&
      new RegExp(`\\b(?:an?|the)\\s+(?:[\\w-]+\\s+){0,3}${last}\\b`, 'i').test(facts.text)
        ? last
        : undefined;
    const noun = [own, 'apparatus', 'device', 'assembly', 'arrangement', 'machine', 'installation'].find(
      (w) => w !== undefined && new RegExp(`\\b${w}\\b`, 'i').test(facts.text),
    );
    if (!noun) {
      notes.push(
        'No apparatus claim: the title names a method and the description no system, apparatus or device.',
      );
      return methodClaims(facts, titled, 1, title, notes, true, description).map((c, i) => `${i + 1}. ${c}`);
    }
    subject = { phrase: noun, head: key(noun) };
  }
  // The apparatus the description states as its invention, in its own words, is claim 1 where it reads as one
  // (issue 24: "an LED assembly can comprise a heat sink base, at least one LED die attached to the heat sink base").
  const stated = statedClaim(facts.text);
  if (stated)
    subject = { phrase: stated.subject, head: key(stated.subject.split(' ').pop() ?? stated.subject) };
  const subjectKey = key(subject.head);
  // "A meeting mode comprising: a phone …" claims no thing: a mode, a function or a message a program provides is
  // claimed by its acts (a method) and, where a processor runs them, the medium storing them (issue 24).
  const device = programDevice(title, facts);
  if (!stated && subject.phrase !== 'system' && namesNoThing(subject.head) && device) {
    notes.push(
      `No apparatus claim: "${subject.phrase}" names what a program does, not a thing; its acts are claimed as a ` +
        `method of operating the ${device.phrase}${facts.software && facts.executor ? ' and as the medium storing them' : ''}.`,
    );
    return methodClaims(facts, device, 1, title, notes, false, description, null, true).map(
      (c, i) => `${i + 1}. ${c}`,
    );
  }
  type Part = Component & { id: string };
  const comps: Part[] = facts.parts
    .filter((p) => p.head !== subjectKey || p.phrase.split(' ').length > subject.phrase.split(' ').length)
    // "first steering wheel" of a steering wheel: the subject itself, in its first embodiment.
    .filter((p) => p.phrase.replace(/^(?:first|second|third) /, '') !== subject.phrase)
    // "a system coupled to the traction system": a whole named by no word of its own is no component (issue 24).
    .filter((p) => !WHOLE.includes(p.phrase))
    .map((p) => ({ id: p.id, phrase: p.phrase, head: p.head, count: p.count, pluralOnly: p.pluralOnly }));
  const partIds = new Set(facts.parts.map((p) => p.id));
  const around = surroundings(facts.text, comps);
  // What the invention works on (a workpiece, the cobs it collects) is no part of it.
  const worked = workedOn(facts);
  const own = comps.filter((c) => !around.has(c) && !worked.has(c.id));
  const methodTitle =
    /\b(?:method|process|procedure)s?\b/i.test(title) &&
    !/\b(?:system|apparatus|device|assembly|machine|structure|circuit|element|arrangement|kit|tool|unit)s?\b/i.test(
      title,
    );
  // A method title whose description states the method's acts in order: the method is the invention, claim 1.
  if (methodTitle && statedMethod(facts, title, description).steps.length >= 2) {
    notes.push(
      'Method claims only: the title names a method and the description states its acts in order; an apparatus ' +
        'claim would claim the means, not the method.',
    );
    return methodClaims(facts, subject, 1, title, notes, true, description).map((c, i) => `${i + 1}. ${c}`);
  }
  const aroundIds = new Set([...around.keys()].map((c) => (c as Part).id));
  // The parts the description presents as the invention (its summary, else its opening sentences) seed claim 1
  // before generic ones it names more often (issue 24).
  const lead = leadText(facts.text);
  const presented = (c: Part) => new RegExp(`\\b${escapeRe(c.phrase)}`, 'i').test(lead);
  // The part a generic title names the invention by ("air pressure sensor" of an "air pressure detection device")
  // seeds claim 1 first: without it claim 1 claims the surroundings (issue 24: fork, swing arm, wheel; no sensor).
  const core = titleCore(title, own, facts.relations);
  // The parts the title says the subject has ("Brake disk comprising a friction ring and …") seed it first (issue 24).
  const inTitle = titledParts(title, own);
  const seeded = (c: Part) => Number(c === core || inTitle.includes(c));
  // The parts the description's structure sentences give the invention itself ("The indicating device 10 includes a
  // generally planar annular body 20"): the main body's parts seed claim 1 before parts named more often (issue 24).
  const body = byBody ? bodyParts(facts, subjectKey, title, own) : [];
  const inBody = (c: Part) => Number(body.includes(c.id));
  const main = stated
    ? comps.filter(
        (c, i) =>
          comps.findIndex((d) => d.phrase === c.phrase) === i &&
          new RegExp(`\\b${escapeRe(c.phrase)}\\b`, 'i').test(stated.elements.join('; ')),
      )
    : connectedParts(
        [...own].sort(
          (a, b) =>
            seeded(b) - seeded(a) || inBody(b) - inBody(a) || Number(presented(b)) - Number(presented(a)),
        ),
        facts.relations,
        // Two parts of one name are one element: never "a device …; and the device …" (issue 24).
      ).filter((c, i, all) => all.findIndex((d) => d.phrase === c.phrase) === i);
  // The parts a parts list would have claimed, named in a note when no relation of theirs made claim 1. Fewer than
  // two related parts are no combination: the description's acts are claimed by the method (and medium) claims.
  const wanted = own.slice(0, Math.min(5, Math.max(2, Math.ceil(own.length * 0.5))));
  const left = wanted.filter((c) => !main.includes(c)).map((c) => `"${c.phrase}"`);
  if (!stated && main.length < 2) {
    if (core) notes.push(coreNote(core.phrase));
    notes.push(
      own.length >= 2
        ? noApparatusNote(left)
        : 'No apparatus claim: the description names fewer than two parts of its own (drawn, or doing something).',
    );
    return methodClaims(facts, subject, 1, title, notes, methodTitle, description).map(
      (c, i) => `${i + 1}. ${c}`,
    );
  }
  // Description order reads best: a part before what is mounted on it.
  const lower = facts.text.toLowerCase();
  main.sort((a, b) => lower.indexOf(` ${a.phrase}`) - lower.indexOf(` ${b.phrase}`));
  const mainIds = new Set(main.map((c) => c.id));
  // What a part is mounted on or acts on comes first ("a body; a lid mounted on the body").
  for (let pass = 0; pass < main.length; pass++) {
    let moved = false;
    for (const r of facts.relations) {
      if (r.kind === 'has') continue;
      const ia = main.findIndex((c) => c.id === r.a);
      const ib = main.findIndex((c) => c.id === r.b.id);
      if (ia >= 0 && ib > ia) {
        main.splice(ia, 0, ...main.splice(ib, 1));
        moved = true;
        break;
      }
    }
    if (!moved) break;
  }
  // A part's relations to other parts as claim 1 names them: never to itself nor to a part of its own name ("a first
  // leg secured to the first leg").
  const phraseOf = (id: string) => comps.find((c) => c.id === id)?.phrase;
  const relOf = (id: string) =>
    facts.relations.filter((r) => r.a === id && r.b.id !== id && canon(r.b).phrase !== phraseOf(id));
  /** A relation's object as claim 1 names it: the part's own phrase, or the claimed subject itself. */
  const canon = (m: Relation['b']): Named =>
    m.head === subjectKey && !comps.some((c) => c.id === m.id)
      ? { phrase: subject.phrase, head: subjectKey }
      : (comps.find((c) => c.id === m.id) ?? m);
  const claim1 = new Namer([subject.phrase, ...(stated ? main.map((c) => c.phrase) : [])]);
  const placed = (c: Component, n: Namer) =>
    [...around].filter(([, v]) => v.part === c).map(([s, v]) => ` configured to be ${v.how} ${n.np(s)}`)[0] ??
    '';
  /** May this relation's object be named here: already named, or not a part claimed later in its own right. */
  const nameable = (n: Namer, b: Relation['b']) => n.has(canon(b).phrase) || !mainIds.has(b.id);
  const elementOf = (c: Part, n: Namer, allowed: (id: string) => boolean) => {
    const rels = relOf(c.id);
    // A relation to another claimed part first: that is what ties the element into the claim.
    const toMain = (r: Relation) => mainIds.has(r.b.id) || (!!r.tail && mainIds.has(r.tail.object.id));
    const byMain = (a: Relation, b: Relation) => Number(toMain(b)) - Number(toMain(a));
    const links = rels
      .filter((r) => r.kind === 'connect' && nameable(n, r.b) && !aroundIds.has(r.b.id) && allowed(r.b.id))
      .sort(byMain);
    // A second connection when it is the only tie of another claimed part ("disposed in the body and connected to
    // the battery").
    // Never the part that has the first ("compressed against the ring land and the friction ring" of the friction
    // ring's ring land says the friction ring twice).
    const owns = (a: string, b: string) =>
      facts.relations.some((r) => r.kind === 'has' && r.a === a && r.b.id === b);
    const second = links.find(
      (r) =>
        r !== links[0] &&
        r.b.id !== links[0].b.id &&
        mainIds.has(r.b.id) &&
        mainIds.has(links[0].b.id) &&
        !owns(r.b.id, links[0].b.id),
    );
    const act = rels.filter((r) => r.kind === 'act' && nameable(n, r.b)).sort(byMain)[0];
    let text = n.np(c);
    // "a scoring engine connected to the transaction server and configured to compare a card number with …";
    // "a housing configured to be mounted on a door frame".
    // "connected to the touch panel and the hopper": one relation said once (issue 24: wordy claims).
    const also = second && (second.how === links[0].how ? '' : `${second.how} `);
    const where = links[0]
      ? ` ${links[0].how} ${n.np(canon(links[0].b))}${second ? ` and ${also}${n.np(canon(second.b))}` : ''}`
      : placed(c, n);
    text += where;
    if (act) {
      // Never "configured to connect the external sleeve to the external sleeve".
      const tail =
        act.tail &&
        act.tail.object.id !== c.id &&
        ![c.phrase, canon(act.b).phrase].includes(canon(act.tail.object).phrase)
          ? ` ${act.tail.adp} ${n.np(canon(act.tail.object))}`
          : '';
      text += `${where ? ' and' : ''} ${actWords(act.how, lower)} ${n.np(canon(act.b))}${tail}`;
    }
    return text;
  };
  // "a housing comprising a magnet and a pole piece": a part the description says another comprises is claimed
  // inside it, so claim 1 shows how the parts are put together.
  const nested = new Map<string, Part[]>();
  const inside = new Set<string>();
  for (const r of facts.relations) {
    if (r.kind !== 'has' || r.a === r.b.id || !mainIds.has(r.a) || !mainIds.has(r.b.id)) continue;
    if (inside.has(r.b.id) || inside.has(r.a) || nested.has(r.b.id)) continue;
    const b = main.find((c) => c.id === r.b.id)!;
    nested.set(r.a, [...(nested.get(r.a) ?? []), b]);
    inside.add(r.b.id);
  }
  let kept: string[] = stated?.elements ?? [];
  if (!stated) {
    const elements = main
      .filter((c) => !inside.has(c.id))
      .map((c) => {
        // A part claimed inside another ("a housing comprising a carousel") is named by then: "a stepper motor
        // coupled to the carousel" ties the motor to it.
        const named1 = (id: string) => claim1.has(main.find((m) => m.id === id)?.phrase ?? '');
        const own = elementOf(c, claim1, (id) => partIds.has(id) && (!inside.has(id) || named1(id)));
        // Parts of one name ("energy storage device" of two numerals) are claimed once, never "…, the energy storage
        // device, the energy storage device".
        const parts = nested
          .get(c.id)
          ?.filter((p, i, all) => !claim1.has(p.phrase) && all.findIndex((q) => q.phrase === p.phrase) === i);
        if (!parts?.length) return own;
        // "a second panel comprising a second display connected to the first display": a part claimed inside another
        // keeps its tie to a part claim 1 has named, else the two parts stand side by side unrelated.
        const names = parts.map((p) => {
          const ties = relOf(p.id).filter(
            (r) =>
              r.kind !== 'has' &&
              r.b.id !== c.id &&
              !aroundIds.has(r.b.id) &&
              claim1.has(canon(r.b).phrase) &&
              (r.kind === 'connect' || !r.tail),
          );
          // A connection first; else what the part does to a named part ("a bracket configured to surround the reel").
          const tie = ties.find((r) => r.kind === 'connect') ?? ties[0];
          const np = claim1.np(p);
          if (!tie) return np;
          return `${np} ${tie.kind === 'act' ? actWords(tie.how, lower) : tie.how} the ${canon(tie.b).phrase}`;
        });
        const joined =
          names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
        // "a joining arrangement routed through a recess, comprising a connecting pin": the pin is the arrangement's.
        // "a bracket surrounding the reel, comprising a corner": the comma says the corner is the bracket's.
        return `${own}${/\b(?:configured|\w+ed|\w+ing(?:\s+[a-z]+)?\s+(?:the|an?))\b/.test(own) ? ',' : ''} comprising ${joined}`;
      });
    // The checker has the last word: an element it finds related to no other is left out and said so.
    const draft = `1. ${capitalise(article(subject.phrase))} comprising: ${list(elements)}`;
    const bare = new Set(
      checkClaimSet([draft])
        .findings.filter((f) => f.code === 'UNRELATED_ELEMENT')
        .map((f) => draft.slice(f.start, f.end)),
    );
    kept = elements.filter((e) => !bare.has(e));
    // An element no other is related to, and that relates to none, floats: left out and said so (issue 24).
    for (
      let untied = claimTies(`1. A ${subject.phrase} comprising: ${list(kept)}`).untied;
      untied.length > 0;
    ) {
      for (const e of untied) {
        kept.splice(kept.indexOf(e), 1);
        bare.add(e);
      }
      untied = kept.length > 1 ? claimTies(`1. A ${subject.phrase} comprising: ${list(kept)}`).untied : [];
    }
    left.push(...[...bare].map((e) => `"${e.replace(/^an?\s+/, '')}"`));
    if (kept.length < 2) {
      notes.push(noApparatusNote(left));
      return methodClaims(facts, subject, 1, title, notes, methodTitle, description).map(
        (c, i) => `${i + 1}. ${c}`,
      );
    }
    // The title's own part not among claim 1's elements: claim 1 may claim the surroundings, not the invention.
    if (core && !kept.some((e) => new RegExp(`\\b${escapeRe(core.phrase)}\\b`).test(e)))
      notes.push(coreNote(core.phrase));
    kept = introducedWhereNamed(kept, main);
  }
  const claims: string[] = [
    withFeature(
      `${capitalise(article(subject.phrase))} comprising: ${list(kept)}`,
      featureText(facts.text),
      [
        subject.phrase,
        ...main
          .map((c) => c.phrase)
          .filter((p) => kept.some((e) => new RegExp(`\\b${escapeRe(p)}\\b`).test(e))),
      ],
      notes,
      facts.text,
    ),
  ];
  // What claim 1 names in the end: an element the checks above left out named things the dependent claims may not
  // refer to as "the …" (issue 24: "placed inside the first subset" with no first subset claimed).
  const inClaim1 = claim1
    .heads()
    .filter((p) => p === subject.phrase || new RegExp(`\\b${escapeRe(p)}\\b`).test(claims[0]));
  const named = (c: { id: string; phrase: string }) => claimed.has(c.id) || inClaim1.includes(c.phrase);
  const claimed = new Set<string>(mainIds);
  // Dependent claims: what a claimed part comprises ("wherein the housing comprises a valve"), then secondary parts.
  const dependents: string[] = [];
  const unrelated: string[] = [];
  for (const r of facts.relations) {
    if (dependents.length >= 2) break;
    if (r.kind !== 'has' || !mainIds.has(r.a) || named(canon(r.b) as Part) || named(r.b)) continue;
    // The part comprising it is claim 1's, not one the checks above left out ("wherein the connecting pin …").
    if (!inClaim1.includes(main.find((c) => c.id === r.a)!.phrase)) continue;
    if (NOT_CLAIMABLE(r.b.head) || r.b.abstract || r.b.head === subjectKey) continue;
    const a = main.find((c) => c.id === r.a)!;
    const n = new Namer(inClaim1);
    dependents.push(
      `The ${subject.phrase} of claim 1, wherein the ${a.phrase} comprises ${n.np(canon(r.b))}.`,
    );
    claimed.add(r.b.id);
  }
  for (const c of own.filter((o) => !named(o))) {
    if (dependents.length >= 4) break;
    const n = new Namer(inClaim1);
    const bare = new Namer(inClaim1).np(c);
    const element = elementOf(c, n, () => true);
    // Only a part related to an element claim 1 names ("a valve connected to the housing"), never one more bare
    // part nor one tied only to new things ("a camera configured to image a compartment").
    if (element === bare || !/\bthe\b/.test(element.slice(bare.length))) {
      if (element !== bare) unrelated.push(`"${c.phrase}"`);
      continue;
    }
    const dependent = `The ${subject.phrase} of claim 1, further comprising ${element}.`;
    // Two parts of one name ("ring holder 109", "ring holder 409") give one claim, not two.
    if (!dependents.includes(dependent)) dependents.push(dependent);
    claimed.add(c.id);
  }
  claims.push(...dependents);
  // The note names what no claim has: a part a dependent claim adds is said to be there, not left out.
  const inDependent = (phrase: string) =>
    dependents.findIndex((d) => new RegExp(`\\b(?:an?|the) ${escapeRe(phrase)}\\b`).test(d));
  const added = left
    .map((l) => ({ l, at: inDependent(l.slice(1, -1)) }))
    .filter((x) => x.at >= 0)
    .map(({ l, at }) => `${l} in claim ${at + 2}`);
  const unclaimed = left.filter((l) => inDependent(l.slice(1, -1)) < 0);
  if (unclaimed.length > 0) notes.push(leftOutNote(unclaimed));
  // A part the wherein clause of claim 1 names is claimed there.
  unrelated.splice(
    0,
    unrelated.length,
    ...unrelated.filter((u) => !new RegExp(`\\b${escapeRe(u.slice(1, -1))}\\b`).test(claims[0])),
  );
  if (unrelated.length > 0)
    notes.push(
      `No dependent claim for ${unrelated.join(', ')}: the description relates ${plural(unrelated, 'it', 'them')} ` +
        'only to things claim 1 does not name.',
    );
  if (added.length > 0)
    notes.push(
      `Claimed only in dependent claims: ${added.join(', ')}: the description relates ${plural(added, 'it', 'them')} ` +
        'to another part, but not to the parts of claim 1 in a way claim 1 could state.',
    );

  // The method operates what claim 1 claims: its steps act on the parts (or the data) claim 1 names.
  const claim1Ids = new Set(
    facts.parts
      .filter((p) => inClaim1.includes(p.phrase) || new RegExp(`\\b${escapeRe(p.phrase)}\\b`).test(claims[0]))
      .map((p) => p.id),
  );
  const inClaim1Text = (m: Mention) =>
    claim1Ids.has(m.id) || new RegExp(`\\b${escapeRe(m.phrase)}\\b`).test(claims[0]);
  const method = methodClaims(
    facts,
    subject,
    claims.length + 1,
    title,
    notes,
    methodTitle,
    description,
    inClaim1Text,
  );
  if (method.length > 0) claims.push(...method);
  else {
    // The method of making the description states for the claimed subject, in its own words, where it reads as a
    // claim (issue 24: US8089085, "attaching at least one LED die to a heat sink base and attaching heat sink fins …").
    const making = statedMaking(facts.text)
      .filter((m) => m.subject.toLowerCase() === subject.phrase.toLowerCase())
      .map((m) => `A method of making ${article(subject.phrase)}, the method comprising: ${list(m.steps)}`)
      .find((c) => {
        const set = [...claims, c].map((x, i) => `${i + 1}. ${x}`);
        return !checkClaimSet(set).findings.some((f) => f.claim === set.length && f.severity !== 'info');
      });
    const joined = making ? [] : assemblySteps(main, relOf, canon, mainIds, lower);
    // "… device and method of forming the same": the method the description states in order, where the parts' joining
    // acts give no fuller one (issue 24 review: US7473600's method of forming lost for two "forming" steps).
    const own =
      !making && joined.length < 3 && methodOfSame(title)
        ? methodClaims(facts, subject, claims.length + 1, title, [], true, description, inClaim1Text)
        : [];
    // "mounting a fan assembly to a main body frame; mounting the fan assembly to a main body": one act on one part is
    // one step, whatever it is mounted to (a double inclusion otherwise, US7472552).
    const act = (x: string) =>
      x.replace(/\b(?:an?|the)\s+/g, '').split(/\s+(?:to|in|on|into|onto|at|with|from)\s+/)[0];
    const assembly =
      own.length > 0 ? [] : joined.filter((x, i) => joined.findIndex((y) => act(y) === act(x)) === i);
    if (own.length > 0) {
      const said = notes.findIndex((x) => x.startsWith('No method claim'));
      if (said >= 0) notes.splice(said, 1);
      claims.push(...own);
    }
    if (making) {
      const said = notes.findIndex((x) => x.startsWith('No method claim'));
      if (said >= 0) notes.splice(said, 1);
      claims.push(making);
    }
    // A method of making only where the description says how parts are joined: each step is one of its own acts
    // joining two claimed parts ("mounting a lens in the housing"), never a bare "providing a …" (issue 24).
    // One act is no method: a method claim has at least two steps (issue 24).
    if (assembly.length >= 2) {
      const said = notes.findIndex((x) => x.startsWith('No method claim'));
      if (said >= 0) notes.splice(said, 1);
      claims.push(`A method of making ${article(subject.phrase)}, the method comprising: ${list(assembly)}`);
    } else if (assembly.length === 1)
      notes.push(
        `No method of making: the description states one act joining the claimed parts ("${assembly[0]}"), and a ` +
          'method claim of a single step claims that act alone.',
      );
  }
  return claims.map((c, i) => `${i + 1}. ${c}`);
}

/**
 * Elements naming "the …" a part whose own element, which introduced it, the checks left out ("a mobile unit located
 * by the in-vehicle device" without the in-vehicle device's element, issue 24: US8089342): its first mention
 * introduces it ("located by an in-vehicle device").
 */
function introducedWhereNamed(kept: string[], parts: Named[]): string[] {
  let text = kept.join('\u0000');
  for (const p of parts) {
    const the = new RegExp(`\\bthe ${escapeRe(p.phrase)}\\b`).exec(text);
    const a = new RegExp(`\\b(?:an?|plurality of) ${escapeRe(p.phrase)}\\b`).exec(text);
    if (the && (!a || a.index > the.index))
      text = `${text.slice(0, the.index)}${new Namer().np(p)}${text.slice(the.index + the[0].length)}`;
  }
  return text.split('\u0000');
}

/**
 * The ids of the parts the invention's main body has, as the description's sentences of its structure say ("The
 * indicating device 10 includes a generally planar annular body 20 …", "injection port 18 includes housing 20 …"):
 * the body is the claimed subject, or a drawn whole the title names ("indicating device 10" of an "exit indicator",
 * not the "detection system 5" of a device for moving holders); only its parts, in claim 1's order of parts.
 */
function bodyParts(
  facts: ReturnType<typeof describe>,
  subjectKey: string,
  title: string,
  own: { id: string }[],
): string[] {
  const stems = new Set(
    title
      .toLowerCase()
      .match(/[a-z]{5,}/g)
      ?.map((w) => w.slice(0, 5)) ?? [],
  );
  const titled = (m: Mention) =>
    m.numbered &&
    WHOLE.includes(m.head) &&
    m.phrase
      .split(' ')
      .slice(0, -1)
      .some((w) => stems.has(w.slice(0, 5)));
  const listed = new Set(
    facts.structures
      .filter((s) => s.body.head === subjectKey || titled(s.body))
      .flatMap((s) => s.parts.filter((p) => p.id !== s.body.id).map((p) => p.id)),
  );
  return own.filter((c) => listed.has(c.id)).map((c) => c.id);
}

/**
 * The first apparatus the description states as its invention that is a claim as it stands: elements each tied to
 * another, and nothing the checker finds wrong (no error, no warning).
 */
function statedClaim(text: string): { subject: string; elements: string[] } | null {
  for (const s of statedApparatus(text)) {
    const claim = `1. ${capitalise(article(s.subject))} comprising: ${list(s.elements)}`;
    const ties = claimTies(claim);
    if (ties.untied.length > 0 || ties.floating.length > 0) continue;
    if (checkClaimSet([claim]).findings.some((f) => f.severity !== 'info')) continue;
    return s;
  }
  return null;
}

/**
 * What a program's feature runs on: the thing the title says it is for ("Meeting mode for a mobile phone": the mobile
 * phone) where the description names it, else the processor that runs it; null where it names neither.
 */
function programDevice(
  title: string,
  facts: ReturnType<typeof describe>,
): { phrase: string; head: string } | null {
  const after = /\b(?:for|of|in|on)\s+(?:an?\s+|the\s+)?(.+)$/i.exec(title)?.[1]?.toLowerCase() ?? '';
  const part = facts.parts.find(
    (p) => after !== '' && (after === p.phrase || after.endsWith(` ${p.phrase}`)),
  );
  const phrase = part?.phrase ?? facts.executor;
  return phrase ? { phrase, head: key(phrase.split(' ').pop()!) } : null;
}

/** Where a description states what distinguishes its invention: its summary, then its first embodiment. */
function featureText(text: string): string {
  const at = (re: RegExp) => re.exec(text)?.index ?? -1;
  const summary = at(/\b(?:SUMMARY|DISCLOSURE OF (?:THE )?INVENTION)\b/);
  const detailed = at(/\bDETAILED DESCRIPTION\b|\bDESCRIPTION OF (?:THE )?(?:PREFERRED|ILLUSTRATED|EXAMPLE)/);
  const drawings = at(/\bBRIEF DESCRIPTION OF (?:THE )?(?:DRAWINGS?|FIGURES?)\b/);
  const end = [drawings, detailed].filter((i) => i > summary).sort((a, b) => a - b)[0] ?? summary + 5000;
  const lead = summary >= 0 ? text.slice(summary, Math.min(end, summary + 5000)) : leadText(text);
  return `${lead} ${detailed >= 0 ? text.slice(detailed, detailed + 3000) : ''}`;
}

/**
 * Claim 1 with what the description says distinguishes the invention (a spacing, a ratio, a range) as a wherein
 * clause in its words, naming the claim's things as the claim does (`phrases`); unchanged when there is none, or when
 * the clause would give the checker an error, an antecedent or a double-inclusion warning the claim did not have
 * (issue 24).
 */
function withFeature(
  claim: string,
  text: string,
  phrases: string[],
  notes: string[] = [],
  source = text,
): string {
  const named = (phrase: string) =>
    [...phrases].sort((a, b) => b.length - a.length).find((p) => phrase === p || phrase.endsWith(` ${p}`)) ??
    null;
  const faults = (c: string) =>
    checkClaimSet([c]).findings.filter(
      (f) =>
        f.severity === 'error' ||
        (f.severity === 'warning' && (f.code === 'ANTECEDENT_BASIS' || f.code === 'DOUBLE_INCLUSION')),
    ).length;
  const before = faults(claim);
  const wherein = (clause: string) => `${claim.replace(/\.$/, '')}; wherein ${clause}.`;
  const sound = (clause: string) => faults(wherein(clause)) <= before;
  // A thing the clause introduces must be tied to the claim by what it says ("the bracket comprises a first
  // protrusion"), never float ("a distance between a first protrusion and …"): such a clause is not added (issue 24).
  const floating = (clause: string) => claimTies(wherein(clause)).floating;
  const feature = inventiveFeature(text, named, (clause) => sound(clause) && floating(clause).length === 0);
  if (feature) return wherein(feature.clause);
  const untied = inventiveFeature(text, named, sound);
  // "the bracket comprises a first protrusion and a second protrusion, and a distance between the first protrusion
  // and …": the clause first says what holds each thing it introduces, where the description says so.
  const things = untied ? floating(untied.clause) : [];
  const holders = things.map((t) => partHolding(source, t, phrases));
  if (untied && holders.every((h) => h !== null) && new Set(holders).size === 1) {
    const said = things.map((t) => article(t));
    let clause = untied.clause;
    for (const t of things) clause = clause.replace(new RegExp(`\\ban? ${escapeRe(t)}\\b`), `the ${t}`);
    const tied = `the ${holders[0]} comprises ${said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}` : said[0]}, and ${clause}`;
    if (sound(tied) && floating(tied).length === 0) return wherein(tied);
  }
  if (untied)
    notes.push(
      `No wherein clause: the description's distinguishing statement ("${untied.clause}") names ` +
        `${floating(untied.clause)
          .map((x) => `"${x}"`)
          .join(
            ', ',
          )}, which it does not tie to a claimed part in that statement; claiming it would leave the ` +
        'element floating. Say what it is part of before adding the clause.',
    );
  return claim;
}

/** The summary of the invention, or without one the first 1,500 characters of the invention text. */
function leadText(text: string): string {
  const summary = /\b(?:SUMMARY|BRIEF SUMMARY|DISCLOSURE OF (?:THE )?INVENTION)\b[^\n]*\n/.exec(text);
  if (!summary) return text.slice(0, 1500);
  const rest = text.slice(summary.index + summary[0].length);
  const next = /\n\s*(?:[A-Z][A-Z ]{6,})\n/.exec(rest);
  return rest.slice(0, Math.min(next?.index ?? 3000, 3000));
}

/** Verbs of how parts stand, not of what is done with them ("the bracket surrounds the reel"): no step. */
const STATE_VERB =
  /^(?:surround|define|extend|enclose|span|overlie|underlie|face|abut|border|bound|flank|overlap|retain|house|accommodate|exceed|contact|resemble|match|equal|neighbor|neighbour|adjoin|surmount|straddle|encircle|underlay)$/;

/**
 * A part's act as an element says it: "configured to compare", but a state by the participle the description writes
 * ("a supporting layer neighboring the metal layer", never "configured to neighbor": no function, issue 24 review of
 * US8421353); "configured to overlie" stays where the description never writes "overlying".
 */
function actWords(how: string, lowerText: string): string {
  const state = STATE_VERB.test(how) ? gerund(how, lowerText) : '';
  return state && new RegExp(`\\b${state}\\b`).test(lowerText) ? state : `configured to ${how}`;
}

/** What a system's parts act on besides one another: the information they handle. */
const INFORMATION_ACT =
  /^(?:request|message|record|data|information|signal|notification|report|token|score|profile|identifier|command|image|schedule|response|transaction|packet|code|value|component)$/;

/**
 * A method the description states in order ("First, … is provided … Thereafter, …"), with what it is for (the method
 * title's purpose, else the invention statement's "a method of detecting a water leak"): its acts are the steps, in
 * that order, never one on a thing it says the invention does without (issue 24 review).
 */
function statedMethod(facts: ReturnType<typeof describe>, title: string, description: string) {
  const said = methodPurpose(title) ?? statedPurpose(facts.text);
  const aim = said && describedWords(said, description);
  return { aim, steps: aim ? orderedSteps(facts, removedBy(removedThings(facts.text)), true) : [] };
}

/** "… device and method of forming the same": the title names a method of making its subject, claimed after it. */
const methodOfSame = (title: string) =>
  /\band\s+(?:an?\s+)?(?:method|process)\s+(?:of|for)\s+[a-z]+ing\s+(?:the\s+)?same\s*$/i.test(title.trim());

/** What a method title says the method is for ("Making battery cells having …" → "making battery cells"), or null. */
function methodPurpose(title: string): string | null {
  const t = title
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 -]+/g, ' ')
    .replace(/\s+/g, ' ');
  // "Nonvolatile memory device and method of forming the same": forming the device the title names first.
  const same =
    /^(.+?)\s+and\s+(?:an?\s+)?(?:method|process)\s+(?:of|for)\s+([a-z]+ing)\s+(?:the\s+)?same$/.exec(t);
  // "Semiconductor device having a buried gate … and method of manufacturing the same": the device, as its name.
  if (same)
    return `${same[2]} ${article(same[1].split(/\s+(?:having|with|for|that|which|including|comprising|using)\s+/)[0])}`;
  const m =
    /^(?:an?\s+|the\s+)?(?:improved\s+)?(?:method|process)s?\s+(?:of|for)\s+(.+)$/.exec(t)?.[1] ??
    /^([a-z]+ing\s+.+)$/.exec(t)?.[1] ??
    null;
  const purpose = m
    // "Manufacturing method of glass substrate for magnetic disk and manufacturing method of magnetic disk",
    // "Method of manufacturing for thin film transistor": the act and what it is done to, once.
    ?.replace(/^([a-z]+ing)\s+(?:(?:method|process)\s+)?(?:of|for)\s+/, '$1 ')
    .split(/\s+and\s+[a-z]+ing\s+(?:method|process)\b/)[0]
    .split(
      /\s+(?:having|with|including|comprising|wherein|which|that|using|by means of|when|whenever|while|if)\s+/,
    )[0]
    .trim();
  return purpose && purpose.split(' ').length >= 2 ? purpose : null;
}

/** A subject that is a generic word alone: "operating" it states no purpose. */
const GENERIC_SUBJECT = /^(?:apparatus|system|device|assembly|unit|machine|equipment|arrangement|structure)$/;

/**
 * The things an act names: its object and its place ("sending a request to the server"), by head noun; a generic head
 * by its last two words ("data structure"), else not at all.
 */
const thingsOf = (a: Act) =>
  [a.object, ...(a.tail ? [a.tail.object] : [])]
    .map((m) => (NOT_CLAIMABLE(m.head) ? m.phrase.toLowerCase().split(' ').slice(-2).join(' ') : m.head))
    .filter((h) => h.includes(' ') || !NOT_CLAIMABLE(h));

/** Two different acts that name one thing: a result of one used by the other. */
const sharesThing = (a: Act, b: Act) =>
  a !== b &&
  !(a.verb === b.verb && a.object.head === b.object.head) &&
  thingsOf(a).some((h) => thingsOf(b).includes(h));

/**
 * Up to four steps in the description's order, each naming a thing another step names; the same act twice ("sending
 * a command", "sending the command to the server") is one step. An act on the subject alone does not open the method.
 */
function sharedSteps(acts: Act[], subjectKey: string): Act[] {
  const pool = acts.filter(
    (a, i) =>
      acts.findIndex((b) => b.verb === a.verb && b.object.head === a.object.head) === i &&
      thingsOf(a).length > 0,
  );
  const chosen = new Set<Act>();
  for (const a of pool) {
    if (chosen.size >= 4) break;
    if (chosen.has(a) || (chosen.size === 0 && a.object.head === subjectKey)) continue;
    const partner =
      [...chosen].find((s) => sharesThing(a, s)) ?? pool.find((b) => !chosen.has(b) && sharesThing(a, b));
    if (!partner || chosen.size + (chosen.has(partner) ? 1 : 2) > 4) continue;
    chosen.add(a).add(partner);
  }
  // "creating a composite data structure; searching the composite data structure": what is made comes first.
  const steps = pool.filter((a) => chosen.has(a));
  const made = steps.find(
    (a) => MAKES.test(a.verb) && steps.some((b) => b !== a && thingsOf(b).includes(thingsOf(a)[0])),
  );
  return made ? [made, ...steps.filter((a) => a !== made)] : steps;
}
const MAKES = /^(?:create|generate|form|build|construct|produce|make)$/;

/**
 * The method (the description's own acts, in its order, one per object) and, for software, the medium claim. A method
 * claim is written only with a purpose in its preamble and steps on one subject: the acts the invention's parts
 * perform on its parts ("A method of operating a pill dispenser, the method comprising: …"), or, for a method title,
 * the acts whose objects the title or another step names. Otherwise no method claim, and a note says why.
 */
function methodClaims(
  facts: ReturnType<typeof describe>,
  subject: { phrase: string; head: string },
  first: number,
  title: string,
  notes: string[],
  methodTitle = false,
  description = facts.text,
  claim1: ((m: Mention) => boolean) | null = null,
  program = false,
): string[] {
  const claims: string[] = [];
  // Of a program's feature, what the processor running it does is a step, whatever it acts on (a ringer, a reply).
  const executorKey = facts.executor ? key(facts.executor.split(' ').pop()!) : null;
  const byExecutor = (a: Act) =>
    program && !!executorKey && !!a.subject && key(a.subject.split(' ').pop()!) === executorKey;
  const subjectKey = key(subject.head);
  const partIds = new Set(facts.parts.map((p) => p.id));
  // "the first particle exerts …": one of the particles acts, though the description names it too rarely to be a part.
  const isPart = (id: string) =>
    partIds.has(id) || partIds.has(id.replace(/^(?:first|second|third|fourth|fifth) /, ''));
  const onPart = (a: Act) => partIds.has(a.object.id) || (!!a.tail && partIds.has(a.tail.object.id));
  // The acts of the invention's parts on its parts: operating the claimed subject.
  // "… when a caregiver enters a code": the act of the person nearest before the verb, not of the sentence's part.
  // "… to allow the shopper to utilize the pen to authorize a sales transaction", "the shopper, who may proceed to
  // disentangle the pen": a person named just before the verb acts, not the part (issue 24).
  const byPerson = (a: Act) => {
    const near = facts.mentions.filter((m) => m.to <= a.at && a.at - m.to <= 10);
    const before = near[near.length - 1];
    return (
      (!!before && PERSON.test(before.head) && a.at - before.to <= 2) || near.some((m) => PERSON.test(m.head))
    );
  };
  // Operating what claim 1 claims: each step acts on a part claim 1 introduces, or on the subject itself; "drilling
  // a hole" operates no part of the claimed spade bit (issue 24 review).
  const isSubject = (m: Mention) =>
    m.head === subjectKey && (subject.phrase === m.phrase || subject.phrase.endsWith(` ${m.phrase}`));
  const claimed = (m: Mention) => !!claim1?.(m) || isSubject(m);
  // The step as written: its object, and its place when the step names it ("… on the blade").
  const onClaim1 = (a: Act) =>
    !claim1 ||
    claimed(a.object) ||
    (!!a.tail && a.tail.object.head !== a.object.head && claimed(a.tail.object));
  const operating = facts.acts.filter(
    (a) =>
      a.subject !== null &&
      isPart(a.subject) &&
      !byPerson(a) &&
      !STATE_VERB.test(a.verb) &&
      (onPart(a) || INFORMATION_ACT.test(a.object.head) || byExecutor(a)) &&
      onClaim1(a),
  );
  const titledPurpose = methodTitle ? methodPurpose(title) : null;
  const purpose = titledPurpose && describedWords(titledPurpose, description);
  const titleKeys = new Set((title.toLowerCase().match(/[a-z][a-z-]*/g) ?? []).map(key));
  const distinct = (acts: Act[]) => new Set(acts.map((a) => a.object.head)).size >= 2;
  const heads = (a: Act) => [a.object.head, ...(a.tail ? [a.tail.object.head] : [])];
  // For a method title with a purpose: the steps the description writes without an actor ("… comprises searching a
  // table") and the acts of its parts, or, with too few of them, the acts on what the title or another act names.
  const stepsOf = facts.acts.filter((a) => a.subject === null || isPart(a.subject));
  const titled = distinct(stepsOf)
    ? stepsOf
    : facts.acts.filter(
        (a) =>
          heads(a).some((h) => titleKeys.has(h)) ||
          facts.acts.some((o) => o !== a && heads(o).some((h) => heads(a).includes(h))),
      );
  const { aim, steps: ordered } = methodTitle
    ? statedMethod(facts, title, description)
    : { aim: null, steps: [] };
  // "A method of operating an apparatus" states no purpose: a generic subject alone takes the purpose the
  // description's statement of the invention gives ("a method for sharing resources from a pool of servers …",
  // US7644137), with the acts of its parts or those it states without an actor; else no method claim (issue 24
  // attorney review, 3.1).
  const generic = GENERIC_SUBJECT.test(subject.phrase);
  const statement = statedPurpose(facts.text, true);
  // "making a fuel … from the transported solid wax particles", "roaming between a mobile network": a purpose naming
  // what it never introduced, or one side of a "between", is no preamble.
  // "displaying a three-dimensional image comprising dividing …", "treating … disorders often associated": a purpose
  // running into the method's own steps, or cut after a participle, is none either.
  const statedAim =
    statement &&
    !/\b(?:the|said|between|comprising|including|having|whenever|includes|comprises|is|are)\b|(?:ed|ly)$/.test(
      statement,
    )
      ? describedWords(statement, description)
      : null;
  const unacted = stepsOf.filter((a) => !byPerson(a) && !STATE_VERB.test(a.verb) && onClaim1(a));
  const [acts, preamble] =
    ordered.length >= 2 && aim
      ? [ordered, `A method of ${aim}, the method comprising:`]
      : purpose && distinct(titled)
        ? [titled, `A method of ${purpose}, the method comprising:`]
        : // A composition is made or used, never operated.
          distinct(operating) && !COMPOSITION.test(subject.head) && !generic
          ? [operating, `A method of operating ${article(subject.phrase)}, the method comprising:`]
          : statedAim && distinct(unacted)
            ? [unacted, `A method of ${statedAim}, the method comprising:`]
            : [[] as Act[], ''];
  // An act whose place is a generic word alone ("forces the flange against part of …") is no step either.
  const placed = (a: Act) =>
    !a.tail || a.tail.object.phrase.includes(' ') || !NOT_CLAIMABLE(a.tail.object.head);
  // Steps act on one another's results: every step names a thing another step names ("determining a current
  // workload; calculating a combined workload"), never four gerunds on four unrelated things (issue 24 attorney
  // review, 3.1: "programming a network processing unit; instructing an FIB agent; and decrypting a packet").
  // A method the description states in order is its own sequence and kept as stated.
  const steps: Act[] = ordered.length >= 2 ? [...ordered] : sharedSteps(acts.filter(placed), subjectKey);
  if (steps.length < 2) {
    const stated = [...new Set(facts.acts.map((a) => `${a.gerund} ${a.object.phrase}`))].slice(0, 4);
    const listed = stated.map((x) => `"${x}"`).join(', ');
    notes.push(
      stated.length === 0
        ? 'No method claim: the description states no act of its parts with an object.'
        : acts.length > 0
          ? `No method claim: the acts the description states (${listed}) each work on something different, and ` +
            'none uses what another one acts on or produces, so a method claim would be a list of unrelated steps.'
          : generic && distinct(operating)
            ? `No method claim: the description states what its parts do (${listed}) but not what a method of ` +
              `them is for, and "a method of operating ${article(subject.phrase)}" would state no purpose.`
            : `No method claim: the acts the description states (${listed}) are not done by the invention's own ` +
              `parts ${claim1 ? 'on the parts claim 1 names' : 'or on its data'}` +
              `${methodTitle ? ' nor on what the title names' : ''}, and the description states no purpose for a ` +
              'method of them ("a method of …" in its statement of the invention), so a method claim would be a ' +
              'list of results with no purpose.',
    );
    return claims;
  }
  // "A method of operating a kebab cooking device …: supporting the kebab cooking device": the preamble's subject is
  // the antecedent of a step's "cooking device" or "device", never a second one (issue 24).
  // "the gauge" of "a pressure gauge": a bare noun the description reads as one part is named by that part's name.
  const fullName = (m: Mention): Mention => {
    if (m.id === m.head) return m;
    const named = facts.mentions.find((x) => x.id === m.id && x.phrase.endsWith(` ${m.phrase}`));
    return named ? { ...m, phrase: named.phrase } : m;
  };
  const asSubject = (m: Mention): Named =>
    m.head === subjectKey && (subject.phrase === m.phrase || subject.phrase.endsWith(` ${m.phrase}`))
      ? { phrase: subject.phrase, head: subjectKey }
      : fullName(m);
  // "records the reading …; compares the new reading with the recorded reading": the tail names what an earlier step
  // made of a thing of the same name ("recorded", of "records the reading"), the object a second one of that name.
  const madeEarlier = (acts: Act[], i: number) => {
    const a = acts[i];
    if (!a.tail || a.tail.object.head !== a.object.head || a.tail.object.phrase === a.object.phrase)
      return null;
    const [made, ...rest] = a.tail.object.phrase.split(' ');
    const earlier = acts
      .slice(0, i)
      .find((p) => p.object.head === a.object.head && [`${p.verb}ed`, `${p.verb}d`].includes(made));
    if (!earlier || rest.join(' ') !== earlier.object.phrase) return null;
    const before = facts.tokens[a.object.from - 1];
    const qualifier = before?.pos === 'ADJ' && /^[a-z]+$/.test(before.lower) ? `${before.lower} ` : '';
    return {
      object: article(`${qualifier}${a.object.phrase}`),
      tail: `${a.tail.adp} the ${a.tail.object.phrase}`,
    };
  };
  const stepText = (n: Namer, acts: Act[]) =>
    acts.map((a, i) => {
      const made = madeEarlier(acts, i);
      const object = made?.object ?? n.np(asSubject(a.object));
      const tail = made
        ? ` ${made.tail}`
        : a.tail && placed(a) && a.tail.object.head !== a.object.head
          ? ` ${a.tail.adp} ${n.np(asSubject(a.tail.object))}`
          : '';
      const aim = (a as Step).purpose;
      const why = aim
        ? ` to ${aim.verb} ${n.np(asSubject(aim.object))}${aim.tail ? ` ${aim.tail.adp} ${n.np(asSubject(aim.tail.object))}` : ''}`
        : '';
      return `${a.gerund} ${object}${tail}${why}`;
    });
  const m = first;
  // What the preamble introduces ("… of detecting a leak in a water pipe") the steps name with "the".
  const inPreamble = facts.mentions
    .map((x) => x.phrase)
    .filter((p) => new RegExp(`\\b(?:an?) ${escapeRe(p)}\\b`).test(preamble));
  claims.push(`${preamble} ${list(stepText(new Namer([subject.phrase, ...inPreamble]), steps))}`);
  // Further steps (up to two): other acts of the same kind, on an object or with a verb the steps do not have yet.
  const taken = [...steps];
  for (let d = 0; d < 2; d++) {
    // A further step too works on what a step names (issue 24 attorney review, 3.1).
    const related = acts.filter(
      (a) => placed(a) && (ordered.length >= 2 || taken.some((s) => sharesThing(a, s))),
    );
    const extra =
      related.find((a) => !taken.some((s) => s.object.head === a.object.head || s.verb === a.verb)) ??
      related.find((a) => !taken.some((s) => s.object.head === a.object.head && s.verb === a.verb));
    if (!extra) break;
    const n = new Namer([
      subject.phrase,
      ...steps.flatMap((s) => [s.object, ...(s.tail ? [s.tail.object] : [])].map((o) => asSubject(o).phrase)),
    ]);
    const step = `The method of claim ${m}, further comprising ${stepText(n, [extra])[0]}.`;
    if (!claims.includes(step)) claims.push(step);
    taken.push(extra);
  }
  if (facts.software && facts.executor) {
    const e = facts.executor;
    claims.push(
      `A non-transitory computer-readable medium storing instructions that, when executed by ${article(e)}, cause the ${e} to perform operations comprising: ${list(stepText(new Namer([e]), steps))}`,
    );
  }
  return claims;
}

/**
 * "… are given in Table 2", "Modulus of elasticity (E) is the ratio of …": a pointer to a table or a property's
 * textbook definition (US6982059's drafted abstract) says nothing of the invention.
 */
const REPORT =
  /\b(?:[Tt]ables?|[Ee]xamples?)\s+(?:\d+|[IVX]+)\b|^[A-Z][\w -]{0,40}(?:\s+\([A-Za-z]{1,4}\))?\s+(?:is|are)\s+(?:the|a|an)\s+(?:ratio|measure|quotient|product)\s+of\b/;

/** Sentences about the drawings, the document, the prior art or options are not abstract material. */
const NOT_ABSTRACT =
  /^(?:accordingly|thus|besides|finally|however|therefore|further|furthermore|also|moreover|in this|to this|such|this|these|that|those|it|its|they|there|here|summary|hence|then|when|while|if|as|heretofore|conversely|thereafter|another|each|in such|on the other)\b|\b(?:need|needs|demand|related|art|conventionally|past|namely|problem|problems|difficult|impossible|expensive|drawbacks?|FIGS?|Fig|figures?|views?|illustrat\w*|shows?|shown|depict\w*|invention|disclosure|embodiments?|object|objects|aforesaid|above|below|preferabl\w*|for example|e\.g|such as|or the like|claims?|conventional|prior|presently|known|background|herein|thereof|typically|generally|may|might|can be|could|should|would|I|we|our|my|me)\b|\b(?:benefits?|beneficial|efficien\w*|important|advantageous\w*|sophisticated|superior|better|desirabl\w*|improve\w*|solutions?|patents?|Additionally|preferred|maximum|optimal|optimum|excellent|exemplary|were)\b/i;
/**
 * "the pipeline K2", "switch SW35", "transistor T1", "VSL1 is …": a drawn label belongs to the drawings too (not
 * "vitamin B12", "grade A1", "CO2").
 */
const DRAWN_LABEL =
  /\b(?!(?:vitamin|type|class|grade|model|group|formula|compound|complex|series|version|level|size|standard)\b)[a-z]{4,}\s+[A-Z]{1,3}\d{1,3}[a-z]?['′]?(?![\w-])|(?<![\w-])(?!(?:CO|NO|SO|NH|CH|MP|PM|IP|TV|HD|DC|AC)\d)[A-Z]{2,4}\d{1,3}[a-z]?(?![\w-])/;
/** "element 30": a reference numeral belongs to the drawings, not to the abstract. */
const NUMERAL =
  /[a-z]\s+\d+(?:[.,]\d+)?[a-z]?\b(?![.,]\d|\s*(?:%|percent|mm|cm|nm|m|kg|g|°|degrees?|seconds?|minutes?|hours?|wt|times|to\s+\d))/i;

/**
 * An abstract of whole description sentences within 150 words and one paragraph, none with claim language,
 * merits or "The present invention relates to"; never cut mid-sentence.
 */
export function localAbstractText(title: string, description: string): string {
  return localAbstractDraft(title, description).abstract;
}

/** Why the local engine drafted no abstract, in plain words: the service shows it (issue 24 attorney review, 3.4). */
export const NO_STATEMENT_REASON =
  'no sentence of it says what the invention is: no statement such as "there is provided a … including …" or ' +
  '"One embodiment of the present invention is a … comprising …", no parts or steps claim 1 could list, and the ' +
  'sentences that could stand in an abstract describe a detail, a result or the background, not the invention';

/**
 * The local engine's abstract and, when it drafts none, why (null: the description has no sentence that can stand
 * in an abstract at all).
 */
export function localAbstractDraft(
  title: string,
  description: string,
): { abstract: string; reason: string | null } {
  // The invention's own text: the background (prior art) and the list of drawings are no abstract material.
  const raw = sentences(inventionText(description));
  // Nor an opening on known art, nor the report of a test or an example (issue 24 review).
  const source = sourcesOf(raw);
  const all = raw.map((s, i) => ({
    // A heading run into the sentence ("DETAILED DESCRIPTION Tunneling is …") is no part of it.
    s: withoutFiller(s)
      .replace(/^(?:[A-Z]{2,}[A-Z\s,-]*\s+)+(?=[A-Z][a-z])/, '')
      .replace(/\s*\(\s*\d+\s*[a-z]?\s*['′]?\s*\)/g, '')
      .replace(/\s+([,.;])/g, '$1'),
    i,
  }));
  // No citation of a related application, fragment, company, address, trademark or verbless line (issue 24).
  const marks = marksOf(description);
  const standsAlone = (s: string) =>
    /^[A-Z]/.test(s) &&
    // "Rh) 1.2 In refractory …": a table's cell run into the sentence is no opening of one.
    !/^\S*\)/.test(s) &&
    !REPORT.test(s) &&
    /[a-z)][.]$/.test(s) &&
    words(s).length >= 6 &&
    // A statement of what the invention has may run longer ("A foil … comprises from 60 to 85 % by weight of …").
    words(s).length <= (STATES_WHAT_IT_IS.test(s) ? 70 : 45) &&
    !NUMERAL.test(s) &&
    !DRAWN_LABEL.test(s) &&
    // A first mention ("The foil …") is judged where the sentence stands in the abstract (standingAbstract).
    // An opening leaning on a passage before it ("are then checked") may stand later; the opening is read below.
    checkAbstract(s).every((f) => f.code === 'ANTECEDENT_BASIS' || f.message.startsWith(ANAPHOR_LEAD)) &&
    unfitForAbstract(s, marks) === null &&
    strikeReason(s) === null;
  // One sentence the description writes twice (in its summary and its detailed description) is taken once.
  const norm = (s: string) => s.toLowerCase().replace(/\W+/g, ' ').trim();
  const firstOf = new Map<string, number>();
  for (const { s, i } of all) if (!firstOf.has(norm(s))) firstOf.set(norm(s), i);
  // Definitions and boilerplate ("As used herein, … means …") say what a word means, not what the invention is.
  const pool = all.filter(
    ({ s, i }) =>
      firstOf.get(norm(s)) === i &&
      source[i] === null &&
      !reportsResult(s) &&
      standsAlone(s) &&
      !NOT_ABSTRACT.test(s) &&
      !isDefinitionSentence(s) &&
      !BOILERPLATE.test(s),
  );
  const titleKeys = new Set(words(title.toLowerCase()).map(key));
  const score = (s: string) =>
    ((STATES_WHAT_IT_IS.test(s) ? 1.5 : 1) *
      words(s.toLowerCase()).filter((w) => titleKeys.has(key(w))).length) /
    Math.sqrt(words(s).length);
  const ranked = [...pool].sort((a, b) => score(b.s) - score(a.s) || a.i - b.i);
  const picked: typeof pool = [];
  let n = 0;
  const take = (r: (typeof pool)[number]) => {
    const len = words(r.s).length;
    if (n + len > ABSTRACT_MAX_WORDS - 40 || picked.includes(r)) return false;
    picked.push(r);
    n += len;
    return n >= 70 || picked.length >= 3;
  };
  for (const r of ranked) if (take(r)) break;
  // Too little qualified: the description's first sentences that pass the abstract checks and name something the
  // title names, in order (not its boilerplate: "The number of significant digits conveys …"); a measured result
  // ("The dielectric loss was several tens percent.") only here, when nothing better fills the abstract.
  if (n < 40)
    for (const r of all.filter(
      ({ s, i }) =>
        source[i] === null &&
        standsAlone(s) &&
        !NOT_ABSTRACT.test(s) &&
        !isDefinitionSentence(s) &&
        !BOILERPLATE.test(s) &&
        score(s) > 0,
    ))
      if (picked.every((p) => p.i !== r.i && norm(p.s) !== norm(r.s)) && take(r)) break;
  const subject = subjectOf(title, description);
  // The parts the claims are drafted from (description-facts.ts), the same way: drawn or acting parts, no data items.
  const facts = describe(description, title);
  const said = sentences(facts.text);
  const saidSource = sourcesOf(said);
  const claimSet = localClaimSet(title, description);
  const claim1 = claimSet[0] ?? '';
  const claimedSubject = /^1\. An? ([A-Za-z][\w -]*?) comprising:/.exec(claim1)?.[1];
  const comps = facts.parts
    .filter(
      (p) =>
        // "An apparatus includes an apparatus, …": the subject is no part of itself (claim 1's where it names one:
        // "An LED assembly" of "Heat sink base for LEDs" has the heat sink base).
        (claimedSubject
          ? p.head !== key(claimedSubject.split(' ').pop()!) ||
            p.phrase.split(' ').length > claimedSubject.split(' ').length
          : p.head !== key(subject.head)) &&
        !namedOnlyInDefinitions(said, p.phrase) &&
        !namedOnlyThere(said, saidSource, p.phrase),
    )
    .map((p) => ({ phrase: p.phrase, head: p.head, count: p.count, pluralOnly: p.pluralOnly }));
  // The category the statement of the invention gives it decides the opening (issue 24): a method opens with the
  // method's steps as claimed, never with parts a claim 1 drafted as an apparatus lists.
  const stated = statedCategory(facts.text);
  const category = stated?.kind ?? null;
  // The method claim the opening states: one of the stated method (sharing two of its words), of two acts at least.
  const statedWords = new Set(words(stated?.said.toLowerCase() ?? '').map(key));
  const methodClaim = claimSet
    .map((c) => /^\d+\. (A method (?:of|for) [\s\S]+?), the method comprising: ([\s\S]+)\.$/.exec(c))
    .find(
      (m) =>
        m !== null &&
        new Set(
          words(m[0].toLowerCase()).filter((w) => w.length > 3 && w !== 'method' && statedWords.has(key(w))),
        ).size >= 2 &&
        // "testing …; testing …" of a method of testing: steps restating the method's own act say nothing of how.
        !m[2]
          .split(/;\s*(?:and\s+)?/)
          .every((x) => new RegExp(`\\b${escapeRe(x.split(' ')[0])}\\b`).test(m[1])),
    );
  // A composition opens with the ingredients its claim 1 claims ("… of a non-polar silicone oil; …").
  const ingredients = COMPOSITION.test(subject.head)
    ? claim1
        .replace(/^[\s\S]*?comprising:\s*/, '')
        .split(/;\s*(?:and\s+)?|;?\s*\bwherein\b/)
        .map(
          (e) =>
            /\bof\s+((?:an?\s+)?[a-z][a-z -]*[a-z])\.?$/.exec(e.trim())?.[1] ??
            /^([a-z][a-z -]*[a-z]) as the balance\.?$/.exec(e.trim())?.[1],
        )
        .filter((x): x is string => !!x)
    : [];
  // Else the parts claim 1 claims, as it names them and its subject: parts the description relates to one another,
  // never its most frequent nouns ("a corresponding", "a visit", "an approach"; issue 24). No apparatus claim, no list.
  // "An LED assembly comprising": an acronym opens the subject as the claim writes it.
  const apparatus = /^1\. An? ([A-Za-z][\w -]*?) comprising:\s*([\s\S]*)$/.exec(claim1);
  const claimedParts =
    apparatus && !/^(?:method|process|non-transitory)\b/.test(apparatus[1])
      ? apparatus[2]
          .split(/;\s*(?:and\s+)?|;?\s*\bwherein\b/)
          .map((e) => e.trim().replace(/^an?\s+(?:plurality of\s+)?/, ''))
          .map(
            (e) =>
              comps
                .filter((c) => e === c.phrase || new RegExp(`^${escapeRe(c.phrase)}s?\\b`).test(e))
                .sort((a, b) => b.phrase.length - a.phrase.length)[0],
          )
          .filter((c): c is (typeof comps)[number] => !!c)
          // "a card, a deck, a card": two parts of one name (two numerals) are listed once.
          .filter((c, i, all) => all.findIndex((o) => o.phrase === c.phrase) === i)
      : [];
  const parts =
    ingredients.length >= 2
      ? ingredients.slice(0, 5)
      : claimedParts.slice(0, 5).map((c) => article(c.pluralOnly ? `plurality of ${c.phrase}` : c.phrase));
  const opened = ingredients.length >= 2 || !apparatus ? subject.phrase : apparatus[1];
  // No "A system is described.": an opening only when the description names the parts.
  const listed =
    parts.length >= 2
      ? `${capitalise(article(opened))} includes ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}.`
      : null;
  const steps = methodClaim?.[2].split(/;\s*(?:and\s+)?/).slice(0, 4) ?? [];
  const stepped =
    category === 'method' && methodClaim && steps.length >= 2
      ? `${methodClaim[1]} includes ${steps.slice(0, -1).join(', ')} and ${steps[steps.length - 1]}.`
      : null;
  // Parts claim 1 lists are no opening where the statement says the invention is a method or a composition, unless
  // the abstract would have nothing else.
  const contrary = (category === 'method' || category === 'composition') && ingredients.length < 2;
  // Else what the invention statement says the invention provides, not a definition (issue 24 review).
  const provided = providedOpening(facts.text);
  // The description's own statement of an aspect ("there is provided a step-down converter including: …") says what
  // the invention is in its words, fuller than the parts claim 1 lists (issue 24 attorney review, 3.4: US8421436).
  const aspect = aspectOpening(facts.text);
  const opening =
    [stepped, aspect, contrary && picked.length > 0 ? null : listed, provided].find(
      (x) =>
        x &&
        unfitForAbstract(x, marks) === null &&
        (x !== provided || checkAbstract(x).length === 0) &&
        (x !== aspect || checkAbstract(x, title).every((f) => f.severity === 'info')),
    ) ?? null;
  let budget = ABSTRACT_MAX_WORDS - (opening ? words(opening).length : 0);
  const rest = picked
    .sort((a, b) => a.i - b.i)
    .filter((p) => (budget -= words(p.s).length) >= 0)
    .map((p) => p.s);
  // Nothing of the description can stand in an abstract: '' (the service says the abstract could not be drafted).
  // The whole must pass as well: no sentence twice, and the last one a statement that stands by itself (issue 24).
  const ends = (xs: string[]) =>
    checkAbstract(xs.join(' ')).some(
      (f) =>
        f.code === 'ABSTRACT_REPEATED' ||
        (f.code === 'ABSTRACT_INCOMPLETE' && !f.message.startsWith(ANAPHOR_LEAD)),
    );
  while (rest.length > 0 && ends([...(opening ? [opening] : []), ...rest])) rest.pop();
  // Each sentence where it stands after those before it: no first mention of "the first device" (issue 24 review).
  const kept = standingAbstract([...(opening ? [opening] : []), ...rest], title);
  // No opening on "All the codes having that length are then checked" (issue 24 attorney review, 3.4).
  while (kept.length > 0 && anaphorReason(kept[0]) !== null) kept.shift();
  // Sentences that could stand, none of them able to open it: no statement of what the invention is.
  if (kept.length === 0) return { abstract: '', reason: rest.length > 0 ? NO_STATEMENT_REASON : null };
  // An abstract says what the invention is: an opening of the statement, claim 1's parts or steps, or a first sentence
  // about the title's or claim 1's subject, never a detail ("An MP-BGP process receives …", US7643488) or a result
  // ("An addition of … makes it possible …", US7314687) in its place.
  const about = new Set([
    ...titleKeys,
    key(subject.head),
    ...(claimedSubject ? [key(claimedSubject.split(' ').pop()!)] : []),
  ]);
  // "A first pressure switch is operable … The circuit also includes …" (US7861545): the second sentence says it.
  const aboutIt = (x: string) => subjectNouns(x).some((w) => about.has(w));
  if (!opening && !kept.slice(0, 2).some(aboutIt) && !statesWhatItIs(kept[0]))
    return { abstract: '', reason: NO_STATEMENT_REASON };
  return { abstract: fixArticles(kept.join(' ')), reason: null };
}

/**
 * "A plasticized foil … comprises from 60 to 85% by weight of …", "In general, in one aspect, a method includes sending
 * …": a sentence introducing a thing and saying what it has or does, not "An example of …" nor "An addition of …".
 */
const statesWhatItIs = (sentence: string) =>
  (STATES_WHAT_IT_IS.test(sentence) || /\bis provided\b/.test(sentence)) &&
  /^(?:(?:in|according to)\s[^,]{1,40},\s*)*(?:in (?:one|another) aspect,?\s+)?(?:an?|one)\s/i.test(
    sentence,
  ) &&
  !/^(?:an?|one)\s+(?:example|instance|introduction|addition|use|idea)\b/i.test(sentence);

/**
 * The nouns of a sentence's subject: those before its first verb, a relative clause set off by commas included ("A
 * central instance, which balances the workload …, monitors …"), so "An addition of … makes" reads addition, amount …
 */
function subjectNouns(sentence: string): string[] {
  const out: string[] = [];
  let inside = false;
  const t = tokenize(sentence, 'wink');
  for (const [i, x] of t.entries()) {
    if (x.text === ',') inside = /^(?:which|that|who)$/i.test(t[i + 1]?.text ?? '') ? true : false;
    else if (!inside && /^(?:VERB|AUX)$/.test(x.pos)) break;
    else if (x.pos === 'NOUN' || x.pos === 'PROPN') out.push(key(x.lower));
  }
  return out;
}
