import type { DeadlineBasis } from '@patent-hub/contracts';
import { citeKb } from './deadlines.js';
import type { LegalKnowledgeBase, LegalSection } from './legal-kb.js';
import type { LegalSource } from './legal-source.js';

/** A sentence of a loaded text, as `citeKb` finds it. */
interface Said {
  source: Exclude<LegalSource, 'fees'>;
  section: string;
  pinpoint?: string;
  holds: RegExp;
}

/**
 * A wording of an older text that a later text in the data changes (attorney review, issue 25): the later texts are
 * quoted, never restated. `change`: the sentences saying the wording was replaced; `standard`: what a later text
 * states instead, per older section (`of`).
 */
interface LaterWording {
  source: LegalSource;
  words: RegExp;
  /** The word quoted back in the note ('unavoidable'). */
  word: string;
  change: Said[];
  standard: (Said & { of: RegExp })[];
}

const LATER_WORDINGS: LaterWording[] = [
  {
    // The PLTIA (effective 2013-12-18) ended "unavoidable" delay for revival and late maintenance fees; our 37 CFR
    // (MPEP App. R, March 2014) still prints it in 1.137, 1.378, 1.17 and 1.20.
    source: '37 CFR',
    words: /\bunavoidabl\w*/i,
    word: 'unavoidable',
    change: [
      {
        source: 'MPEP',
        section: '711.03(c)',
        holds: /^Effective [^.]*Patent Law Treaties Implementation Act/,
      },
      { source: 'MPEP', section: '711.03(c)', holds: /eliminated[^.]*"unavoidable" delay/ },
    ],
    standard: [
      {
        source: '35 USC',
        section: '41',
        pinpoint: '(c)',
        holds: /\bunintentional\b/,
        of: /^1\.(?:378|20)\b/,
      },
      { source: '35 USC', section: '27', holds: /\bunintentional/, of: /./ },
    ],
  },
];

/** The latest year a revision label names ('rules text of late 2013 (MPEP App. R, March 2014)' → 2014). */
const yearOf = (revision: string | null) =>
  Math.max(0, ...[...(revision ?? '').matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => Number(m[0])));

/**
 * For each quoted text whose wording a later text of the data changes: a note dating the quote to its revision and
 * quoting the later text (the change itself when a text states it, else the later standard); when the data holds no
 * later text, that the quote is as of its revision and may have changed. Nothing for a quote without such wording.
 */
export function laterTextNotes(
  kb: LegalKnowledgeBase,
  texts: { section: LegalSection; label: string; text: string }[],
): string[] {
  const notes: string[] = [];
  for (const w of LATER_WORDINGS) {
    const hit = texts.filter((q) => q.section.source === w.source && w.words.test(q.text));
    const labels = [...new Set(hit.map((q) => q.label))];
    if (!labels.length) continue;
    const { revision } = hit[0].section;
    // A sentence found in a text of a later revision (citeKb gives a section's first sentence when none holds it).
    const later = (refs: Said[]) =>
      refs
        .map((r) => ({ r, b: citeKb(kb, r) }))
        .filter(({ r, b }) => b.inKb && r.holds.test(b.quote ?? '') && yearOf(b.revision) > yearOf(revision))
        .map(({ b }) => b);
    const change = later(w.change);
    // The later standard of each section quoted: the first text stating it for that section.
    const standard = later([
      ...new Set(hit.flatMap((q) => w.standard.find((x) => x.of.test(q.section.section)) ?? [])),
    ]);
    const head = `**${labels.join(', ')}** is quoted as of its revision (${revision})`;
    const check = 'Check the current rule before relying on the quoted one.';
    if (change.length)
      notes.push(
        `${head}; its “${w.word}” standard was replaced, as a later text in our data states: ${quoted(change)}.` +
          `${standard.length ? ` The standard as the later statute states it: ${quoted(standard)}.` : ''} ${check}`,
      );
    else if (standard.length)
      notes.push(
        `${head}; a later text in our data states the standard otherwise: ${quoted(standard)}. ${check}`,
      );
    else notes.push(`${head}, and it may have changed since. ${check}`);
  }
  return notes;
}

/** The sentences found, grouped by section: '**MPEP 711.03(c)** (R-07.2022, …): “…” … “…”'. */
function quoted(list: DeadlineBasis[]): string {
  const by = new Map<string, DeadlineBasis[]>();
  for (const b of list) by.set(b.label, [...(by.get(b.label) ?? []), b]);
  return [...by.values()]
    .map((bs) => `**${bs[0].label}** (${bs[0].revision}): ${bs.map((b) => `“${b.quote}”`).join(' … ')}`)
    .join('; ');
}
