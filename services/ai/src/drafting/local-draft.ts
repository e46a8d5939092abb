import { sentences, words } from '../engine/text.js';
import { checkAbstract, ABSTRACT_MAX_WORDS } from './abstract-checker.js';
import { key, tokenize } from './claim-nlp.js';

/** Shown with every claim set the local engine drafts. */
export const LOCAL_CLAIMS_LABEL = 'Draft claim skeleton (local engine): review before filing';

const GENERIC = new Set(
  'pair thickness difference region section phase wavelength flow ratio activity reaction object edge state heat information pressure temperature foot material materials composition solution reaction characteristic characteristics loss surface area direction position rate level value values signal signals data energy power force time mode condition conditions structure element elements member members component components unit units invention embodiment embodiments figure fig figs example examples present method methods system systems apparatus device devices use user users way part parts portion portions side sides end ends number amount type types kind form forms time times step steps result results manner case cases addition order view views detail details description art background summary claim claims reference purpose purposes function functions feature features aspect aspects advantage advantages means thereof one other others plurality variety instance instances application applications patent example disclosure implementation implementations operation operations process processes technique techniques approach field set sets first second third same respect regard'.split(
    ' ',
  ),
);
const CONNECT =
  'connected to|coupled to|attached to|mounted on|mounted to|mounted in|secured to|fixed to|disposed in|disposed on|disposed within|positioned in|positioned on|located in|located on|arranged in|arranged on|received in|in communication with|in thermal contact with|in fluid communication with|electrically connected to';
/** Words about the document, never a component, even with a modifier ("present invention"). */
const STRICT_GENERIC =
  /^(?:inventions?|embodiments?|figures?|figs?|examples?|disclosures?|arts?|claims?|applications?|patents?|aspects?|advantages?|objects?|purposes?|means)$/;
const GERUND: Record<string, string> = {
  connected: 'connecting',
  coupled: 'coupling',
  attached: 'attaching',
  mounted: 'mounting',
  secured: 'securing',
  fixed: 'fixing',
  disposed: 'disposing',
  positioned: 'positioning',
  located: 'locating',
  arranged: 'arranging',
  received: 'receiving',
  electrically: 'electrically connecting',
};
const VERB_GERUND: Record<string, string> = Object.fromEntries(
  'receive:receiving store:storing send:sending transmit:transmitting generate:generating determine:determining compute:computing calculate:calculating compare:comparing display:displaying detect:detecting measure:measuring encrypt:encrypting identify:identifying select:selecting analyze:analyzing control:controlling monitor:monitoring update:updating retrieve:retrieving execute:executing heat:heating cool:cooling sense:sensing convert:converting filter:filtering output:outputting emit:emitting capture:capturing record:recording estimate:estimating classify:classifying apply:applying adjust:adjusting supply:supplying pump:pumping rotate:rotating authenticate:authenticating verify:verifying validate:validating request:requesting extract:extracting render:rendering schedule:scheduling notify:notifying'
    .split(' ')
    .map((p) => p.split(':')),
);
const SOFTWARE =
  /\b(?:software|processor|server|computer|application|database|network|instructions|program|module|client|data)\b/gi;

export interface Component {
  phrase: string;
  head: string;
  count: number;
}

const article = (np: string) =>
  `${/^[aeiou]/i.test(np) && !/^(?:uni|one|eu|use)/i.test(np) ? 'an' : 'a'} ${np}`;

