/**
 * A reviewed vocabulary of one single-valued property (a material, a shape, a colour): each value with the values it
 * covers ("metal" covers "steel"), other names for one value, and pairs that may overlap though neither covers the
 * other. A value the vocabulary does not know is never judged.
 */
export interface Vocabulary {
  what: string;
  covers: Record<string, string[]>;
  same?: Record<string, string>;
  overlap?: [string, string][];
}

/** How a dependent claim's value stands to its parent's: only `other` and `broader` are findings. */
export type Relation = 'same' | 'narrower' | 'broader' | 'unsure' | 'other';

/** Words that soften a value without changing it ("substantially cylindrical"). */
const APPROXIMATE = /\b(?:substantially|generally|essentially|approximately|mainly|predominantly)\s+/g;

export function normalValue(v: Vocabulary, value: string): string {
  const plain = value
    .toLowerCase()
    .replace(/^(?:an?|the)\s+/, '')
    .replace(APPROXIMATE, '')
    .replace(/\s+/g, ' ')
    .trim();
  return v.same?.[plain] ?? v.same?.[plain.replace(/s$/, '')] ?? plain;
}

/** The value and every value it covers, through the list. */
function below(v: Vocabulary, value: string): Set<string> {
  const out = new Set([value]);
  for (const x of out) for (const y of v.covers[x] ?? []) out.add(normalValue(v, y));
  return out;
}

/** A listed value, or a name ending in one ("tempered glass" is a glass): the listed value it is a kind of. */
function listed(v: Vocabulary, value: string, known: Set<string>): string | null {
  const words = value.split(' ');
  for (let i = 0; i < words.length; i++) {
    const tail = words.slice(i).join(' ');
    if (known.has(tail)) return tail;
  }
  return null;
}

const knownOf = new WeakMap<Vocabulary, Set<string>>();
function known(v: Vocabulary): Set<string> {
  let k = knownOf.get(v);
  if (!k) {
    k = new Set(
      [...Object.keys(v.covers), ...Object.values(v.covers).flat(), ...Object.values(v.same ?? {})].map((x) =>
        normalValue(v, x),
      ),
    );
    knownOf.set(v, k);
  }
  return k;
}

/** Whether the value is one the vocabulary knows, itself or as a name ending in one. */
export const isKnown = (v: Vocabulary, value: string) => listed(v, normalValue(v, value), known(v)) !== null;

/**
 * The relation of the dependent's value to the parent's, decided conservatively: the same value; a kind of it (the
 * list says so, or the dependent's name ends in the parent's: "stainless steel" under "steel"); broader (the reverse);
 * unsure when they share a word without one ending in the other ("aluminum alloy" and "aluminum": an alloy of aluminum
 * is not aluminum, but whether the parent's word covers it depends on the description), when either is unknown, or
 * when what each covers may meet (a listed overlap, a common kind); other when both are known and apart.
 */
export function relation(v: Vocabulary, parentValue: string, depValue: string): Relation {
  const [a, b] = [normalValue(v, parentValue), normalValue(v, depValue)];
  if (a === b) return 'same';
  if (below(v, a).has(b) || b.endsWith(` ${a}`)) return 'narrower';
  if (below(v, b).has(a) || a.endsWith(` ${b}`)) return 'broader';
  const wordsOf = (s: string) => new Set(s.split(/[\s-]+/));
  const [wa, wb] = [wordsOf(a), wordsOf(b)];
  if ([...wa].some((w) => wb.has(w))) return 'unsure';
  const [la, lb] = [listed(v, a, known(v)), listed(v, b, known(v))];
  if (la === null || lb === null) return 'unsure';
  const [ba, bb] = [below(v, la), below(v, lb)];
  if ([...ba].some((x) => bb.has(x))) return 'unsure';
  const up = (x: string) =>
    new Set(
      [x, ...Object.keys(v.covers).filter((k) => below(v, normalValue(v, k)).has(x))].map((k) =>
        normalValue(v, k),
      ),
    );
  const [ua, ub] = [up(la), up(lb)];
  const overlaps = (v.overlap ?? []).some(([x, y]) => (ua.has(x) && ub.has(y)) || (ua.has(y) && ub.has(x)));
  return overlaps ? 'unsure' : 'other';
}
