import type { AnswerSource } from '@patent-hub/contracts';
import { parseLabel, type LegalKnowledgeBase } from '../legal/legal-kb.js';

/**
 * Law sources labelled with the revision of the text the legal answers quote (review 11: a patent card's 35 U.S.C.
 * 154(a)(2), given by the patents service without one, read "revision unknown" while the legal answers read "OLRC
 * text of ~2022"); a source whose section the texts do not hold keeps what it had.
 */
export function withKbRevisions(kb: LegalKnowledgeBase, sources: AnswerSource[]): AnswerSource[] {
  return sources.map((s) => {
    if (s.kind !== 'law' || s.revision) return s;
    const parsed = parseLabel(s.label);
    if (!parsed) return s;
    const pre = / \(pre-AIA\)$/.test(parsed.section) ? ' (pre-AIA)' : '';
    const base = parsed.section.replace(/ \(pre-AIA\)$/, '').replace(/(?:\([a-zA-Z0-9]{1,4}\))+$/, '');
    const section = kb.get(parsed.source, `${base}${pre}`) ?? kb.get(parsed.source, base);
    return section ? { ...s, revision: section.revision, url: s.url ?? section.url } : s;
  });
}
