import type { ClaimFindingCode } from '@patent-hub/contracts';

/** One seeded defect: a real claim set with one change, and the finding the checker must raise for it. */
export interface Mutation {
  patent: string;
  kind: string;
  claims: string[];
  /** `notInfo`: only an error or a warning counts (a kind whose finding was a note before its fix). */
  /** `cites`: the finding's message must name this section (a kind whose code other findings share). */
  expect: { claim: number; code: ClaimFindingCode; notInfo?: boolean; cites?: string };
}
