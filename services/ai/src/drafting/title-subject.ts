import { key, tokenize } from './claim-nlp.js';

/** Heads that say only "a thing": the title's other words tell what the invention is ("air pressure detection device"). */
export const GENERIC_SUBJECT =
  /^(?:device|apparatus|system|assembly|unit|structure|mechanism|arrangement|equipment|machine|tool|kit|instrument|module|means|installation|article|product|method|process)$/;

/**
 * The title's subject noun phrase, before what it is for or has ("Air pressure detection device for wheel" → ["air",
 * "pressure", "detection", "device"]), in dictionary forms.
 */
export function titleSubjectWords(title: string): string[] {
  const t = title
    .toLowerCase()
    .replace(/[^a-z -]/g, ' ')
    .replace(/\b(?:method|process)s?\s+(?:and|or)\s+/, '')
    .replace(/\s+(?:and|or)\s+(?:method|process)s?\b/, '');
  const cut = t.split(
    /\s+(?:for|of|with|without|having|comprising|including|and|to|in|on|using|that|which|by)\s+/,
  )[0];
  return (cut.match(/[a-z][a-z-]*[a-z]/g) ?? [])
    .filter((w) => !/^(?:an?|the|new|novel|improved)$/.test(w))
    .map(key);
}

interface PartLike {
  id: string;
  phrase: string;
}

/**
 * The part the title names the invention by when its head is generic: the part the description says the subject
 * comprises ("the detection device comprises an air pressure sensor"), else the one sharing most of the title's words.
 * Undefined when the title's head is itself the thing ("travel mug") or no part carries its words.
 */
export function titleCore<P extends PartLike>(
  title: string,
  parts: P[],
  relations: { a: string; b: { id: string }; kind: string }[],
): P | undefined {
  const words = titleSubjectWords(title);
  const head = words[words.length - 1];
  if (!head || !GENERIC_SUBJECT.test(head)) return undefined;
  const modifiers = new Set(words.slice(0, -1).filter((w) => !GENERIC_SUBJECT.test(w)));
  const comprised = new Set(
    relations.filter((r) => r.kind === 'has' && key(r.a.split(' ').pop()!) === head).map((r) => r.b.id),
  );
  const shared = (p: P) => new Set(p.phrase.split(' ').filter((w) => modifiers.has(key(w)))).size;
  let best: { p: P; score: number } | undefined;
  for (const p of parts) {
    if (key(p.phrase.split(' ').pop()!) === head) continue;
    const score = shared(p) * 2 + (comprised.has(p.id) ? 1 : 0);
    if (shared(p) > 0 && (!best || score > best.score)) best = { p, score };
  }
  return best?.p;
}

/**
 * The parts a title says its subject has ("Brake disk comprising a friction ring and a brake disk pot" → ["friction
 * ring", "brake disk pot"]; "Lamp with a reflector and a socket for vehicles" → ["reflector", "socket"]).
 */
export function titleComponents(title: string): string[] {
  const listed =
    /\b(?:comprising|having|with|including|containing|featuring)\s+(.+)$/i.exec(title)?.[1] ?? '';
  // "slider with sacrificial extension aligned with channel on opposite surface": each "with" names one more part.
  return listed
    .split(/\s*,\s*(?:and\s+)?|\s+(?:and|with|having|including)\s+/)
    .map((x) =>
      x
        .toLowerCase()
        .replace(/^(?:an?|the|at least one|one or more|(?:a\s+)?plurality of)\s+/, '')
        .split(/\s+(?:for|of|in|on|to|at|by|from|which|that)\s+|\s+[a-z]+ed\b/)[0]
        .trim(),
    )
    .filter((x) => /^[a-z][a-z -]*[a-z]$/.test(x));
}

/** The description's parts a title names as parts of its subject (titleComponents), in the title's order. */
export function titledParts<P extends PartLike>(title: string, parts: P[]): P[] {
  const same = (a: string, b: string) => {
    const x = a.split(' ').map(key);
    const y = b.split(' ').map(key);
    const [short, long] = x.length <= y.length ? [x, y] : [y, x];
    return short.every((w, i) => long[long.length - short.length + i] === w);
  };
  return titleComponents(title).flatMap(
    (c) => parts.find((p) => p.phrase === c) ?? parts.find((p) => same(p.phrase, c)) ?? [],
  );
}

/** Parts of a hyphenated title word that say how, not what ("zirconia-based", "T-shaped"). */
const HOW_WORD = /^(?:based|type|shaped|like|free|related|containing|rich|only|same)$/;

/** A title word as tagged, hyphenated parts joined ("step-down", "mid-dialog"); alternatives after a slash. */
interface TitleWord {
  words: string[];
  pos: string;
}

