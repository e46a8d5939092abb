import type { XmlGrant } from '../test/support/uspto-xml-reader.js';
import { compareClaims } from '../src/engine/claim-compare.js';
import { splitClaimElements, type SplitClaim } from '../src/engine/claim-elements.js';
import { subjectTerms } from '../src/engine/claim-chart.js';
import { rangesOf } from '../src/engine/claim-ranges.js';

/** Seeded conflicts: found when the changed element's row is conflicting; other rows labelled conflicting are false. */
export interface ConflictCounts {
  pairs: number;
  found: number;
  falseRows: number;
}

// An element's part: "a data bus" in "a data bus coupled to …" (up to a word that starts what follows the name).
const PART =
  /^(an?|a plurality of)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)(?=\s*(?:[,;:(]|$)|\s+(?:having|comprising|including|for|to|with|that|which|configured|adapted|coupled|connected|mounted|disposed|attached|in|on|of|at|from|into|between|being|and)\b)/i;

/** "without <part>": one element taken out and excluded in the preamble, its part's words named nowhere else. */
function excludedSeed(split: SplitClaim): { pick: number; user: string } | null {
  const pick = split.elements.findIndex((e, i) => {
    const m = PART.exec(e.text);
    const words = m ? subjectTerms(m[2]) : [];
    const elsewhere = new Set(
      [split.preamble, ...split.elements.filter((_, j) => j !== i).map((o) => o.text)].flatMap(subjectTerms),
    );
    return words.length > 0 && words.every((w) => !elsewhere.has(w));
  });
  if (pick < 0) return null;
  const part = PART.exec(split.elements[pick].text)![0];
  const rest = split.elements.filter((_, i) => i !== pick).map((e) => e.text);
  return { pick, user: `${split.preamble} without ${part}, comprising: ${rest.join('; ')}.` };
}

/** A range turned to one that cannot overlap it: "between 5 and 10 mm" → "more than 10 mm", "at least 2 g" → "less than 2 g". */
function rangeSeed(split: SplitClaim): { pick: number; user: string } | null {
  const pick = split.elements.findIndex((e) => rangesOf(e.text).length === 1 && rangesOf(e.text)[0].of);
  if (pick < 0) return null;
  const r = rangesOf(split.elements[pick].text)[0];
  const last = /(\d[\d.,]*\s*\S+)$/.exec(r.text.trim());
  if (!last) return null;
  const changed = split.elements[pick].text.replace(
    r.text,
    `${Number.isFinite(r.hi) ? 'more' : 'less'} than ${last[1]}`,
  );
  const elements = split.elements.map((e, i) => (i === pick ? changed : e.text));
  return { pick, user: `${split.preamble}, comprising: ${elements.join('; ')}.` };
}

/**
 * Claim 1 of each utility grant against a "user" claim made from it with one seeded conflict of a kind: the patent's
 * changed element should be labelled conflicting, and no other row. Built from the rules' own kinds of wording, so
 * these show that the label reaches the right row on real claims, not how often real conflicts are worded this way.
 */
export function conflictBench(
  grants: XmlGrant[],
  list = false,
): Record<'excluded' | 'range', ConflictCounts> {
  const out = { excluded: { pairs: 0, found: 0, falseRows: 0 }, range: { pairs: 0, found: 0, falseRows: 0 } };
  for (const g of grants) {
    if (g.applType !== 'utility' || (g.claims[0]?.dependsOn ?? []).length > 0) continue;
    const text = g.claims[0].text;
    const split = splitClaimElements(text);
    if (!split.transition || split.elements.length < 2 || split.jepson) continue;
    for (const kind of ['excluded', 'range'] as const) {
      const seed = kind === 'excluded' ? excludedSeed(split) : rangeSeed(split);
      if (!seed) continue;
      const c = out[kind];
      c.pairs++;
      for (const m of compareClaims({ label: 'claim 1', text }, { label: 'user', text: seed.user }).forward) {
        const changed = m.element.text === split.elements[seed.pick].text;
        const conflicting = m.correspondence === 'conflicting';
        if (changed && conflicting) c.found++;
        else if (conflicting) c.falseRows++;
        if (list && changed !== conflicting)
          console.log(
            `  CONFLICT ${kind} ${changed ? 'MISSED' : 'FALSE'} US${g.number}: ${m.element.text.slice(0, 120)}`,
          );
      }
    }
  }
  return out;
}
