import { key } from './claim-nlp.js';

/** Qualifiers that name the other one of a pair of parts ("a front wheel" is no rear wheel). */
const PAIRS = [
  ['front', 'rear'],
  ['front', 'back'],
  ['upper', 'lower'],
  ['top', 'bottom'],
  ['inner', 'outer'],
  ['left', 'right'],
  ['inlet', 'outlet'],
  ['input', 'output'],
  ['proximal', 'distal'],
  ['leading', 'trailing'],
  ['male', 'female'],
  ['forward', 'rearward'],
  ['internal', 'external'],
  ['interior', 'exterior'],
  ['upstream', 'downstream'],
  ['anterior', 'posterior'],
  ['primary', 'secondary'],
];
const OPPOSITE = new Map<string, string[]>();
for (const [a, b] of PAIRS) {
  OPPOSITE.set(a, [...(OPPOSITE.get(a) ?? []), b]);
  OPPOSITE.set(b, [...(OPPOSITE.get(b) ?? []), a]);
}
/** The words naming the other one of a pair ("rear" of "front"); `more` adds pairs of the caller's own. */
export function oppositesOf(word: string, more: string[][] = []): string[] {
  return [
    ...(OPPOSITE.get(word) ?? []),
    ...more.filter((p) => p.includes(word)).map((p) => p[1 - p.indexOf(word)]),
  ];
}

/**
 * Parts every thing has one of on each side ("the rear end", "the outer edge", "the bottom face"): inherent, so their
 * basis is implicit (MPEP 2173.05(e)), whatever the claim introduced.
 */
const INHERENT =
  /^(?:end|edge|face|tip|corner|half|extremity|margin|periphery|boundary|section|part|portion|side|surface)$/;

/**
 * "the rear wheel" when the claims introduce only "a front wheel": a qualifier of the definite phrase whose opposite
 * qualified the only introductions of its noun, and which the claims use nowhere. Returns the pair [own, introduced],
 * else null. `unmatched` are the phrase's qualifiers no earlier phrase or word of the claims has; `introduced` the
 * qualifiers the noun was introduced with.
 */
export function oppositeQualifier(
  head: string,
  unmatched: string[],
  introduced: Set<string>,
): [string, string] | null {
  if (INHERENT.test(head)) return null;
  for (const w of unmatched) {
    const other = (OPPOSITE.get(key(w)) ?? OPPOSITE.get(w) ?? []).find(
      (o) => introduced.has(o) || introduced.has(key(o)),
    );
    if (other) return [w, other];
  }
  return null;
}
