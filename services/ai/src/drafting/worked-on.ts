import type { DescriptionFacts } from './description-facts.js';

/** Verbs of how parts stand ("the support tube surrounds the heater"): said of parts, never of what is worked on. */
const STANDING =
  /^(?:surround|define|extend|enclose|span|overlie|underlie|face|abut|border|bound|flank|overlap|retain|house|accommodate|cover|support|hold|receive|contact|engage)$/;

/** How a thing worked on is put in place: loaded, not built in. */
const LOADED =
  /^(?:placed|received|held|loaded|inserted|put|fed|carried|conveyed|transported|supplied|introduced|delivered|laid)\b/;

/**
 * What the invention works on, not one of its parts (issue 24 review: "a hot isostatic pressing apparatus comprising:
 * a workpiece; …", "a corn cob collection device comprising: a roll; and a cob received in the roll"): a thing the
 * description has heated, moved, conveyed or collected by at least three verbs, that itself does nothing, comprises
 * nothing, is comprised in nothing and is only put in place (placed, received, held), never built in.
 */
export function workedOn(facts: Pick<DescriptionFacts, 'acts' | 'relations'>): Set<string> {
  const verbs = new Map<string, Set<string>>();
  for (const a of facts.acts) {
    if (STANDING.test(a.verb)) continue;
    const id = a.object.id;
    verbs.set(id, (verbs.get(id) ?? new Set()).add(a.verb));
  }
  const out = new Set<string>();
  for (const [id, done] of verbs) {
    if (done.size < 3) continue;
    const doing = facts.acts.some((a) => a.subject === id);
    // "a floating gate formed over the gate dielectric" is built in; "the workpiece placed in …" is only put there.
    const structural = facts.relations.some(
      (r) =>
        (r.a === id && (r.kind !== 'connect' || !LOADED.test(r.how))) || (r.kind === 'has' && r.b.id === id),
    );
    if (!doing && !structural) out.add(id);
  }
  return out;
}
