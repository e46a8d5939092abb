import path from 'node:path';
import type { ClaimCounts, ClaimFees, ClaimFinding } from '@patent-hub/contracts';
import { feeParagraph } from '../legal/fee-schedule.js';
import { legalDataDir } from '../legal/legal-kb.js';

/** The shared real-data folder: PATENT_DATA_DIR, else ../shared/data beside the repository (never copied into it). */
const patentDataDir = () => path.dirname(legalDataDir());

/** The excess-claims situation under 37 CFR 1.16(h), (i) and (j), citing the rule's revision as read. */
export function claimFees(counts: ClaimCounts, dir = patentDataDir()): ClaimFees {
  const legal = path.join(dir, 'legal');
  const paragraph = (section: string) => feeParagraph(section, legal);
  const excessIndependent = Math.max(0, counts.independent - 3);
  const excessTotal = Math.max(0, counts.forFees - 20);
  // MPEP 608.01(n): "If none of the multiple dependent claims is proper, the multiple dependent claim fee set forth in
  // 37 CFR 1.16(j) will not be required"; one proper multiple dependent claim is enough for it.
  const improper = counts.improperMultipleDependent ?? 0;
  const multipleDependentFee = counts.multipleDependent - improper > 0;
  const line = (section: string, description: string, count: number) => ({
    rule: `37 CFR ${section}`,
    description,
    count,
    amounts: paragraph(section)?.amounts ?? null,
  });
  const lines = [
    ...(excessIndependent > 0
      ? [line('1.16(h)', 'each independent claim in excess of 3', excessIndependent)]
      : []),
    ...(excessTotal > 0
      ? [
          line(
            '1.16(i)',
            'each claim in excess of 20 (multiple dependent claims counted per 37 CFR 1.75(c))',
            excessTotal,
          ),
        ]
      : []),
    ...(multipleDependentFee
      ? [line('1.16(j)', 'an application containing a proper multiple dependent claim (once)', 1)]
      : []),
  ];
  // The fee as-of date and the knowledge base's revision label, from the paragraph the amounts come from.
  const read = paragraph('1.16(h)');
  const asOf = read?.asOf ?? null;
  const revision = read
    ? `as printed in ${read.asOf.split(/[(;]/)[0].trim()}; ${read.revision}`
    : 'revision not available on this server';
  const improperNote =
    improper > 0
      ? ` ${improper === 1 ? 'One improper multiple dependent claim (it rests on another multiple dependent claim, directly or indirectly, or does not refer to its claims in the alternative) is' : `${improper} improper multiple dependent claims (each rests on another multiple dependent claim, directly or indirectly, or does not refer to its claims in the alternative) are`} counted as one claim each, the fee for a single dependent claim, and so is a claim depending from one (MPEP 607, 608.01(n))${multipleDependentFee ? '' : '; with no proper multiple dependent claim, the 37 CFR 1.16(j) fee is not required'}.`
      : '';
  const summary =
    lines.length === 0
      ? `No excess-claims fees: ${counts.independent} independent (3 included) and ${counts.forFees} total for fees (20 included).`
      : lines.map((l) => `${l.rule}: ${l.count} × ${l.description}`).join('; ') + '.';
  return {
    excessIndependent,
    excessTotal,
    multipleDependentFee,
    lines,
    citation: `37 CFR 1.16(h), (i), (j) (${revision})`,
    asOf,
    note: `${summary}${improperNote} ${
      read
        ? 'The amounts are outdated: the 2013 fee schedule as printed in 2014; fees were reset in 2017, 2020, 2022 and 2025. Check the current USPTO fee schedule before filing.'
        : 'No fee amounts on this server; check the current USPTO fee schedule.'
    }`,
  };
}

/**
 * The claim-set finding (claim 0) that tells of excess claims or a multiple dependent claim fee, if any. It leads with
 * the counts and the rules (what stays true whatever the fee schedule); each amount carries the schedule it comes
 * from, right next to it, since the amounts on this server are not the current ones (attorney review, issue 24).
 */
export function excessClaimsFinding(
  fees: ClaimFees,
  counts: ClaimCounts,
  dir = patentDataDir(),
): ClaimFinding | null {
  if (fees.lines.length === 0) return null;
  // "2013 fee schedule (not current)" → "2013 fee schedule, not current".
  const schedule = feeParagraph('1.16(h)', path.join(dir, 'legal'))?.revision.replace(/\s*\((.*)\)$/, ', $1');
  const money = (l: ClaimFees['lines'][number]) =>
    l.amounts
      ? ` [${schedule ?? 'schedule not stated'}: $${l.amounts.large} large / $${l.amounts.small} small / $${l.amounts.micro} micro entity${l.rule.endsWith('(j)') ? '' : ' each'}]`
      : '';
  const counted =
    counts.forFees === counts.total
      ? `${counts.total} claims in all (20 included)`
      : `${counts.forFees} claims for fees, multiple dependent claims counted as the claims they refer to (37 CFR 1.75(c); ${counts.total} claims as written; 20 included)`;
  return {
    claim: 0,
    code: 'EXCESS_CLAIMS',
    severity: 'info',
    message: `Excess claims: ${counts.independent} independent claim${counts.independent === 1 ? '' : 's'} (3 included) and ${counted}. ${fees.lines.map((l) => `${l.rule}: ${l.rule.endsWith('(j)') ? 'once, for' : `${l.count} ×`} ${l.description.replace(/ \(once\)$/, '')}${money(l)}`).join('; ')}. ${fees.citation}; the amounts are not current: check the current USPTO fee schedule before filing.`,
    start: 0,
    end: 0,
  };
}