/** The description's own components: frequent noun phrases (wink-nlp tags), most frequent first, heads distinct. */
export function components(description: string, limit = 8): Component[] {
  const text = description.slice(0, 40_000);
  const tokens = tokenize(text, 'wink');
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

/** How the description says B relates to A ("mounted on"), if one of its sentences says so of B itself. */
function connection(description: string, a: Component, b: Component): string | null {
  const re = new RegExp(
    `\\b${headRe(b)}${CLAUSE_GAP}(${CONNECT})\\s+(?:the|a|an|said)\\s+(?:[\\w-]+\\s+){0,2}?${headRe(a)}`,
    'i',
  );
  const m = re.exec(description);
  return m ? m[1].toLowerCase() : null;
}

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

/** The subject of the claims: the title's noun phrase ("travel mug"), or "system" for a method-only title. */
export function subjectFromTitle(title: string): { phrase: string; head: string } {
  let t = title
    .trim()
    .toLowerCase()
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
  const cut = t.split(/\s+(?:for|of|with|without|having|and|to|in|on|using|that|which|across|by)\s+/)[0];
  let w = cut
    .split(' ')
    .filter((x) => /^[a-z][a-z-]*[a-z]$/.test(x) && !/^(?:an?|the|as|new|novel|improved)$/.test(x))
    .slice(-3);
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
  const phrase = w.join(' ') || 'apparatus';
  return {
    phrase: phrase.replace(/s$/, (s) => (/(?:ss|us|is)$/.test(phrase) ? s : '')),
    head: w[w.length - 1]?.replace(/s$/, '') || 'apparatus',
  };
}

interface Step {
  verb: string;
  object: Component;
}

/** "the server receives a request": the description's own acts, as steps on its own components. */
function steps(description: string, comps: Component[]): Step[] {
  const out: Step[] = [];
  for (const s of sentences(description.slice(0, 40_000))) {
    for (const m of s.matchAll(
      /\b([a-z]+?)(?:es|s)\s+(?:a|an|the|one or more)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)/gi,
    )) {
      const verb = [m[1], `${m[1]}e`].find((v) => VERB_GERUND[v.toLowerCase()]);
      if (!verb) continue;
      const obj = comps.find((c) =>
        m[2]
          .toLowerCase()
          .split(' ')
          .some((w) => key(w) === c.head),
      );
      if (!obj || out.some((o) => o.object === obj)) continue;
      out.push({ verb: VERB_GERUND[verb.toLowerCase()], object: obj });
      if (out.length >= 4) return out;
    }
  }
  return out;
}

