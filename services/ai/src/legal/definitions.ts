import { ABBREVIATIONS, type LegalKnowledgeBase, type LegalSection } from './legal-kb.js';
import type { TopicLead } from './topics.js';

/**
 * Definitions stated in the texts themselves ("A continuation-in-part is an application filed …", "The term
 * “invention” means …"), so that any definitional question ("what is a reissue?") leads with the sentence that
 * defines its subject, not only the topics whose definition the index names.
 */
const DEFINING =
  /^(?:\(\w{1,4}\)\s+)?(?:An?|The) (?:term )?["“]?([a-z][a-z-]*(?: [a-z-]+){0,4}?)["”]?(?: \([A-Z]{2,6}\))?,? (?:is an?|is the|means|refers to)\s/i;

/** A statute's definition of a quoted term with its qualifier: 'The term “effective filing date” for a claimed invention … means'. */
const QUOTED_TERM = /^(?:\(\w{1,4}\)\s+)?The term ["“]([a-z][a-z -]{1,60})["”][^.;:]{0,80}? means\b/i;

/** The subject of a definitional question: "what is an RCE?" → 'request for continued examination'. */
const ASKED =
  /^\W*(?:(?:so|and|ok|okay|quick question)\W+)?(?:what(?:'s| is| are)|define|definition of|meaning of|explain)\s+(?:an? |the )?(.+?)[\s?.!]*$|\bwhat does (?:an? |the )?(.+?) (?:mean|stand for)\b/i;

interface Definition {
  section: LegalSection;
  sentence: string;
}

const indexes = new WeakMap<LegalKnowledgeBase, Map<string, Definition[]>>();
const SOURCE_ORDER = ['35 USC', '37 CFR', 'MPEP', 'fees'];

/** Every defining sentence of the texts in force (no pre-AIA or superseded version), by the term it defines. */
function definitions(kb: LegalKnowledgeBase): Map<string, Definition[]> {
  let index = indexes.get(kb);
  if (index) return index;
  index = new Map();
  for (const section of kb.sections) {
    if (section.preAia || section.superseded) continue;
    for (const para of section.text.split('\n'))
      for (const sentence of para.split(/(?<=[.?!])\s+(?=[A-Z])/)) {
        const m = DEFINING.exec(sentence.trim()) ?? QUOTED_TERM.exec(sentence.trim());
        if (!m) continue;
        const term = m[1].toLowerCase().replace(/-/g, ' ');
        index.set(term, [...(index.get(term) ?? []), { section, sentence: sentence.trim() }]);
      }
  }
  indexes.set(kb, index);
  return index;
}

/** The term a definitional question asks about, abbreviations spelled out, in the singular; null when none. */
export function definedSubject(question: string): string | null {
  const m = ASKED.exec(question.trim());
  let s = (m?.[1] ?? m?.[2])?.toLowerCase().replace(/["“”]/g, '').trim();
  if (!s) return null;
  for (const [re, to] of ABBREVIATIONS) s = s.replace(re, to.toLowerCase());
  return s.replace(/-/g, ' ').replace(/(?<=[a-z]{3}[^s])s$/, '');
}

/**
 * The sentence of the texts defining what a definitional question asks about, as a topic lead: a section whose title
 * names the term first, then statute, rule, MPEP. "What is a reissue?" also finds "A reissue application is …".
 */
export function definitionLead(kb: LegalKnowledgeBase, question: string): TopicLead | undefined {
  const subject = definedSubject(question);
  if (!subject) return undefined;
  const index = definitions(kb);
  // 'the effective filing date of a claimed invention': the term before its qualifier is looked up too.
  const head = subject.split(/ (?:of|for|under) /)[0];
  const found =
    index.get(subject) ??
    index.get(`${subject} application`) ??
    index.get(subject.replace(/ application$/, '')) ??
    index.get(head) ??
    [];
  const titled = (d: Definition) => +!d.section.title.toLowerCase().replace(/-/g, ' ').includes(subject);
  const best = [...found].sort(
    (a, b) =>
      titled(a) - titled(b) ||
      SOURCE_ORDER.indexOf(a.section.source) - SOURCE_ORDER.indexOf(b.section.source),
  )[0];
  if (!best) return undefined;
  const start = best.sentence.slice(0, 80).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { section: [best.section.source, best.section.section], holds: new RegExp(start) };
}
