/**
 * A reference numeral the grant's XML set in its own tags reads "( 1 )" or "( 12 a )" once the tags are dropped (about
 * one grant in six): written "1" and "12a" as the description means them, so "a layer ( 1 )" is the drawn "layer 1".
 * Only after a word: "( 1 ) mixing …" opening a list is an enumeration, not a numeral.
 */
export function readNumerals(text: string): string {
  return text.replace(/(?<=[A-Za-z]) ?\(\s+(\d{1,4})(?:\s*([a-z]))?\s*(['′]?)\s*\)/g, ' $1$2$3');
}