function list(elements: string[]): string {
  return elements
    .map((e, i) => `${e}${i === elements.length - 1 ? '.' : i === elements.length - 2 ? '; and' : ';'}`)
    .join(' ');
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Titles naming a composition of matter ("wood coating composition", "aluminium alloy"): claimed by ingredients. */
const COMPOSITION = /^(?:composition|formulation|mixture|alloy|compound)$/;
/** "from 20 to 40 % by weight of an acrylic binder", "5 wt% of a defoamer", "about 3 percent by weight of silica". */
const AMOUNT =
  /\b((?:(?:from|about|approximately|up to|at least|less than|not more than)\s+)?\d+(?:\.\d+)?\s*(?:(?:to|-|–)\s*\d+(?:\.\d+)?\s*)?(?:%|percent|wt\.?\s*%|parts)\s*(?:by\s+(?:weight|mass|volume|wt\.?))?)\s+of\s+(an?\s+)?((?:[a-z][a-z-]*\s+){0,3}?[a-z][a-z-]*?)(?=\s*(?:[,;.]|\band\b|\bor\b|\bas\b|\bwith\b|\bbased\b|\bin\b|$))/gi;

/**
 * "A composition comprising: from 20 to 40 % by weight of an acrylic binder; …": the ingredients with the amounts
 * the description gives, else its components; dependent claims add the components not yet listed.
 */
function compositionClaims(head: string, description: string, parts: Component[]): string[] {
  const seen = new Set<string>();
  const ingredients: string[] = [];
  for (const m of description.slice(0, 40_000).matchAll(AMOUNT)) {
    const name = m[3].toLowerCase().trim();
    const k = key(name.split(' ').pop()!);
    if (seen.has(name) || GENERIC.has(k) || STRICT_GENERIC.test(k) || ingredients.length >= 8) continue;
    seen.add(name);
    seen.add(k);
    // The description's own article: "of an acrylic binder", but "of copper".
    ingredients.push(`${m[1].replace(/\s+/g, ' ').trim()} of ${m[2] ? article(name) : name}`);
  }
  const balance =
    /\b(?:the\s+)?(?:balance|remainder)\s+(?:being\s+)?([a-z]+)\b|\b([a-z]+)\s+(?:as\s+)?(?:the\s+)?(?:balance|remainder)\b/i.exec(
      description,
    );
  const rest = (balance?.[1] ?? balance?.[2])?.toLowerCase();
  if (rest && !/^(?:the|a|an|and|of|being|is|as)$/.test(rest) && ingredients.length > 0)
    ingredients.push(`${rest} as the balance`);
  const listed = ingredients.length >= 2 ? ingredients : parts.slice(0, 5).map((p) => article(p.phrase));
  if (listed.length === 0) return [];
  if (ingredients.length < 2) ingredients.length = 0;
  const extra = parts.filter((p) => !seen.has(key(p.head)) && ingredients.length > 0).slice(0, 3);
  return [
    `${cap(article(head))} comprising: ${list(listed)}`,
    ...extra.map((p) => `The ${head} of claim 1, further comprising ${article(p.phrase)}.`),
  ].map((c, i) => `${i + 1}. ${c}`);
}

/**
 * A claim set in proper form from the title and description: an apparatus claim of the description's components
 * and how they connect, a method claim of steps (gerunds), a computer-readable-medium claim for software, and
 * dependent claims for the secondary components. Every element is introduced with "a/an" before "the".
 */
export function localClaimSet(title: string, description: string, existingClaims: string[] = []): string[] {
  const comps = components(description);
  const subject = subjectFromTitle(title || 'apparatus');
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
        ? parts.filter((p) => !used.includes(p.phrase.split(' ').pop()!)).slice(0, 3)
        : [];
    return [
      ...existing,
      ...extra.map(
        (p) => `The ${firstSubject!.toLowerCase()} of claim 1, further comprising ${article(p.phrase)}.`,
      ),
    ].map((c, i) => `${i + 1}. ${c}`);
  }
  if (COMPOSITION.test(subject.head)) {
    const mix = compositionClaims(subject.head, description, parts);
    if (mix.length > 0) return mix;
  }
  const around = surroundings(description, parts);
  const own = parts.filter((p) => !around.has(p));
  if (own.length === 0) return [];
  const main = own.slice(0, Math.min(5, Math.max(2, Math.ceil(own.length * 0.6))));
  const secondary = own.slice(main.length, main.length + 3);
  const links = main.map((c, i) => {
    for (const a of main.slice(0, i)) {
      const how = connection(description, a, c);
      if (how) return { a, how };
    }
    return null;
  });
  // "a housing configured to be mounted on a door frame": the surroundings, claimed as where the part goes.
  const placed = (c: Component) =>
    [...around]
      .filter(([, v]) => v.part === c)
      .map(([s, v]) => ` configured to be ${v.how} ${article(s.phrase)}`)[0] ?? '';
  const elements = main.map((c, i) => {
    const link = links[i];
    return link
      ? `${article(c.phrase)} ${link.how} the ${link.a.phrase}`
      : `${article(c.phrase)}${placed(c)}`;
  });
  const claims: string[] = [`${cap(article(subject.phrase))} comprising: ${list(elements)}`];
  for (const c of secondary)
    claims.push(`The ${subject.phrase} of claim 1, further comprising ${article(c.phrase)}${placed(c)}.`);
  const acts = steps(description, own);
  const software = (description.match(SOFTWARE) ?? []).length >= 4;
  if (acts.length >= 2) {
    const stepText = acts.map((s) => `${s.verb} ${article(s.object.phrase)}`);
    const m = claims.length + 1;
    claims.push(`A method comprising: ${list(stepText)}`);
    if (software) {
      claims.push(
        `A non-transitory computer-readable medium storing instructions that, when executed by a processor, cause the processor to perform operations comprising: ${list(stepText)}`,
      );
    }
    const spare = own.find((p) => !acts.some((s) => s.object === p));
    if (spare)
      claims.push(`The method of claim ${m}, further comprising providing ${article(spare.phrase)}.`);
  } else {
    const assembly = main.map((c, i) => {
      const link = links[i];
      if (!link) return `providing ${article(c.phrase)}${placed(c)}`;
      const [verb, ...prep] = link.how.split(' ');
      const gerund = GERUND[verb];
      return gerund && verb !== 'electrically'
        ? `${gerund} ${article(c.phrase)} ${prep.join(' ')} the ${link.a.phrase}`
        : `providing ${article(c.phrase)} ${link.how} the ${link.a.phrase}`;
    });
    claims.push(`A method of making ${article(subject.phrase)}, the method comprising: ${list(assembly)}`);
  }
  return claims.map((c, i) => `${i + 1}. ${c}`);
}

