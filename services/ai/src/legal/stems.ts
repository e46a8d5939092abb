/** A term without its ending ('filed', 'filing', 'files' → 'fil'; 'disclaimer' → 'disclaim'), so 'file' meets 'filed'. */
export const root = (t: string) => t.replace(/(?:ing|ed|er|es|e|s)$/, '');
/** A root without a noun or adjective ending too, so 'enforcement' meets 'enforceable' and 'election' 'elected'. */
export const stem = (t: string) => root(t.replace(/(?<=\w{4})(?:ment|able|abl|ible|ibl|ion)$/, ''));
