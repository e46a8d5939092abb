import type { ClaimFinding } from '@patent-hub/contracts';
import { CLAIM_LEAD, type ClaimUnit } from './claim-structure.js';
import { finding } from './claim-finding.js';

/**
 * "1. 1.", printed numbers out of order or duplicated, and a gap ("1, 2, 4"): claims are numbered consecutively in
 * Arabic numerals (37 CFR 1.126). A claim cancelled during prosecution keeps its number and is listed with its status
 * ("3. (Canceled)", 37 CFR 1.121(c)), so a number missing from the list is a gap even then. The first claim's number
 * is not judged: a set may be pasted from the middle of a longer one.
 */
export function numberingFindings(c: ClaimUnit, units: ClaimUnit[]): ClaimFinding[] {
  const lead = /^\s*(\d+)\s*[.)]\s*(\d+)\s*[.)]/.exec(c.text);
  if (lead)
    return [
      finding(
        c.number,
        'NUMBERING',
        'warning',
        `Claim ${c.number} carries its number twice ("${lead[0].trim()}").`,
        0,
        lead[0].length,
      ),
    ];
  if (c.ownNumber === null) return [];
  // "2. 5 The device of claim 1": a numeral left between the number and the text.
  const stray = CLAIM_LEAD.exec(c.text);
  if (stray?.[3]) {
    const end = stray[0].trimEnd().length;
    const start = end - stray[3].length;
    const shown =
      `${c.text.slice(0, end).trim()} ${/^\S+/.exec(c.text.slice(c.bodyStart))?.[0] ?? ''}`.trim();
    return [
      finding(
        c.number,
        'NUMBERING',
        'warning',
        `Claim ${c.number} has a stray numeral after its number ("${shown}"): delete the "${stray[3]}", so it is not read as the claim's number or as part of its text; each claim is numbered once, in Arabic numerals, and begins with a capital letter (37 CFR 1.75(f), 1.126, MPEP 608.01(m)).`,
        start,
        end,
      ),
    ];
  }
  const bare = /^\s*\d+(?=\s+[A-Z])/.exec(c.text);
  if (bare)
    return [
      finding(
        c.number,
        'NUMBERING',
        'warning',
        `Claim ${c.number}'s number has no period ("${bare[0].trim()} ${/^\S+/.exec(c.text.slice(c.bodyStart))?.[0] ?? ''}"): write "${bare[0].trim()}." before the claim, so the number is not read as part of its text (37 CFR 1.126, MPEP 608.01(m)).`,
        bare.index + bare[0].length - bare[0].trimStart().length,
        bare[0].length,
      ),
    ];
  const earlier = units.slice(0, c.position - 1).map((u) => u.ownNumber ?? 0);
  const why = earlier.includes(c.ownNumber)
    ? `the number of an earlier claim too (duplicated)`
    : earlier.some((n) => n > c.ownNumber!)
      ? `lower than an earlier claim's number (out of order)`
      : c.position > 1 &&
          earlier.at(-1)! > 0 &&
          c.ownNumber > earlier.at(-1)! + 1 &&
          // Missing from the whole list: "1, 3, 2" is out of order (reported on the 2), not a gap.
          !units.some(
            (u) => u.ownNumber !== null && u.ownNumber > earlier.at(-1)! && u.ownNumber < c.ownNumber!,
          )
        ? `but the claim before it is numbered ${earlier.at(-1)!}: ${c.ownNumber - earlier.at(-1)! > 2 ? `claims ${earlier.at(-1)! + 1} to ${c.ownNumber - 1} are` : `claim ${earlier.at(-1)! + 1} is`} missing (list a cancelled claim with its number and status, "${earlier.at(-1)! + 1}. (Canceled)")`
        : null;
  if (!why) return [];
  const m = /^\s*\d+/.exec(c.text)!;
  return [
    finding(
      c.number,
      'NUMBERING',
      'warning',
      `The claim in position ${c.position} is numbered ${c.ownNumber}, ${why}; claims are numbered in order and each number is used once (37 CFR 1.126), so the claims are read by position here.`,
      0,
      m[0].length,
    ),
  ];
}
