import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClaimCounts, ClaimFees, ClaimFinding } from '@patent-hub/contracts';
import { fileURLToPath } from 'node:url';

interface FeeRecord {
  section: string;
  text: string;
  as_of: string;
  url: string;
}
type Amounts = NonNullable<ClaimFees['lines'][number]['amounts']>;

/** The shared real-data folder: PATENT_DATA_DIR, else ../shared/data beside the repository (never copied into it). */
export function patentDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return (
    env.PATENT_DATA_DIR ??
    path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)), '../shared/data')
  );
}

let cache: { records: Map<string, FeeRecord>; dir: string } | null = null;

/**
 * The 37 CFR 1.16(h), (i), (j) paragraphs, read at run time from the shared legal data (never copied into the repo):
 * fees.jsonl where it has the paragraph, else the paragraph cut from § 1.16 in 37cfr.jsonl.
 */
function feeRecords(dir: string): Map<string, FeeRecord> {
  if (cache?.dir === dir) return cache.records;
  const records = new Map<string, FeeRecord>();
  const read = (file: string) => {
    try {
      return readFileSync(path.join(dir, 'legal', file), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as FeeRecord);
    } catch {
      return []; // No legal data on this machine: the counts are still given, the amounts are not.
    }
  };
  for (const r of read('fees.jsonl'))
    if (/^1\.16\([hij]\)$/.test(r.section))
      records.set(r.section, { ...r, text: r.text.split(/\n(?=\([a-z]\)\s)/)[0] });
  const section = read('37cfr.jsonl').find((r) => r.section === '1.16');
  for (const para of section?.text.split(/\n(?=\([a-z]\)\s)/) ?? []) {
    const id = /^\(([hij])\)\s/.exec(para)?.[1];
    if (id && !records.has(`1.16(${id})`))
      records.set(`1.16(${id})`, { ...section!, section: `1.16(${id})`, text: para });
  }
  cache = { records, dir };
  return records;
}

/** "By a micro entity (§ 1.29)......$105.00" and its small and large siblings, from the paragraph's own text. */
function amounts(record: FeeRecord | undefined): Amounts | null {
  if (!record) return null;
  const own = record.text;
  const money = (re: RegExp) => Number(re.exec(own)?.[1]?.replace(/,/g, '') ?? NaN);
  const a = {
    micro: money(/micro entity[^\n]*?\.{2,}\$?([\d,.]+)/),
    small: money(/By a small entity[^\n]*?\.{2,}\$?([\d,.]+)/),
    large: money(/other than a small or micro entity[^\n]*?\.{2,}\$?([\d,.]+)/),
  };
  return Object.values(a).every((v) => Number.isFinite(v)) ? a : null;
}

/** The excess-claims situation under 37 CFR 1.16(h), (i) and (j), citing the rule's revision as read. */
export function claimFees(counts: ClaimCounts, dir = patentDataDir()): ClaimFees {
  const records = feeRecords(dir);
  const excessIndependent = Math.max(0, counts.independent - 3);
  const excessTotal = Math.max(0, counts.forFees - 20);
  const multipleDependentFee = counts.multipleDependent > 0;
  const line = (section: string, description: string, count: number) => ({
    rule: `37 CFR ${section}`,
    description,
    count,
    amounts: amounts(records.get(section)),
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
      ? [line('1.16(j)', 'an application containing a multiple dependent claim (once)', 1)]
      : []),
  ];
  const asOf = records.get('1.16(h)')?.as_of ?? null;
  const revision = asOf
    ? `as printed in ${asOf.split(/[(;]/)[0].trim()}`
    : 'revision not available on this server';
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
    note: `${summary} Amounts are from that revision, not the current fee schedule; check the USPTO fee schedule before filing.`,
  };
}

/** The claim-set finding (claim 0) that tells of excess claims or a multiple dependent claim fee, if any. */
export function excessClaimsFinding(fees: ClaimFees): ClaimFinding | null {
  if (fees.lines.length === 0) return null;
  const money = (l: ClaimFees['lines'][number]) =>
    l.amounts
      ? ` (${l.count} × $${l.amounts.large} large / $${l.amounts.small} small / $${l.amounts.micro} micro entity)`
      : '';
  return {
    claim: 0,
    code: 'EXCESS_CLAIMS',
    severity: 'info',
    message: `Excess-claims fees apply: ${fees.lines.map((l) => `${l.rule}: ${l.description}${money(l)}`).join('; ')}. ${fees.citation}; check the current fee schedule.`,
    start: 0,
    end: 0,
  };
}
