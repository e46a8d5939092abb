import type { ReactNode } from 'react';

export interface TermSpan {
  start: number;
  end: number;
  term: string;
}

/** A passage with the matched terms in <mark> (offsets from the server; no HTML in the data). */
export function HighlightedText({ text, spans }: { text: string; spans: TermSpan[] | undefined }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const s of [...(spans ?? [])].sort((a, b) => a.start - b.start)) {
    if (s.start < at || s.end > text.length) continue;
    if (s.start > at) parts.push(text.slice(at, s.start));
    parts.push(<mark key={s.start}>{text.slice(s.start, s.end)}</mark>);
    at = s.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
