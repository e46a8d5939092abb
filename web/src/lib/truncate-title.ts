export const TITLE_MAX = 50;

/** SPEC §4/§9: chat and session titles are the first 50 characters, with an ellipsis if longer. */
export function truncateTitle(text: string, max = TITLE_MAX): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
