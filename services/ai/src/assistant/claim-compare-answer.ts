import type { AnswerSource, PatentDetail } from '@patent-hub/contracts';
import { compareClaims, type ElementMatch } from '../engine/claim-compare.js';
import { patentSource } from './patent-answer.js';
import type { ComparisonAsked } from './question.js';

/** A claim's chain of parents, root first, as numbered in the patent (a loop or a missing parent ends it). */
function chainOf(p: PatentDetail, n: number): PatentDetail['claims'] {
  const out: PatentDetail['claims'] = [];
  const seen = new Set<number>();
  let c = p.claims.find((x) => x.number === n);
  while (c && !seen.has(c.number)) {
    seen.add(c.number);
    out.unshift(c);
    const parent = c.dependsOn[0];
    c = parent === undefined ? undefined : p.claims.find((x) => x.number === parent);
  }
  return out;
}

const DEPENDENT =
  /^\s*(?:\d+\s*[.)]\s*)?(?:The|A|An)\b[^,;:]{0,80}\b(?:of|to|in|as claimed in) claims?\s+\d/i;
const quote = (s: string) => `“${s.length > 160 ? `${s.slice(0, 157)}…` : s}”`;
const words = (w: string[]) => w.map((x) => `“${x}”`).join(', ');

/** A conflicting row: both quotes, and that it is a reading of the words, not a conclusion on either claim. */
function conflictLine(m: ElementMatch, mine: 'patent' | 'yours'): string {
  const c = m.conflict!;
  const [p, y] = mine === 'patent' ? [c.own, c.other] : [c.other, c.own];
  return (
    `  → **conflicting wording**: ${m.match!.where} ${quote(m.match!.text)} — on their face the words conflict: ` +
    `${quote(p)} (patent) / ${quote(y)} (yours)${c.kind === 'range' ? ', ranges that do not overlap' : ''}. ` +
    'This reads the words only; whether the limitations truly exclude each other depends on how the claims are construed.'
  );
}

function forwardLine(m: ElementMatch): string {
  const head = `- **${m.element.where}** ${quote(m.element.text)}`;
  if (m.correspondence === 'conflicting' && m.conflict && m.match)
    return `${head}\n${conflictLine(m, 'patent')}`;
  const lacks = m.missing.length ? ` Not in it: ${words(m.missing.slice(0, 12))}.` : '';
  if (m.correspondence === 'none' || !m.match)
    return `${head}\n  → **no corresponding element** in your claim${
      m.match && m.words.own.length ? ` (closest: ${m.match.where}, sharing only ${words(m.words.own)})` : ''
    }.`;
  const how = m.correspondence === 'corresponding' ? 'corresponding element' : 'partly corresponding element';
  if (m.share === 1 && m.words.own.length === 0)
    return `${head}\n  → **${how}**: ${m.match.where}, in the same words.`;
  return (
    `${head}\n  → **${how}**: ${m.match.where} ${quote(m.match.text)} — matched terms: ` +
    `${words(m.words.own)} (patent) / ${words(m.words.other)} (yours); ${Math.round(m.share * 100)} % of the ` +
    `element’s weighted terms.${lacks}`
  );
}

/**
 * The preambles as their own row: whether a preamble limits the claim is a question of construction (MPEP 2111.02),
 * so the row is reported apart from the elements and not counted with them.
 */
function preambleLines(m: ElementMatch | null): string[] {
  if (!m) return [];
  return [
    '**Preamble** (compared as its own row; whether a preamble limits a claim is a question of claim construction, ' +
      'MPEP 2111.02, so it is not counted with the elements)',
    forwardLine(m),
    '',
  ];
}

/**
 * The element-by-element comparison of a user's claim with a patent's claim, as an answer (issue 24): the patent's
 * claim quoted as the source, each of its elements (a dependent claim's include its parents') with the user's
 * corresponding element and the matched words from both, then the user's elements the patent's claim has no
 * counterpart for. States that it is a textual comparison, not an infringement or validity opinion.
 */