/** Sentences about the drawings, the document, the prior art or options are not abstract material. */
const NOT_ABSTRACT =
  /^(?:accordingly|thus|besides|finally|however|therefore|further|furthermore|also|moreover|in this|to this|such|this|these|that|those|it|its|they|there|here|summary|hence|then|when|while|if|as|heretofore|conversely|thereafter|another|each|in such|on the other)\b|\b(?:need|needs|demand|related|art|conventionally|past|namely|problem|problems|difficult|impossible|expensive|drawbacks?|FIGS?|Fig|figures?|views?|illustrat\w*|shows?|shown|depict\w*|invention|disclosure|embodiments?|object|objects|aforesaid|above|below|preferabl\w*|for example|e\.g|such as|or the like|claims?|conventional|prior|presently|known|background|herein|thereof|typically|generally|may|might|can be|could|should|would|I|we|our|my|me)\b/i;
/** "element 30": a reference numeral belongs to the drawings, not to the abstract. */
const NUMERAL =
  /[a-z]\s+\d+(?:[.,]\d+)?[a-z]?\b(?![.,]\d|\s*(?:%|percent|mm|cm|nm|m|kg|g|°|degrees?|seconds?|minutes?|hours?|wt|times|to\s+\d))/i;

/**
 * An abstract of whole description sentences within 150 words and one paragraph, none with claim language,
 * merits or "The present invention relates to"; never cut mid-sentence.
 */
export function localAbstractText(title: string, description: string): string {
  const all = sentences(description.slice(0, 40_000)).map((s, i) => ({
    s: s.replace(/\s*\(\s*\d+[a-z]?\s*\)/g, '').replace(/\s+([,.;])/g, '$1'),
    i,
  }));
  const standsAlone = (s: string) =>
    /^[A-Z]/.test(s) &&
    /[a-z)][.]$/.test(s) &&
    words(s).length >= 6 &&
    words(s).length <= 45 &&
    !NUMERAL.test(s) &&
    checkAbstract(s).length === 0;
  const pool = all.filter(({ s }) => standsAlone(s) && !NOT_ABSTRACT.test(s));
  const titleKeys = new Set(words(title.toLowerCase()).map(key));
  const score = (s: string) =>
    words(s.toLowerCase()).filter((w) => titleKeys.has(key(w))).length / Math.sqrt(words(s).length);
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
  // Too little qualified: the description's first sentences that pass the abstract checks, in order.
  if (n < 40)
    for (const r of all.filter(({ s }) => standsAlone(s)))
      if (picked.every((p) => p.i !== r.i) && take(r)) break;
  const subject = subjectFromTitle(title);
  const comps = components(description, 8).filter((c) => c.head !== key(subject.head));
  const around = surroundings(description, comps);
  const parts = comps
    .filter((c) => !around.has(c))
    .slice(0, 5)
    .map((c) => article(c.phrase));
  // No "A system is described.": an opening only when the description names the parts.
  const opening =
    parts.length >= 2
      ? `${cap(article(subject.phrase))} includes ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}.`
      : null;
  let budget = ABSTRACT_MAX_WORDS - (opening ? words(opening).length : 0);
  const rest = picked
    .sort((a, b) => a.i - b.i)
    .filter((p) => (budget -= words(p.s).length) >= 0)
    .map((p) => p.s);
  // Nothing of the description can stand in an abstract: '' (the service says the abstract could not be drafted).
  if (rest.length === 0 && !opening) return '';
  return [...(opening ? [opening] : []), ...rest].join(' ');
}
