/**
 * A small deadline calculator for the assistant: a period counted from a date the question gives, with the
 * section it rests on. Kept apart so the rule table can grow (issue 25); it does not know federal holidays.
 */

export interface DeadlineRule {
  id: string;
  /** What the period is for, as the answer states it. */
  label: string;
  /** Which event the question must mention for the rule to apply. */
  trigger: RegExp;
  months: number;
  /** The basis as the answer cites it, and the KB key of that section. */
  basis: string;
  cite: { source: '35 USC' | '37 CFR'; section: string; pinpoint: string };
}

// The most specific event first: a question naming a PCT and its provisional asks for the national stage.
export const DEADLINE_RULES: DeadlineRule[] = [
  {
    id: 'pct-national-stage',
    label: 'enter the US national stage of the international (PCT) application',
    trigger: /\b(pct|international application|national stage)\b/i,
    months: 30,
    basis: '30 months from the priority date (35 U.S.C. 371(b), 37 CFR 1.495)',
    cite: { source: '35 USC', section: '371', pinpoint: '(b)' },
  },
  {
    id: 'nonprovisional-after-provisional',
    label: 'file the non-provisional application claiming the provisional’s benefit',
    // "provisional", not "non-provisional": a question about the non-provisional's own term is no provisional case.
    trigger: /\b(?<!non-?)provisional\b/i,
    months: 12,
    basis: '12 months after the provisional’s filing date (35 U.S.C. 119(e)(1))',
    cite: { source: '35 USC', section: '119', pinpoint: '(e)' },
  },
  {
    id: 'paris-priority-design',
    label: 'file in the US claiming the foreign design application’s priority',
    trigger:
      /\bdesign\b.*\b(foreign|paris|priority|abroad)\b|\b(foreign|paris|priority|abroad)\b.*\bdesign\b/i,
    months: 6,
    basis: 'the Paris priority period for designs, 6 months from the foreign filing (35 U.S.C. 172)',
    cite: { source: '35 USC', section: '172', pinpoint: '' },
  },
  {
    id: 'paris-priority',
    label: 'file claiming the foreign application’s priority (Paris Convention)',
    trigger: /\b(foreign|paris|abroad|convention)\b/i,
    months: 12,
    basis: 'the Paris priority year, 12 months from the earliest foreign filing (35 U.S.C. 119(a))',
    cite: { source: '35 USC', section: '119', pinpoint: '(a)' },
  },
];

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);

/** Calendar dates in a text: ISO (2026-03-02) or written (March 2, 2026 / 2 March 2026). */
export function datesIn(text: string): string[] {
  const out: string[] = [];
  const re =
    /\b(\d{4})-(\d{2})-(\d{2})\b|\b([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})\b|\b(\d{1,2}) ([A-Za-z]{3,9}) (\d{4})\b/g;
  for (const m of text.matchAll(re)) {
    let y: number, mo: number, d: number;
    if (m[1]) [y, mo, d] = [+m[1], +m[2], +m[3]];
    else {
      const name = (m[4] ?? m[8]).toLowerCase();
      const idx = MONTHS.findIndex((n) => n.startsWith(name.slice(0, 3)));
      if (idx < 0) continue;
      [y, mo, d] = [+(m[6] ?? m[9]), idx + 1, +(m[5] ?? m[7])];
    }
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (date.getUTCMonth() === mo - 1 && date.getUTCDate() === d) out.push(date.toISOString().slice(0, 10));
  }
  return out;
}

/** The same day `months` later; a day the month lacks (31 Aug + 6) becomes that month's last day. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** 35 U.S.C. 21(b): a period ending on a Saturday or Sunday runs to the next business day (holidays not checked). */
export function nextBusinessDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export interface ComputedDeadline {
  rule: DeadlineRule;
  from: string;
  /** The last day of the period as counted. */
  date: string;
  /** The date after 35 U.S.C. 21(b), when the period ends on a weekend. */
  due: string;
}

/** The deadline a question asks for when it gives a date and names an event a rule knows; null otherwise. */
export function computeDeadline(question: string): ComputedDeadline | null {
  const [from] = datesIn(question);
  if (!from) return null;
  const rule = DEADLINE_RULES.find((r) => r.trigger.test(question));
  if (!rule) return null;
  const date = addMonths(from, rule.months);
  return { rule, from, date, due: nextBusinessDay(date) };
}
