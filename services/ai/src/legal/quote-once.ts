// What an answer's supporting quotes add to its lead (attorney review of issue 25, the answers' length): a sentence
// already quoted above is not quoted again, and a fee amount supports no answer to a question that does not ask a cost.

/** A quote's words as compared: case, spacing and quotation marks aside. */
const flat = (s: string) => s.replace(/[“”"]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether a quote is already printed: contained in one of the sentences shown. */
export function quotedAbove(shown: string[]): (quote: string) => boolean {
  const said = shown.map(flat).filter(Boolean);
  return (q) => {
    const f = flat(q);
    return !!f && said.some((s) => s.includes(f));
  };
}

/** A paragraph marker opening a quote: '(1) ', '(A) ', '(ii) '. */
const ITEM = /^\(\w{1,4}\)\s/;

/** A quote introducing the items after it ("… must be accompanied by:", "For petitions for … in an application"). */
const leadIn = (q: string, next: string | undefined) =>
  !!next &&
  ITEM.test(next) &&
  (/:$/.test(q.trim()) || (!ITEM.test(q) && !/[.;!?)]$|\b(?:and|or)$/.test(q.trim())));

/**
 * The quotes of one source worth printing under the lead: none the answer already quoted (a quote contained in a
 * sentence shown above, "(1) Within three months …" of a 37 CFR 1.97(b) quoted whole in the lead); and, for a
 * question that does not ask a cost, no fee amount ("$1,700.00" of 35 U.S.C. 41(a)(7) after a revival rule's time
 * limit) nor the lead-in of amounts alone.
 */
export function quotesToAdd(
  quotes: string[],
  shown: string[],
  opts: { costAsked: boolean; isAmount: (q: string) => boolean },
): string[] {
  const above = quotedAbove(shown);
  const keep = quotes.map((q) => !above(q) && (opts.costAsked || !opts.isAmount(q)));
  // A lead-in is kept only with an item of it kept.
  for (let i = quotes.length - 1; i >= 0; i--) {
    if (!keep[i] || !leadIn(quotes[i], quotes[i + 1])) continue;
    let j = i + 1;
    while (j < quotes.length && ITEM.test(quotes[j]) && !keep[j]) j++;
    keep[i] = j < quotes.length && ITEM.test(quotes[j]);
  }
  return quotes.filter((_, i) => keep[i]);
}
