import { TERM_THRESHOLD, type ChartRow } from './claim-chart.js';

type Row = Pick<ChartRow, 'element' | 'label' | 'score' | 'labelNote' | 'disclosed'>;

/**
 * The elements of a chart a reference does not show outright, grouped as the chart labels them. Attorney review of
 * issue 23 (defect 2): the differences text said "No passage shares the distinctive words of …" for an element the
 * chart scored "partly (terms 100%; its terms are there, …)", and the recommendation called it a difference.
 * - termsThere: "partly" with TERM_THRESHOLD or more of the terms in one passage (a qualifier or ordinal unmet): the
 *   reference may disclose it, so it is no difference to rely on;
 * - some: "partly" below it: some of the element's terms in one passage;
 * - none: "not found": no passage shares its distinctive words.
 */
export function undisclosedGroups<R extends Row>(rows: R[]): { termsThere: R[]; some: R[]; none: R[] } {
  const open = rows.filter((r) => !r.disclosed);
  return {
    termsThere: open.filter((r) => r.label === 'partly' && r.score >= TERM_THRESHOLD),
    some: open.filter((r) => r.label === 'partly' && r.score < TERM_THRESHOLD),
    none: open.filter((r) => r.label !== 'partly'),
  };
}

const thatPassage = (n: number) => (n === 1 ? 'that passage' : 'those passages');

/**
 * The sentences for the termsThere group, as the chart row says it: "The terms of "…" are in one passage (terms 100%),
 * but not as the claim has them: the passage does not show … . Read that passage: the reference may disclose …".
 */
export function termsThereText(rows: Row[], quote: (element: string) => string): string {
  if (rows.length === 0) return '';
  const each = rows.map((r) => {
    const why = (r.labelNote ?? 'not every qualifier of the element is shown').replace(
      /^its terms are there, but /,
      '',
    );
    return `The terms of ${quote(r.element)} are in one passage (terms ${Math.round(r.score * 100)}%), but not as the claim has them: ${why}.`;
  });
  const one = rows.length === 1;
  return `${each.join(' ')} Read ${thatPassage(rows.length)}: the reference may disclose ${one ? 'that element' : 'those elements'}, so ${one ? 'it is' : 'they are'} no difference to rely on.`;
}

/** "no passage shares the distinctive words of" (not found) or "no passage has all the distinctive words of" (partly). */
export function notSharedLead(rows: Row[]): string {
  return rows.every((r) => r.label !== 'partly')
    ? 'no passage shares the distinctive words of'
    : 'no passage has all the distinctive words of';
}

export { thatPassage };
