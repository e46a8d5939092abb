/** The p-th percentile of xs (nearest rank; p 50 is the median), as every figure of the patents benches is read. */
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
