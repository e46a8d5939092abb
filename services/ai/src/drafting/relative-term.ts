import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';

/**
 * Relative terms of degree ("substantially parallel", "about equal", "a thin plate", "a strong magnet"), as info
 * (MPEP 2173.05(b)): the claim is definite when the specification gives a standard for measuring the degree, which
 * the checker cannot see, so it only points at them. Terms the INDEFINITE_TERM notes cover ("relatively thick", "very",
 * "a large number") are left to them. Terms of art ("thin film", "strong acid", "soft tissue") are no degree.
 */
const RELATIVE = new RegExp(
  String.raw`(?<!\bsufficiently\s+)\b(?:(?:substantially|approximately)\b(?!\s+(?:as\s+)?(?:shown|described|illustrated|disclosed|depicted|herein|hereinbefore)\b|\s+\d)` +
    String.raw`|(?:about|generally|essentially|nearly|roughly)\s+(?:the\s+same|equal|identical|similar|parallel|perpendicular|orthogonal|flat|planar|straight|circular|round|cylindrical|spherical|uniform|constant|flush|vertical|horizontal|rigid|smooth|continuous|linear|rectangular|square|symmetric(?:al)?|coaxial|concentric|aligned|transparent|opaque|pure|half|closed|sealed|complete(?:ly)?|full(?:y)?|entire(?:ly)?)\b` +
    // "the thin part" refers back to a part introduced (and measured or flagged) before.
    // "relatively thin" is the INDEFINITE_TERM note's already: one finding, not two.
    String.raw`|(?<![\w-])(?<!\b(?:relatively|comparatively|fairly|somewhat|rather|very)\s+)(?<!\b(?:the|said)\s+(?:[\w-]+\s+){0,2})(?<!\b(?:air|water|fluid|gas|liquid|leak|light|vacuum|pressure)[\s-])(?:strong(?:ly)?|weak(?:ly)?|thin|thick|narrow|tight(?:ly)?|loose(?:ly)?)\b(?!-)` +
    String.raw`(?!\s+(?:films?|acids?|bases?|alkal\w*|electrolytes?|oxidi[sz]\w*|reducing|interactions?|bonds?|bands?|layer\s+chromatography|client|provisioning|section))` +
    String.raw`)`,
  'gi',
);

/** A number (not a claim reference or a reference numeral) or a comparison in the element gives the standard. */
const STANDARD =
  /(?<!\bclaims?\s+(?:\d+\s*(?:,|or|and|to|-)\s*)*)(?<![(\d.])\b\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-]+(?:degrees?|percent|times|fold|hundred|thousand)\b|\bthan\b|\bcompared\s+(?:to|with)\b|\brelative\s+to\b|\bin\s+comparison\b|\bwithin\s+\d/i;

/**
 * A ratio or an equality right after the term measures it ("approximately twice the first radius", "about half the
 * width", "substantially equal to", "the same as", "a multiple of"); further on it measures something else
 * ("extending substantially linearly … at a pitch equal to"). "Half" alone ("about half") measures nothing.
 */
const RATIO =
  /^[\s\w-]{0,25}?\b(?:twice|thrice|half\s+(?:of\s+)?(?:the|a|an|said|its|their|that)|a\s+multiple\s+of|equal\s+to|the\s+same\s+as|identical\s+to)\b/i;

/** The element around a position: the text between the nearest ";", ":" or line break on either side. */
function elementAt(body: string, at: number): string {
  const before = Math.max(body.lastIndexOf(';', at), body.lastIndexOf(':', at), body.lastIndexOf('\n', at));
  const ends = [';', ':', '\n'].map((ch) => body.indexOf(ch, at)).filter((i) => i >= 0);
  return body.slice(before + 1, ends.length ? Math.min(...ends) : body.length);
}

/** A pair of opposite terms in one element compares them ("a narrow proximal end … the wide distal end"). */
const OPPOSITE: Record<string, RegExp> = {
  thin: /\bthick/i,
  thick: /\bthin/i,
  narrow: /\bwide|\bbroad/i,
  strong: /\bweak/i,
  weak: /\bstrong/i,
  tight: /\bloose/i,
  loose: /\btight/i,
};

/**
 * Relative terms of one claim (info). `parents`: the texts of the claims it rests on; a term with the word after it
 * that a parent already has ("the upper and lower thin covers" after "thin covers") was pointed at there.
 */
export function relativeTerms(c: ClaimUnit, parents: string[] = []): ClaimFinding[] {
  const body = c.text.slice(c.bodyStart);
  const out: ClaimFinding[] = [];
  const seen = new Set<string>();
  const inParents = parents.join('\n').toLowerCase().replace(/\s+/g, ' ');
  for (const m of body.matchAll(RELATIVE)) {
    // Once per term in a claim: the same word again says nothing new.
    const key = m[0].toLowerCase().replace(/\s+/g, ' ');
    const element = elementAt(body, m.index);
    const next =
      /^\s*[\w-]+/
        .exec(body.slice(m.index + m[0].length))?.[0]
        .trim()
        .toLowerCase() ?? '';
    // From the term's second word on ("about half the width", "about equal to"), else from after it.
    const space = m[0].search(/\s/);
    const ratio = RATIO.test(body.slice(m.index + (space < 0 ? m[0].length : space)));
    if (seen.has(key) || ratio || STANDARD.test(element) || OPPOSITE[key.replace(/ly$/, '')]?.test(element))
      continue;
    if (next && inParents.includes(`${key} ${next}`)) continue;
    seen.add(key);
    const start = c.bodyStart + m.index;
    const term = m[0].replace(/\s+/g, ' ');
    out.push({
      claim: c.number,
      code: 'RELATIVE_TERM',
      severity: 'info',
      message: `"${term}" is a relative term (a term of degree) and no number or comparison in this element measures it; it is definite only if the specification gives a standard for measuring the degree (MPEP 2173.05(b)). Check the description, or state the measure.`,
      start,
      end: start + m[0].length,
    });
  }
  return out;
}
