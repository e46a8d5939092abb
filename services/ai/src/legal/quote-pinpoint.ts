import { paragraphPins } from './legal-kb.js';

/** A pinpoint's parts: '(b)(1)(B)' → ['(b)', '(1)', '(B)']. */
const parts = (pin: string) => pin.match(/\(\w+\)/g) ?? [];

/** The pinpoint every given pinpoint stands under: '(b)(1)(B)' and '(b)(2)' → '(b)'. */
export function commonPinpoint(pins: string[]): string {
  const [first, ...rest] = pins.map(parts);
  if (!first) return '';
  let n = first.length;
  for (const p of rest) {
    let k = 0;
    while (k < n && k < p.length && p[k] === first[k]) k++;
    n = k;
  }
  return first.slice(0, n).join('');
}

/** How a quoted sentence is searched in its section: without the cut marks. */
const searchable = (quote: string) => quote.replace(/^\[…\]\s*/, '').split(' […]')[0];

/**
 * The section's paragraphs a passage (`within`) is made of: the longest run of consecutive paragraphs it holds, so that
 * a heading repeated in the section ("(4) Filing date." in 111(a) and 111(b)) is read where the passage stands.
 */
const size = (run: { text: string }[]) => run.reduce((n, p) => n + p.text.length, 0);

function passageParagraphs<T extends { text: string }>(all: T[], within: string): T[] {
  let best: T[] = [];
  for (let i = 0; i < all.length; i++) {
    if (!within.includes(all[i].text)) continue;
    let j = i;
    while (j < all.length && within.includes(all[j].text)) j++;
    const run = all.slice(i, j);
    if (size(run) > size(best)) best = run;
    i = j - 1;
  }
  return best;
}

/**
 * The pinpoint of quoted words: the paragraph of the section (`text`, read from its start so pinpoints are right)
 * holding them, within the passage they were quoted from (`within`: the statute repeats its wording — 102(b)(1)(B)
 * and 102(b)(2)(B) open alike); several quotes under different paragraphs share the pinpoint both stand under (review
 * 11: a sentence of 102(b)(2) was labelled 102(b)(1)(B)). Null when a quote is not found in a numbered paragraph.
 */
export function quotePinpoint(text: string, within: string, quotes: string[]): string | null {
  const all = [...paragraphPins(text)];
  // Its own run first; any paragraph it holds after (a passage can join runs a repeated line splits).
  const own = passageParagraphs(all, within);
  const paras = [...own, ...all.filter((p) => !own.includes(p) && within.includes(p.text))];
  const pins: string[] = [];
  for (const q of quotes) {
    const words = searchable(q);
    if (!words) continue;
    // Whole quotes first; a quote of a heading with its rule is found by its first sentence.
    const head = words.split(/(?<=\.)\s+(?=[A-Z(])/)[0];
    // Whole words first: paragraphs opening alike (156(b)(1)(B) and (b)(2)(B)) differ further on.
    const para =
      paras.find((p) => p.text === words) ??
      paras.find((p) => p.text.includes(words)) ??
      paras.find((p) => p.text.includes(words.slice(0, 120))) ??
      paras.find((p) => p.text.includes(head));
    if (!para) continue;
    pins.push(para.pinpoint);
  }
  if (!pins.length) return null;
  return commonPinpoint(pins);
}
