import { z } from 'zod';
import type { RpcDefinition } from './rpc.js';

/**
 * Claim and abstract checking (issue 24): rule-based findings on a claim set or an abstract, with the
 * character span each finding covers, the claim counts and the excess-claims fee situation under 37 CFR 1.16.
 */

export const CLAIM_FINDING_CODES = [
  'ANTECEDENT_BASIS',
  'DEPENDS_ON_MISSING_CLAIM',
  'DEPENDS_ON_LATER_CLAIM',
  'SELF_DEPENDENT',
  'MULTIPLE_DEPENDENT_NOT_ALTERNATIVE',
  'MULTIPLE_DEPENDENT_CHAIN',
  'CATEGORY_MISMATCH',
  'PREAMBLE_MISMATCH',
  'METHOD_WITHOUT_STEPS',
  'INDEFINITE_TERM',
  /** A relative term of degree ("substantially", "thin") with no measure in its element: info (MPEP 2173.05(b)). */
  'RELATIVE_TERM',
  /** An element of a product claim related to no other element (a "parts list", MPEP 2172.01). */
  'UNRELATED_ELEMENT',
  /** One element named as both parties of a relation or list ("a first leg secured to the first leg", 35 U.S.C. 112(b)). */
  'SELF_REFERENCE',
  /**
   * One element or method step recited twice ("further comprising a switch" under a parent reciting "a switch", the
   * same step twice): a second one or the same one? (double inclusion, MPEP 2173.05(o), 35 U.S.C. 112(b)).
   */
  'DOUBLE_INCLUSION',
  /** "between" with one party ("positioned between the wheel;"): between what and what? (35 U.S.C. 112(b)). */
  'ONE_SIDED_BETWEEN',
  'TRADEMARK',
  'SINGLE_MEANS',
  'MEANS_PLUS_FUNCTION',
  'OMNIBUS',
  'NUMBERING',
  /** Two claims with the same text (MPEP 706.03(k)). */
  'DUPLICATE_CLAIM',
  /** A dependent claim that adds nothing to its parent ("8. The device of claim 1."): 35 U.S.C. 112(d). */
  'NO_FURTHER_LIMITATION',
  /** A claim that is not one sentence ending in a period, or an independent claim with no transition (MPEP 608.01(m), 2111.03). */
  'CLAIM_FORM',
  'EXCESS_CLAIMS',
  /** The engine returned no claims or no abstract; the message says why (claim 0). */
  'NOT_DRAFTED',
  'ABSTRACT_TOO_LONG',
  'ABSTRACT_PARAGRAPHS',
  'ABSTRACT_LEGAL_PHRASE',
  'ABSTRACT_MERIT',
  'ABSTRACT_IMPLIED_PHRASE',
  'ABSTRACT_INCOMPLETE',
  /** The same sentence twice in the abstract. */
  'ABSTRACT_REPEATED',
] as const;
export type ClaimFindingCode = (typeof CLAIM_FINDING_CODES)[number];

export const claimFindingSchema = z
  .object({
    /** The claim's number (its position in the list, from 1); 0 for the claim set or the abstract. */
    claim: z.number().int().nonnegative(),
    code: z.enum(CLAIM_FINDING_CODES),
    severity: z.enum(['error', 'warning', 'info']),
    message: z.string(),
    /** Character span in that claim's text as sent (or in the abstract); 0/0 when it concerns the whole set. */
    start: z.number().int().nonnegative(),
    end: z.number().int().nonnegative(),
  })
  .meta({ id: 'ClaimFinding' });
export type ClaimFinding = z.infer<typeof claimFindingSchema>;

export const claimCountsSchema = z
  .object({
    independent: z.number().int(),
    dependent: z.number().int(),
    multipleDependent: z.number().int(),
    total: z.number().int(),
    /** Total as counted for fees (37 CFR 1.75(c): a multiple dependent claim counts as the claims it refers to). */
    forFees: z.number().int(),
    /**
     * Improper multiple dependent claims: resting on another multiple dependent claim, directly or indirectly, or not
     * referring to their claims in the alternative (37 CFR 1.75(c)); each counts as one claim for fees, and so does a
     * claim depending from one (MPEP 607, 608.01(n)). Present only when there is one.
     */
    improperMultipleDependent: z.number().int().optional(),
  })
  .meta({ id: 'ClaimCounts' });
export type ClaimCounts = z.infer<typeof claimCountsSchema>;

const feeLineSchema = z.object({
  rule: z.string(),
  description: z.string(),
  count: z.number().int(),
  /** Per-claim (or per-application) amounts in US dollars as printed in the cited revision; null if unread. */
  amounts: z.object({ large: z.number(), small: z.number(), micro: z.number() }).nullable(),
});
export const claimFeesSchema = z
  .object({
    excessIndependent: z.number().int(),
    excessTotal: z.number().int(),
    /** The 37 CFR 1.16(j) fee applies: at least one proper multiple dependent claim (MPEP 608.01(n)). */
    multipleDependentFee: z.boolean(),
    lines: z.array(feeLineSchema),
    /** "37 CFR 1.16(h), (i), (j)" with the source's revision date, read at run time from the legal data. */
    citation: z.string(),
    asOf: z.string().nullable(),
    note: z.string(),
  })
  .meta({ id: 'ClaimFees' });
export type ClaimFees = z.infer<typeof claimFeesSchema>;

export const checkClaimsBodySchema = z.object({
  claims: z
    .array(z.string({ error: 'claims must be an array of strings' }).max(20_000), {
      error: 'claims must be an array of strings',
    })
    .max(500),
  abstract: z.string({ error: 'abstract must be a string' }).max(20_000).optional(),
});
export const checkClaimsRpcSchema = checkClaimsBodySchema.extend({ userId: z.string().min(1) });
export const checkClaimsResultSchema = z
  .object({
    findings: z.array(claimFindingSchema),
    counts: claimCountsSchema,
    fees: claimFeesSchema,
    abstractFindings: z.array(claimFindingSchema),
  })
  .meta({ id: 'ClaimCheck' });
export type CheckClaimsResult = z.infer<typeof checkClaimsResultSchema>;

/** The ai service's claim-check RPC ({pattern, payload, result}, as the other contracts). */
export const AI_CLAIM_CHECK = {
  checkClaims: { pattern: 'ai.checkClaims', payload: checkClaimsRpcSchema, result: checkClaimsResultSchema },
} as const satisfies Record<string, RpcDefinition>;
