import { normalizePatentNumber } from '@patent-hub/contracts';

/** Analyses are keyed by the bare number: "US 7,000,001 B2" → "7000001", "RE44891E1" → "RE44891", "D531781S1" → "D531781". */
export function analysisKey(raw: string): string {
  return normalizePatentNumber(raw).replace(/(\d)[A-Z]\d?$/, '$1');
}