export function claimCompareAnswer(
  p: PatentDetail,
  asked: ComparisonAsked,
  userClaims: string[],
): { text: string; sources: AnswerSource[] } {
  const n = asked.claim ?? 1;
  const chain = chainOf(p, n);
  const own = userClaims.map((c) => c.replace(/\s*\?\s*$/, '').trim());
  const user = own.find((c) => !DEPENDENT.test(c)) ?? own[0];
  const lines: string[] = [`Answering about **US${p.patent_number}** — ${p.patent_title}.`, ''];
  if (!chain.length) {
    lines.push(
      p.claims.length
        ? `The patent has ${p.claims.length} claims; there is no claim ${n} to compare with.`
        : 'The record holds no claim text for this patent, so there is nothing to compare with.',
      '',
    );
    return { text: `${lines.join('\n')}\n`, sources: [patentSource(p)] };
  }
  const target = chain[chain.length - 1];
  const cmp = compareClaims(
    {
      label: `claim ${n}`,
      text: target.text,
      chain: chain.slice(0, -1).map((c) => ({ label: `claim ${c.number}`, text: c.text })),
    },
    { label: 'your claim', text: user },
  );
  const found = cmp.forward.filter((m) => m.correspondence === 'corresponding').length;
  const partly = cmp.forward.filter((m) => m.correspondence === 'partly').length;
  const conflicting = cmp.forward.filter((m) => m.correspondence === 'conflicting').length;
  const onlyYours = cmp.reverse.filter((m) => m.correspondence === 'none');
  // The user's elements that conflict with a part of the patent's claim no forward row already quotes.
  const shown = new Set(
    [...cmp.forward, ...(cmp.preamble ? [cmp.preamble] : [])]
      .filter((m) => m.conflict)
      .map((m) => m.match?.text),
  );
  const yoursConflicting = cmp.reverse.filter((m) => m.conflict && !shown.has(m.element.text));
  const none = cmp.forward.length - found - partly - conflicting;
  lines.push(
    `**Element-by-element comparison** of claim ${n} of US${p.patent_number}${
      asked.claim === null ? ' (no claim number was given: claim 1)' : ''
    } with your claim — a textual comparison by the local engine.`,
    '',
    `**Claim ${n} of US${p.patent_number}** (the source compared${
      chain.length > 1
        ? `; dependent, so it includes the elements of claim ${chain
            .slice(0, -1)
            .map((c) => c.number)
            .join(' and ')}`
        : ''
    }):`,
    '',
    ...chain.map((c) => `> ${c.text.replace(/\s+/g, ' ').trim()}`),
    '',
    `**Your claim** (as read${own.length > 1 ? `; the first independent of the ${own.length} claims given` : ''}):`,
    '',
    `> ${user.replace(/\s+/g, ' ')}`,
    '',
    ...preambleLines(cmp.preamble),
    `**Each element of claim ${n} of US${p.patent_number}**`,
    ...cmp.forward.map(forwardLine),
    '',
    '**Elements only in your claim** (no element of the patent’s claim shares their terms)',
    ...(onlyYours.length
      ? onlyYours.map((m) => `- ${m.element.where} ${quote(m.element.text)}`)
      : ['- none: each of your elements shares terms with an element of the patent’s claim.']),
    '',
    ...(yoursConflicting.length
      ? [
          '**Your elements whose wording conflicts with the patent’s claim**',
          ...yoursConflicting.map(
            (m) => `- **${m.element.where}** ${quote(m.element.text)}\n${conflictLine(m, 'yours')}`,
          ),
          '',
        ]
      : []),
    `By wording, ${found} of ${cmp.forward.length} elements of the patent’s claim have a corresponding element in your ` +
      `claim${partly ? `, ${partly} partly` : ''}${conflicting ? `, ${conflicting} conflicting on the face of the words` : ''}, ` +
      `and ${none} ${none === 1 ? 'has' : 'have'} none.`,
    '',
    '**What this is:** a comparison of the words of the two claims (shared word stems, weighted by how rare they are in ' +
      'the two claims), element by element. It is not an infringement, anticipation or validity opinion: the claims ' +
      'are not construed, synonyms and equivalents are not recognised (a “fastener” and a “screw” do not match), and ' +
      'neither the all-elements rule nor the doctrine of equivalents, the MPEP or case law is applied. An element ' +
      'marked as corresponding may still differ in what it requires; one marked as missing may be present in other words. ' +
      '“Conflicting wording” means exclusive words (“only”, “consisting of”, “without”, “free of”, “no”) or numeric ' +
      'ranges of the same unit that do not overlap, quoted from both claims: a reading of the words, not a legal conclusion.',
    '',
  );
  const source = patentSource(p);
  return {
    text: `${lines.join('\n')}\n`,
    sources: [{ ...source, title: `${source.title} — claim ${n} (text compared)` }],
  };
}
