/**
 * Characters that print nothing or nothing readable: the soft hyphen, zero-width spaces and joiners, direction marks,
 * MathML's invisible operators (function application, invisible times, separator, plus), the byte-order mark, and
 * private-use code points (a typesetter's own glyphs, such as the fence marks U+F603/U+F604 of USPTO MathML).
 */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ue000-\uf8ff]/gu;

/** Whether a text holds a character that prints nothing readable (INVISIBLE) or a combining mark with no base. */
export const hasInvisible = (text: string) =>
  new RegExp(INVISIBLE.source, 'u').test(text) || /(?:^|\s)\p{M}/u.test(text);

/**
 * The text as a reader sees it: composed (NFC, so "e" + U+0301 reads "é"), without the characters that print nothing
 * (INVISIBLE) and without combining marks left with no letter to sit on.
 */
export function visibleText(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/(^|\s)\p{M}+/gu, '$1');
}