/**
 * The title's subject as tagged words, up to what it is for, of or has: a comma goes on only through a list of
 * single words ("Rhodium, platinum, palladium alloy"), a verb only before a noun ("ram air inflated wing"). Empty for a
 * title that names an act ("Managing … messages").
 */
function taggedSubject(title: string): TitleWord[] {
  const tokens = tokenize(title.toLowerCase().replace(/\([^)]*\)/g, ' '), 'wink');
  const out: TitleWord[] = [];
  let sinceComma = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const last = out[out.length - 1];
    if (t.text === '-' && last && tokens[i + 1]) {
      last.words[last.words.length - 1] += `-${tokens[++i].text}`;
      continue;
    }
    if (t.text === '/' && last && tokens[i + 1]) {
      // "rotisserie/kebab": either name; "range/high speed", "multifunctional/modular": a quality.
      const next = tokens[++i];
      last.words.push(next.text);
      if (next.pos !== last.pos) last.pos = 'ADJ';
      continue;
    }
    if (t.text === ',') {
      if (sinceComma !== 1) break;
      sinceComma = 0;
      continue;
    }
    if (
      t.pos === 'VERB' &&
      (out.length === 0 ||
        tokens[i + 1]?.pos !== 'NOUN' ||
        /^(?:having|comprising|including|containing)$/.test(t.lower))
    )
      break;
    if (!['NOUN', 'PROPN', 'ADJ', 'VERB', 'NUM'].includes(t.pos)) break;
    out.push({ words: [t.text], pos: t.pos });
    sinceComma++;
  }
  return out;
}

/**
 * The title's content words a claim does not state: the nouns qualifying its subject ("Rhodium, platinum, palladium
 * alloy" → "palladium" for a claim of platinum and rhodium) and the parts or features it is "with"/"having" ("Ice
 * maker having fan assembly" → "fan assembly" when no assembly is claimed). Qualities ("convertible"), acts and what
 * the subject is for, of or in ("… for a vehicle") are context, never named; nor anything when the claim does not
 * claim the title's subject itself (its head noun, unless a generic "device").
 */
export function titleWordsNotIn(title: string, claim: string): string[] {
  const stated = new Set(
    claim
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean)
      .map(key),
  );
  const has = (word: string) =>
    word
      .split('-')
      .filter((w) => w.length > 1 && !HOW_WORD.test(w))
      .every((w) => stated.has(key(w)));
  const subject = taggedSubject(title);
  const head = subject[subject.length - 1];
  if (
    !head ||
    head.pos !== 'NOUN' ||
    !(head.words.some(has) || head.words.some((w) => GENERIC_SUBJECT.test(key(w))))
  )
    return [];
  // "SAW element" states "surface acoustic wave element": the title words an acronym of the claim stands for.
  const acronyms = new Set(claim.match(/\b[A-Z]{2,}\b/g) ?? []);
  const abbreviated = new Set<number>();
  subject.forEach((_, i) => {
    for (let j = i + 1; j < subject.length; j++) {
      const initials = subject.slice(i, j + 1).map((w) => w.words[0][0].toUpperCase());
      if (acronyms.has(initials.join(''))) for (let k = i; k <= j; k++) abbreviated.add(k);
    }
  });
  // Nouns that name a material or a thing: not the object of an act ("image forming"), an act ("film production"),
  // nor a quality after an adjective ("wide range", "low power").
  const modifiers = subject
    .slice(0, -1)
    .filter(
      (w, i) =>
        w.pos === 'NOUN' &&
        !abbreviated.has(i) &&
        subject[i + 1].pos !== 'VERB' &&
        subject[i - 1]?.pos !== 'ADJ' &&
        !w.words.some((x) => /(?:tion|ment|ing|sis)$/.test(x) || GENERIC_SUBJECT.test(key(x)) || has(x)),
    )
    .map((w) => w.words.join('/'));
  // A feature is stated when its noun is, whatever the claim calls its kind ("integral moveable retention members").
  const features = titleComponents(title)
    .filter((c) => {
      // "fan assembly": its noun is "fan", the generic word tells no thing; "… control method" is another claim
      // category, "noise immunity" a quality.
      if (/\b(?:method|process)$|(?:ity|ness)$/.test(c)) return false;
      const noun = c
        .split(/\s+/)
        .filter((w) => !GENERIC_SUBJECT.test(key(w)))
        .pop();
      return noun !== undefined && !HOW_WORD.test(noun) && !has(noun);
    })
    // Named as the title writes it ("packet over optical OFDM transmission").
    .map((c) => new RegExp(c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i').exec(title)?.[0] ?? c);
  return [...new Set([...modifiers, ...features])];
}
