/** '1 patent', '2 patents', '0 patents': a count with its noun in the right number. */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
