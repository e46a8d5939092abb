import type { XmlGrant } from '../test/support/uspto-xml-reader.js';
import { compareClaims, type ElementMatch } from '../src/engine/claim-compare.js';

/** Element counts of one kind of comparison: all, labelled corresponding, labelled partly. */
export interface CompareCounts {
  pairs: number;
  elements: number;
  corresponding: number;
  partly: number;
  /** Labelled conflicting (claim-conflict.ts): words that conflict on their face. */
  conflicting: number;
}

const tally = (c: CompareCounts, rows: ElementMatch[]) => {
  c.elements += rows.length;
  c.corresponding += rows.filter((r) => r.correspondence === 'corresponding').length;
  c.partly += rows.filter((r) => r.correspondence === 'partly').length;
  c.conflicting += rows.filter((r) => r.correspondence === 'conflicting').length;
};
const empty = (): CompareCounts => ({ pairs: 0, elements: 0, corresponding: 0, partly: 0, conflicting: 0 });

/**
 * Claim comparison bench (issue 24) on issued claims, where the right answer is known by construction:
 * - `root`: a dependent claim (with the claims it rests on) against its independent root claim: every element of the
 *   root is in both, so each should be found corresponding (recall of true correspondences);
 * - `added`: the same pairs, the elements only the dependent claims add: a "corresponding" label there is mostly
 *   false, though a dependent claim may restate a root element in its words;
 * - `unrelated`: claim 1 of each utility grant against claim 1 of the next grant (another patent): "corresponding"
 *   there is false.
 * A dependent claim cannot conflict with its root, so any "conflicting" in `root` or `added` is a false one.
 */
export function compareBench(grants: XmlGrant[]): Record<'root' | 'added' | 'unrelated', CompareCounts> {
  const out = { root: empty(), added: empty(), unrelated: empty() };
  const utility = grants.filter(
    (g) => g.applType === 'utility' && (g.claims[0]?.dependsOn ?? []).length === 0,
  );
  utility.forEach((g, i) => {
    const other = utility[(i + 1) % utility.length];
    if (other !== g) {
      out.unrelated.pairs++;
      tally(
        out.unrelated,
        compareClaims(
          { label: 'claim 1', text: g.claims[0].text },
          { label: 'other', text: other.claims[0].text },
        ).forward,
      );
    }
    // One dependent claim per grant: the first one resting directly on claim 1.
    const dep = g.claims.find((c) => c.dependsOn?.length === 1 && c.dependsOn[0] === 1);
    if (!dep) return;
    const r = compareClaims(
      { label: `claim ${dep.number}`, text: dep.text, chain: [{ label: 'claim 1', text: g.claims[0].text }] },
      { label: 'root', text: g.claims[0].text },
    );
    out.root.pairs++;
    out.added.pairs++;
    tally(
      out.root,
      r.forward.filter((m) => m.element.where.startsWith('claim 1,') || m.element.where === 'claim 1'),
    );
    tally(
      out.added,
      r.forward.filter((m) => m.element.where.startsWith(`claim ${dep.number}`)),
    );
  });
  return out;
}
