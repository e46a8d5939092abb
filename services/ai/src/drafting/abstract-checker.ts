import type { ClaimFinding, ClaimFindingCode } from '@patent-hub/contracts';

/** 37 CFR 1.72(b) and MPEP 608.01(b): at most 150 words, one paragraph, no legal phraseology, no merits. */
export const ABSTRACT_MAX_WORDS = 150;

const LEGAL = /\b(?:said|means)\b/gi;
const MERIT =
  /\b(?:novel|improved|superior|better than|advantageous(?:ly)?|unique|revolutionary|excellent|outstanding|state[- ]of[- ]the[- ]art|prior art|conventional (?:devices?|systems?|methods?|approaches?)|unlike (?:existing|known|conventional|prior)|compared (?:to|with) (?:existing|known|conventional|prior)|than (?:the )?(?:existing|known|conventional|prior(?: art)?)|over (?:the )?prior art|overcomes?|drawbacks?|disadvantages?)\b/gi;
const IMPLIED =
  /\b(?:the|this)\s+(?:present\s+)?(?:invention|disclosure|application)\s+(?:relates|is directed|concerns|pertains|provides|discloses|describes)\b[^.]*?(?:\bto\b)?|\b(?:this|the present)\s+disclosure\s+(?:relates|concerns)\b/gi;

const f = (
  code: ClaimFindingCode,
  severity: ClaimFinding['severity'],
  message: string,
  start: number,
  end: number,
): ClaimFinding => ({
  claim: 0,
  code,
  severity,
  message,
  start,
  end,
});

/** Findings on an abstract, generated or typed; spans are offsets in the abstract as given. */
export function checkAbstract(abstract: string): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  const text = abstract.trimEnd();
  if (!text.trim()) return out;
  const words = [...text.matchAll(/\S+/g)];
  if (words.length > ABSTRACT_MAX_WORDS) {
    const from = words[ABSTRACT_MAX_WORDS].index;
    out.push(
      f(
        'ABSTRACT_TOO_LONG',
        'error',
        `The abstract has ${words.length} words; at most ${ABSTRACT_MAX_WORDS} are allowed (37 CFR 1.72(b)).`,
        from,
        text.length,
      ),
    );
  }
  // A single line break is a wrapped line; only a blank line (two line breaks) starts another paragraph.
  const para = /\S([ \t\r]*\n[ \t\r]*\n\s*)\S/.exec(text);
  if (para)
    out.push(
      f(
        'ABSTRACT_PARAGRAPHS',
        'error',
        'The abstract must be a single paragraph (MPEP 608.01(b)).',
        para.index + 1,
        para.index + 1 + para[1].length,
      ),
    );
  for (const m of text.matchAll(LEGAL))
    out.push(
      f(
        'ABSTRACT_LEGAL_PHRASE',
        'warning',
        `"${m[0]}" is claim language; avoid legal phraseology such as "said" and "means" in the abstract (MPEP 608.01(b)).`,
        m.index,
        m.index + m[0].length,
      ),
    );
  for (const m of text.matchAll(MERIT))
    out.push(
      f(
        'ABSTRACT_MERIT',
        'warning',
        `"${m[0]}" states a merit or compares with the prior art; the abstract should only describe what is new (MPEP 608.01(b)).`,
        m.index,
        m.index + m[0].length,
      ),
    );
  for (const m of text.matchAll(IMPLIED))
    out.push(
      f(
        'ABSTRACT_IMPLIED_PHRASE',
        'warning',
        `"${m[0].trim()}" is an implied phrase; start with what the invention is or does (MPEP 608.01(b)).`,
        m.index,
        m.index + m[0].trimEnd().length,
      ),
    );
  // A trailing ellipsis ("The keeper...") is a cut sentence, not a full stop.
  if (!/[.!?)"'”]$/.test(text) || /(?:\.{2,}|…)$/.test(text)) {
    const stop = text.lastIndexOf('. ');
    const last = stop < 0 ? 0 : stop + 2;
    out.push(
      f(
        'ABSTRACT_INCOMPLETE',
        'error',
        'The last sentence is incomplete: the abstract ends without a full stop (it may have been cut).',
        last,
        text.length,
      ),
    );
  }
  return out.sort((a, b) => a.start - b.start);
}
