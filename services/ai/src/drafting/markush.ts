import type { ClaimFinding } from '@patent-hub/contracts';
import type { Token } from './claim-nlp.js';
import { key } from './claim-nlp.js';
import { chains, type ClaimUnit } from './claim-structure.js';
import { alternativesOf } from '../engine/claim-elements.js';

/** The revision of MPEP 608.01(n) the legal texts give (the only one at hand; the current MPEP is newer). */
export const MPEP_608_01_N_REVISION = 'Ninth Edition, Rev. 11.2013';
export const MPEP_608_01_N = `MPEP 608.01(n) (${MPEP_608_01_N_REVISION})`;

/**
 * "a polymer selected from the group consisting of A, B, and C": the element (group 1, when an article introduces
 * it), the words "selected from … consisting of" (group 2) and the list up to a stop (group 3).
 */
const GROUP =
  /(?:\b(?:an?|the|said|one|at\s+least\s+one)\s+((?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)\s*,?\s+(?:(?:is|are|being)\s+)?)?\b((?:selected|chosen)\s+from\s+(?:the\s+group\s+)?consisting\s+of\s*:?\s*)([^;:]+)/gi;
/** Where a group's list ends inside its clause: another element or clause ("…, and C, wherein", "…; and a filler"). */
const LIST_END =
  /\s*,?\s+(?:and\s+)?(?:wherein|whereby|which|where|in\s+which)\b|\s*,\s*(?:and\s+)?(?:an?|the)\s|\.\s*$/i;
/** "mixtures thereof", "combinations of two or more thereof": several members together. */
const COMBINATIONS =
  /^(?:any\s+)?(?:mixtures?|combinations?|blends?)\s+(?:of\s+)?(?:any\s+|two-or-more\s+|at\s+least\s+two\s+)?(?:of\s+)?(?:thereof|the\s+foregoing|them)$/;
/** Members that open the group to kinds the claim does not name ("salts thereof", "derivatives thereof"). */
const OPEN_MEMBER = /\bthereof\b/i;
/** A member with words of its own clause ("woven fabrics comprising glass"): a nested list, not read. */
const MEMBER_CLAUSE = /\b(?:comprising|including|having|containing|of|with|which|that|wherein)\b/;

interface Group {
  element: string;
  list: string;
  members: string[];
  /** "… and mixtures thereof": several members together are in the group too. */
  combined: boolean;
}

const plain = (s: string) =>
  s
    .toLowerCase()
    .replace(/^(?:an?|the)\s+/, '')
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim();
/** The members of a list ("A, B, and C"), read as the claim charts read them; "two or more" stays one word. */
const splitList = (list: string) =>
  alternativesOf(list.replace(/\b(one|two)\s+or\s+more\b/gi, '$1-or-more'))
    .map(plain)
    .filter((m) => m.length > 0);

/** The closed Markush groups of a claim body, each with the element it selects. */
function markushGroups(body: string): Group[] {
  const out: Group[] = [];
  for (const m of body.matchAll(GROUP)) {
    if (m[1] === undefined) continue;
    const end = LIST_END.exec(m[3]);
    const list = (end ? m[3].slice(0, end.index) : m[3]).trim();
    // Chemical names carry commas, brackets and primes ("1,1-bis(4-…)"), and may run on past a semicolon.
    const after = end ? '' : body.slice(m.index + m[0].length);
    // After a semicolon the next element starts ("; and a filler"), else the group goes on ("; and nonwoven …").
    const goesOn =
      after !== '' && !/^[;:]\s*(?:and\s+)?(?:an?|the|said|one|at\s+least|wherein|\w+ing)\b/i.test(after);
    if (/\d,\d|[()[\]′'’]/.test(list) || goesOn) continue;
    const all = splitList(list);
    const combined = all.some((x) => COMBINATIONS.test(x));
    const members = all.filter((x) => !COMBINATIONS.test(x));
    // A long member is a clause, not a name: the list was not read right.
    const clause = (x: string) => x.split(' ').length > 5 || OPEN_MEMBER.test(x) || MEMBER_CLAUSE.test(x);
    if (members.length < 2 || members.some(clause)) continue;
    out.push({ element: plain(m[1]), list, members, combined });
  }
  return out;
}

/** The element's noun as compared: its last word, singular ("the polymers" and "a polymer"). */
const headOf = (element: string) => key(element.split(' ').at(-1) ?? '');

/** A member names the pick, or a kind of it ("high-density polyethylene" is a polyethylene). */
const names = (member: string, pick: string) =>
  member === pick || ` ${pick} `.includes(` ${member} `) || ` ${member} `.includes(` ${pick} `);

/** "wherein the polymer is polyvinyl chloride": a dependent claim's whole addition, picking a kind of an element. */
const PICK =
  /^\s*,?\s*(?:wherein|in\s+which|where)\s+(?:the|said)\s+((?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)\s+(?:(?:is|are)\s+selected\s+from\s+(?:the\s+group\s+)?consisting\s+of|is|are|consists\s+of)\s+((?:an?\s+)?[a-z0-9][\w\s,/-]*?)\s*\.?\s*$/i;

/**
 * 35 U.S.C. 112(d): a dependent claim that picks for an element a kind its parent's closed Markush group does not name
 * ("wherein the polymer is polyvinyl chloride" under "a polymer selected from the group consisting of polyethylene,
 * polypropylene and polystyrene") reaches outside the parent. A warning: the pick may be a species of a member the
 * checker cannot know ("methyl" of "alkyl"). Only a pick the tagger reads as a noun phrase ("crosslinked" is none).
 */
export function markushOutside(
  c: ClaimUnit,
  byNumber: Map<number, ClaimUnit>,
  tokens: Token[],
): ClaimFinding | null {
  if (!c.ref || c.dependsOn.length !== 1 || c.ownCategory || c.dependsOn[0] >= c.number) return null;
  const m = PICK.exec(c.text.slice(c.ref.end));
  if (!m) return null;
  const at = c.ref.end + m.index + m[0].indexOf(m[2], m[0].indexOf(m[1]) + m[1].length);
  const words = tokens.filter((t) => t.start >= at && t.end <= at + m[2].length && /\w/.test(t.text));
  // A name, not a property ("crosslinked", "linear", "hydrophobic"): the tagger reads a lone material as a verb at
  // times ("copper"), so a word tagged as a verb counts when it has no adjective's or participle's ending.
  const last = words.at(-1);
  const adjective = (t: Token) =>
    /^(?:ADJ|ADV)$/.test(t.pos) ||
    /(?:ed|ly|ing|ic|al|ous|ive|able|ible|ent|ant|ar|ile|less|ful)$/i.test(t.text);
  if (!last || adjective(last) || !/^(?:NOUN|PROPN|VERB)$/.test(last.pos)) return null;
  if (
    words.some((t) => /^(?:ADP|AUX|PRON|SCONJ|PART)$/.test(t.pos) || /^(?:not|than|present)$/i.test(t.text))
  )
    return null;
  const element = plain(m[1]);
  // The nearest claim up the chain that selects this element from a closed group.
  for (const n of [...(chains(c, byNumber)[0] ?? [])].reverse()) {
    const parent = byNumber.get(n)!;
    const group = markushGroups(parent.text.slice(parent.bodyStart)).find(
      (g) => g.element === element || headOf(g.element) === headOf(element),
    );
    if (!group) continue;
    const picks = /selected/i.test(m[0]) || group.combined ? splitList(m[2]) : [plain(m[2])];
    const outside = picks.filter((p) => !group.members.some((x) => names(x, p)));
    if (outside.length === 0) return null;
    return {
      claim: c.number,
      code: 'NO_FURTHER_LIMITATION',
      severity: 'warning',
      message: `Claim ${c.number} makes the ${element} "${outside[0]}", but claim ${parent.number} selects it from a closed group ("consisting of ${group.list}") that does not name "${outside[0]}": unless it is a kind of one of those members, claim ${c.number} reaches outside claim ${parent.number} instead of narrowing it, so it does not further limit it (35 U.S.C. 112(d), ${MPEP_608_01_N}). Pick a member of the group, or widen the group.`,
      start: at,
      end: at + m[2].length,
    };
  }
  return null;
}

/**
 * "consisting of A, B, or C": the last member joined with "or" and no "and" between members (a member's own "or", as
 * in "one or more", and "or mixtures/combinations thereof", a common close, are left alone). The offset just after
 * the "or", else null.
 */
function closedWithOr(list: string): number | null {
  const last = /(?:,\s*|\s)or\s+(?!(?:a\s+)?(?:mixtures?|combinations?|blends?|salts?)\b|more\b)[^,]*$/.exec(
    list,
  );
  if (!last || !/,/.test(list.slice(0, last.index)) || /(?:,\s*|\s)and\s/.test(list)) return null;
  // "substituted with 1, 2, or 3 groups" or "n is 0, 1, 2 or 3" (the group's formula lost from the text): a count
  // inside a member, not the group's list.
  if (/\d\s*,?\s*$/.test(list.slice(0, last.index)) || /^\s*:?\s*(?:wherein|where|in\s+which)\b/i.test(list))
    return null;
  return last.index + last[0].indexOf('or') + 2;
}

/**
 * MPEP 2173.05(h): a Markush group is closed and one member is selected; "and/or" among its members leaves unclear
 * whether several together are covered. The remedy the MPEP gives: "at least one member selected from …" or "…, or
 * mixtures thereof".
 */
export function improperMarkush(c: ClaimUnit): ClaimFinding[] {
  const body = c.text.slice(c.bodyStart);
  const out: ClaimFinding[] = [];
  for (const m of body.matchAll(GROUP)) {
    const end = LIST_END.exec(m[3]);
    const list = end ? m[3].slice(0, end.index) : m[3];
    // "A, B, and/or C", or "and/or" before the last member; "DVD players and/or recorders, …" is inside a member.
    const last = /(?:,\s*|\s)and\/or\s+[^,]*$/.exec(list);
    const or = last ? null : closedWithOr(list);
    if (or !== null) {
      const at = c.bodyStart + m.index + m[0].length - m[3].length - m[2].length;
      const span = m[2] + list.slice(0, or);
      out.push({
        claim: c.number,
        code: 'INDEFINITE_TERM' as const,
        severity: 'warning' as const,
        message: `"${span.length <= 90 ? span : 'consisting of … or'}" joins the members of a closed Markush group with "or": the group consists of all its members, one of which is selected, so its list is written with "and" ("selected from the group consisting of A, B, and C", MPEP 2117, 2173.05(h) I [R-10.2019]); with "or" it reads as a group of one member or another. Write "and", or drop the group wording ("wherein X is A, B, or C").`,
        start: at,
        end: at + span.length,
      });
      continue;
    }
    if (!last) continue;
    const span = m[2] + list.slice(0, last.index + last[0].indexOf('/or') + 3);
    // The words and the list close the match.
    const at = c.bodyStart + m.index + m[0].length - m[3].length - m[2].length;
    out.push({
      claim: c.number,
      code: 'INDEFINITE_TERM' as const,
      severity: 'warning' as const,
      message: `"${span.length <= 90 ? span : 'consisting of … and/or'}" mixes a closed Markush group ("consisting of", one member selected) with "and/or" (several together): whether combinations of the members are covered is unclear (35 U.S.C. 112(b), MPEP 2173.05(h) [R-10.2019]). Write "A, B, or C", or "at least one member selected from the group consisting of A, B, and C", or add "and mixtures thereof".`,
      start: at,
      end: at + span.length,
    });
  }
  return out;
}
