import { key } from './claim-nlp.js';

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
