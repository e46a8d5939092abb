import type { AnswerSource } from '@patent-hub/contracts';
import { citationLabel, type LegalKnowledgeBase, type LegalSection } from './legal-kb.js';
import type { LegalSource } from './legal-source.js';
import { readQuestion, told } from './question-reader.js';
import { extensionAsked } from './deadlines.js';

/**
 * The amounts a fee question asks for, read from the fee schedule of the legal texts (fees.jsonl: the 37 CFR
 * 1.16–1.21 paragraphs with their amounts per entity size) and stated first, with the paragraph and the schedule's
 * date (attorney review, issue 25: "What is the fee for an RCE?" led with a loosely related rule).
 */

/** A question asking what something costs, not when it is due or whether it is required. */
const ASKS_AMOUNT =
  /\bhow much\b(?! (?:(?:extra|more|additional) )?(?:time|longer|later|earlier|of|term)\b)|\bcost(?:s|ing)?\b|\bprice\b|\bwhat(?:'s| is| are| was| were)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,5}?(?:fees?|surcharge)\b(?!\s+(?:due|payable|paid)\b)|\bwhat fees?\b|\bfee amounts?\b|\bamount of the (?:[\w-]+ )?fee\b/i;
/** Fees no schedule paragraph states: a court's award of attorney fees, costs of an action. */
const NOT_OFFICE_FEE =
  /\battorney(?:'s|s')? fees\b|\bcourt costs\b|\bcosts? of (?:the )?(?:suit|action|litigation)\b/i;
const WHEN = /^\s*when\b|\b(?:due date|deadline|by when|how long|last day)\b/i;

/** Whether a question asks a fee's amount. */
export const asksFeeAmount = (question: string) => {
  // "What is the $250 fee …?": the amount named is no word of what is asked.
  const q = question.replace(/\$\s?[\d,.]+/g, ' ');
  return ASKS_AMOUNT.test(q) && !NOT_OFFICE_FEE.test(q) && !WHEN.test(q);
};

export type PatentKind = 'utility' | 'design' | 'plant' | 'provisional' | 'reissue';
export type Entity = 'micro' | 'small' | 'large';

/** The kind of patent or application a text names ("a design patent", "for a plant"), or null. */
export function patentKindOf(text: string): PatentKind | null {
  const m = /\b(design|plant|provisional|reissue|utility)\b(?!\s+(?:or|and)\s+(?:design|plant))/i.exec(
    text.replace(/\bnon-?provisional\b/gi, 'utility'),
  );
  return m ? (m[1].toLowerCase() as PatentKind) : null;
}

/** The entity size a text names ("a micro entity", "small business", "large company"), or null. */
export function entityOf(text: string): Entity | null {
  if (/\bmicro\b/i.test(text)) return 'micro';
  if (
    /\bsmall (?:entity|business|company)\b|\buniversit\w*|\bnon-?profit\b|\bindividual inventor/i.test(text)
  )
    return 'small';
  if (
    /\blarge (?:entity|company|corporation)\b|\bundiscounted\b|\bother than a small\b|\bfull fee\b/i.test(
      text,
    )
  )
    return 'large';
  return null;
}

/** Head counts written as words, one to twenty. */
const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/**
 * The entity size the facts of a question imply, with why (issue 25, review item 3: "a small startup with 5 employees"
 * never said it is a small entity): a business's head count against the 500 employees of the size standard 37 CFR
 * 1.27(a)(2)(ii) refers to (13 CFR 121.802, not in these texts). Null when no head count is given.
 */
export function entityFromFacts(text: string): { entity: Entity; why: string } | null {
  const m = new RegExp(
    `\\b(\\d[\\d,]*|${NUMBER_WORDS.join('|')})\\s+(?:full[- ]time\\s+)?(?:employees|staff|workers)\\b`,
    'i',
  ).exec(text);
  if (!m) return null;
  const word = m[1].toLowerCase();
  const n = NUMBER_WORDS.includes(word) ? NUMBER_WORDS.indexOf(word) + 1 : Number(word.replace(/,/g, ''));
  const standard =
    'the size standard 37 CFR 1.27(a)(2)(ii) refers to (13 CFR 121.802: 500 employees, affiliates counted; that rule is not in these texts)';
  if (n > 500)
    return {
      entity: 'large',
      why: `**Entity status:** with ${n} employees the business exceeds ${standard}, so it pays the fees of an entity other than a small or micro entity.`,
    };
  return {
    entity: 'small',
    why:
      `**Entity status:** with ${n} employee${n === 1 ? '' : 's'} (no more than 500) the business is a small business concern ` +
      `under ${standard}, and so a small entity (37 CFR 1.27(a)(2)), if it has not assigned, licensed or promised rights in ` +
      'the invention to an entity that does not qualify (1.27(a)(2)(i)); it pays the micro entity fees only if the conditions ' +
      'of 37 CFR 1.29 are met too (no more than four earlier applications naming the inventors, and gross income under three ' +
      'times the median household income).',
  };
}

/** One fee the schedule states: how a question names it, and its paragraphs per kind of patent. */
interface FeeKind {
  id: string;
  asks: RegExp;
  /** The fee paragraphs ('1.17(e)') by kind of patent; `any` for a fee of every kind. */
  sections: Partial<Record<PatentKind | 'any', string[]>>;
  /** The items of a paragraph listing what its fee is for ('§ 1.55(f) —for filing a belated certified copy …') to show. */
  listed?: RegExp;
  /** What the fee is paid for and when, in plain words with its sections: the answer's first paragraph (`missed`:
   * the question tells of the fee missed, or asks whether it can still be paid). */
  says?: (missed: boolean) => string;
  /** The paragraph's sub-paragraphs are by months ((1) the first month … (5) the fifth): the one asked is listed alone. */
  byMonth?: boolean;
  /**
   * The fees are paid together (a filing's basic, search and examination fees): their sum is stated after them; a
   * number: the sum of that many first paragraphs (a patent's cost: the filing fees, not the issue fee paid later).
   */
  total?: boolean | number;
  /** What the fee costs beyond the schedule, which these texts do not hold, said after the amounts. */
  notInTexts?: string;
}

/** A patent's cost: the texts hold the Office's fees only. */
const COST_NOT_IN_TEXTS =
  'Not in these texts: the fees of a patent attorney or agent for preparing and prosecuting the application (usually ' +
  'the larger part of the cost), and the USPTO fees charged today (the amounts above are the 2013 schedule’s). ' +
  'Excess-claims, application-size, extension and maintenance fees come on top where they apply.';

const FILING: FeeKind['sections'] = {
  utility: ['1.16(a)', '1.16(k)', '1.16(o)'],
  design: ['1.16(b)', '1.16(l)', '1.16(p)'],
  plant: ['1.16(c)', '1.16(m)', '1.16(q)'],
  provisional: ['1.16(d)'],
  reissue: ['1.16(e)', '1.16(n)', '1.16(r)'],
};
const ISSUE: FeeKind['sections'] = {
  utility: ['1.18(a)'],
  reissue: ['1.18(a)'],
  design: ['1.18(b)'],
  plant: ['1.18(c)'],
};

/** In order: the first kind whose words the question holds is the fee asked. */
const FEE_KINDS: FeeKind[] = [
  {
    id: 'late-priority-claim',
    asks: /\b(?:late|delayed|belated|missed|unintentional\w*)\b.{0,40}\b(?:priority|benefit)\b|\b(?:priority|benefit) claims?\b.{0,40}\b(?:late|delayed|belated|after)\b/i,
    sections: { any: ['1.17(t)', '1.17(g)'] },
    listed: /§ 1\.55\b/,
  },
  {
    id: 'certified-copy',
    asks: /\bcertified copy\b/i,
    sections: { any: ['1.17(g)'] },
    listed: /§ 1\.55\b/,
  },
  {
    id: 'rce',
    asks: /\brce\b|\bcontinued examination\b/i,
    sections: { any: ['1.17(e)'] },
  },
  {
    id: 'pte',
    asks: /\bextension of (?:the )?(?:patent )?term\b|\bterm extension\b|\bpte\b/i,
    sections: { any: ['1.20(j)'] },
  },
  {
    id: 'extension-of-time',
    asks: /\bextension(?:s)? of time\b|\bextension fees?\b|\bextend\w*\b.{0,30}\b(?:reply|response|deadline|period|time)\b|\bmonths?(?:'s)? extension\b/i,
    sections: { any: ['1.17(a)'] },
    byMonth: true,
  },
  {
    id: 'prioritized',
    asks: /\bprioritized examination\b|\btrack (?:one|1|i)\b/i,
    sections: { any: ['1.17(c)'] },
  },
  { id: 'expedited', asks: /\bexpedited examination\b|\brocket docket\b/i, sections: { any: ['1.17(k)'] } },
  {
    id: 'maintenance-surcharge',
    asks: /\bmaintenance fees?\b.{0,60}\b(?:surcharge|grace|late)\b|\b(?:surcharge|late)\b.{0,40}\bmaintenance fees?\b/i,
    // The surcharge in the grace period, and the one after expiration, on petition (1.20(i), attorney review 2).
    sections: { utility: ['1.20(h)', '1.20(i)'], reissue: ['1.20(h)', '1.20(i)'] },
    says: (missed) =>
      `**${missed ? 'Yes: ' : ''}6 months of grace, with the surcharge** — a maintenance fee not paid by its due date ` +
      '(3½, 7½ or 11½ years after the grant) can still be paid in the 6 months after it with the surcharge (35 U.S.C. ' +
      '41(b)(1); 37 CFR 1.362(e), 1.20(h)). After that the patent has expired; the fee can then be accepted only on a ' +
      'petition under 37 CFR 1.378, the delay shown to have been unintentional (35 U.S.C. 41(c)), with the surcharge of ' +
      '37 CFR 1.20(i).',
  },
  {
    id: 'maintenance',
    asks: /\bmaintenance fees?\b|\brenewal fees?\b|\bkeep (?:my |the )?patent (?:alive|in force)\b/i,
    sections: { utility: ['1.20(e)', '1.20(f)', '1.20(g)'], reissue: ['1.20(e)', '1.20(f)', '1.20(g)'] },
  },
  { id: 'appeal', asks: /\bappeal\b/i, sections: { any: ['41.20(b)'] } },
  { id: 'ids', asks: /\bids\b|\binformation disclosure\b/i, sections: { any: ['1.17(p)'] } },
  { id: 'revival', asks: /\breviv\w*|\brevival\b|\babandon\w*/i, sections: { any: ['1.17(m)'] } },
  { id: 'disclaimer', asks: /\bdisclaimer\b/i, sections: { any: ['1.20(d)'] } },
  { id: 'ipr', asks: /\binter partes review\b|\bipr\b/i, sections: { any: ['42.15(a)'] } },
  { id: 'pgr', asks: /\bpost[- ]grant review\b|\bpgr\b/i, sections: { any: ['42.15(b)'] } },
  { id: 'supplemental', asks: /\bsupplemental examination\b/i, sections: { any: ['1.20(k)'] } },
  { id: 'reexamination', asks: /\breexam\w*/i, sections: { any: ['1.20(c)'] } },
  { id: 'correction', asks: /\bcertificate of correction\b/i, sections: { any: ['1.20(a)'] } },
  {
    id: 'assignment',
    asks: /\bassignments?\b|\brecord\w* (?:a |an |the )?(?:transfer|license)\b/i,
    sections: { any: ['1.21(h)'] },
  },
  { id: 'pta', asks: /\bpatent term adjustment\b|\bpta\b/i, sections: { any: ['1.18(e)'] } },
  {
    id: 'excess-claims',
    asks: /\b(?:excess|extra|additional)\b.{0,20}\bclaims?\b|\bclaims? in excess\b|\bmultiple dependent\b/i,
    sections: { any: ['1.16(h)', '1.16(i)', '1.16(j)'] },
  },
  {
    id: 'national-stage',
    asks: /\bnational (?:stage|phase)\b/i,
    sections: { any: ['1.492(a)', '1.492(b)', '1.492(c)'] },
  },
  { id: 'issue', asks: /\bissue fee\b|\bissuing\b|\bissuance\b/i, sections: ISSUE },
  { id: 'search', asks: /\bsearch fee\b/i, sections: pick(FILING, 1) },
  { id: 'examination', asks: /\bexamination fee\b/i, sections: pick(FILING, 2) },
  {
    // "How much does a design patent cost?": filing, search, examination and the issue fee.
    id: 'patent-cost',
    asks: /\b(?:get(?:ting)?|obtain\w*)\b.{0,20}\bpatent\b|\bpatent\b.{0,20}\bcosts?\b|\bcosts?\b.{0,20}\bpatent\b/i,
    sections: Object.fromEntries(
      Object.entries(FILING).map(([k, v]) => [k, [...v, ...(ISSUE[k as PatentKind] ?? [])]]),
    ),
    total: 3,
    notInTexts: COST_NOT_IN_TEXTS,
  },
  {
    // Filing fees named as such, or the fee of a kind of application ("the fee for a design patent").
    id: 'filing',
    asks: /\bfiling fees?\b|\b(?:to|i|we) file\b|\bfil(?:e|ing) (?:an?|my|our|the) (?:\w+ )?(?:application|patent|provisional)\b|\bapplication fees?\b|\bfees? (?:for|of|on) (?:an?|my|our|the) (?:\w+ )?(?:application|patent|provisional)\b/i,
    sections: FILING,
    total: true,
  },
];

/** The n-th fee of each kind's list (the search fee is the second of the filing fees). */
function pick(s: FeeKind['sections'], n: number): FeeKind['sections'] {
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v[n] ? [v[n]] : []]));
}

/** One set of amounts a fee paragraph states ('(1) For filing a first request …': micro, small, other). */
interface FeeLine {
  pinpoint: string;
  heading: string;
  amounts: Partial<Record<Entity | 'any', string>>;
  /**
   * The small entity's amount for an application filed through the Office electronic filing system (37 CFR 1.16(a)'s
   * own line, 1.27(b)(2)), when the paragraph states one beside the small entity's paper amount.
   */
  electronic?: string;
  /** What the fee is for, when the paragraph lists it ('§ 1.55(f) —for filing a belated certified copy …'). */
  listed: string[];
}

const ENTITY_LINE =
  /^By (a micro entity|a small entity|other than a (?:small|micro)(?: or (?:small|micro))? entity)\b.*?\.{2,}\s*:?\s*\$?\s*([\d,]+(?:\.\d{2})?)/;
/** A line stating the amount for an application filed through the Office electronic filing system. */
const ELECTRONIC = /\belectronic filing system\b/i;
const FLAT_LINE = /^(.*?)\.{2,}\s*:?\s*\$?\s*([\d,]+\.\d{2})\.?$/;

/** The amounts of a fee paragraph, by its numbered sub-paragraphs ('(1)', '(2)') when it has them. */
export function feeLines(text: string): FeeLine[] {
  const out: FeeLine[] = [];
  let current: FeeLine = { pinpoint: '', heading: '', amounts: {}, listed: [] };
  const listed: string[] = [];
  const push = () => {
    if (Object.keys(current.amounts).length) out.push(current);
  };
  for (const raw of text.split('\n').slice(1)) {
    const line = raw.trim();
    if (line.startsWith('[')) break;
    if (line.startsWith('§')) {
      listed.push(line.replace(/\s+—\s*/, ' — '));
      continue;
    }
    const sub = /^\((\d+|[ivx]+)\)\s*(.*)$/.exec(line);
    if (sub) {
      push();
      current = { pinpoint: `(${sub[1]})`, heading: sub[2], amounts: {}, listed };
      continue;
    }
    const e = ENTITY_LINE.exec(line);
    if (e) {
      const who: Entity = e[1].startsWith('other') ? 'large' : e[1].includes('micro') ? 'micro' : 'small';
      // "By a small entity … if the application is submitted in compliance with the Office electronic filing system
      // (§ 1.27(b)(2))": the small entity's rate when filed electronically, beside its paper rate.
      if (who === 'small' && ELECTRONIC.test(line)) current.electronic ??= `$${e[2]}`;
      else current.amounts[who] ??= `$${e[2]}`;
      continue;
    }
    const flat = FLAT_LINE.exec(line);
    if (flat) {
      // A paragraph listing several flat fees: each line is its own item.
      if (
        Object.keys(current.amounts).length ||
        (flat[1] && current.heading && flat[1] !== current.heading)
      ) {
        push();
        current = { pinpoint: current.pinpoint, heading: flat[1] || current.heading, amounts: {}, listed };
      } else if (flat[1]) current.heading ||= flat[1];
      current.amounts.any = `$${flat[2]}`;
      continue;
    }
    if (!current.heading && !Object.keys(current.amounts).length) current.heading = line;
  }
  push();
  return out.map((l) => ({ ...l, listed }));
}

const ENTITY_LABEL: Record<Entity, string> = {
  micro: 'micro entity',
  small: 'small entity',
  large: 'other than a small or micro entity',
};

/** "fees set by 78 FR 4212, effective March 19, 2013": the schedule's date as the fee record states it. */
function scheduleDate(s: LegalSection): string {
  const effective = /effective ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(s.asOf)?.[1];
  const printed = /MPEP (?:Ninth Edition )?([A-Z][a-z]+ \d{4})/.exec(s.asOf)?.[1];
  return effective
    ? `fee schedule effective ${effective}${printed ? `, as printed in the MPEP of ${printed}` : ''}`
    : s.revision;
}

/**
 * The date a quoted fee amount carries, and that it is not the current amount: the 2013 fee schedule for the rules' and
 * fee records' amounts, else the revision of the text quoted (35 U.S.C. 41's amounts, an MPEP section's). Every amount
 * quoted is tagged through here, whatever its source.
 */
export function amountsAsOf(source: LegalSource, revision: string | null): string {
  const from =
    source === '37 CFR' || source === 'fees'
      ? '2013 fee schedule, effective 19 March 2013'
      : `as stated in the ${revision ?? 'text quoted'}; the fees charged are set in 37 CFR 1.16–1.21 and have changed since`;
  return `${from} — not the current amounts`;
}

/** The date every amount of the 2013 fee schedule carries where it is quoted. */
export const FEE_DATE = amountsAsOf('fees', null);

/**
 * A fee paragraph ('1.16(i)') as a section: the fees file's record, else the paragraph cut from its 37 CFR section
 * (fees.jsonl lacks a few, e.g. 1.16(i)), cited at that paragraph.
 */
function feeSection(kb: LegalKnowledgeBase, id: string): LegalSection | null {
  const own = kb.sections.find((s) => s.source === 'fees' && s.section === id);
  if (own) return { ...own, text: ownParagraph(own.text) };
  const m = /^([\d.]+)\(([a-z])\)$/.exec(id);
  const rule = m && kb.get('37 CFR', m[1]);
  const para = rule?.text.split(/\n(?=\([a-z]\)\s)/).find((x) => x.startsWith(`(${m![2]}) `));
  if (!rule || !para) return null;
  return {
    ...rule,
    source: 'fees',
    section: id,
    title: '',
    text: para,
    url: rule.url ? `${rule.url}#p-${id}` : null,
  };
}

/**
 * A fee record's own paragraph: a record that runs on into the next paragraph of its rule (the record of 37 CFR 1.20(h)
 * holds 1.20(i), the surcharge after expiration, attorney review 2) is cut at it, so that the next one's amounts are
 * not labelled as its own. The next paragraph is a line opening with the next letter before any numbered
 * sub-paragraph (after one, "(i)" is a roman item: 1.20(k)(3)(i)).
 */
export function ownParagraph(text: string): string {
  const lines = text.split('\n');
  const letter = /^\(([a-z])\)/.exec(lines[0])?.[1];
  if (!letter) return text;
  const next = `(${String.fromCharCode(letter.charCodeAt(0) + 1)}) `;
  const at = lines.findIndex((l, i) => i > 0 && l.startsWith(next));
  return at < 0 || lines.slice(1, at).some((l) => /^\(\d+\)/.test(l)) ? text : lines.slice(0, at).join('\n');
}

/** The lead of a fee answer: its text (first paragraph and items) and the fee paragraphs it cites. */
export interface FeeLead {
  text: string;
  sources: AnswerSource[];
}

/** The fee kind a text names, or undefined. */
const feeKindOf = (text: string) => FEE_KINDS.find((k) => k.asks.test(text));

/**
 * The fee amounts a question asks for, led by the entity size it names; a follow-up ("and for a micro entity?", "and
 * for a design patent?") keeps the fee of the question it follows (`focus`) and changes the entity or kind of patent.
 * Null when the question asks no fee's amount or the schedule has no paragraph for it.
 */
export function feeLead(
  kb: LegalKnowledgeBase,
  question: string,
  focus?: string,
  /** The fee the caller read as asked ('extension-of-time' for a deadline asked "at what fee?"), whatever the words. */
  asked?: string,
  /** The sub-paragraphs to list (an extension's months the period allows: 1.17(a)(1)–(3) for a 3-month period). */
  upTo?: number,
  /** The asker's day (ISO), against which a row "paid before" a date is past; the system's day when not given. */
  today: string = new Date().toISOString().slice(0, 10),
): FeeLead | null {
  const followsFee = !!focus && asksFeeAmount(focus);
  if (!asked && !asksFeeAmount(question) && !followsFee) return null;
  const own = asked ? FEE_KINDS.find((k) => k.id === asked) : feeKindOf(question.replace(/\$\s?[\d,]+/g, ''));
  const kind =
    (own?.id !== 'filing' || !followsFee ? own : undefined) ?? (focus ? feeKindOf(focus) : undefined) ?? own;
  if (!kind) return null;
  const patent = patentKindOf(question) ?? (focus ? patentKindOf(focus) : null) ?? 'utility';
  const named = entityOf(question) ?? (focus ? entityOf(focus) : null);
  // A head count given with no entity named decides it (issue 25: "a small startup with 5 employees").
  const facts = named === 'micro' ? null : entityFromFacts(question);
  const entity = facts?.entity ?? named;
  const list = kind.sections[patent] ?? kind.sections.any ?? [];
  // A kind of patent the fee is not charged for (no maintenance fees for designs) is left to the topic's rule.
  const sections = list.map((id) => feeSection(kb, id)).filter((s): s is LegalSection => !!s);
  if (!sections.length) return null;
  const notes = remedyNote(question);
  const row = askedRow(kind, question, focus);
  const items = sections.flatMap((s) =>
    feeLines(s.text)
      .filter((l) => !upTo || rowOf(l) <= upTo)
      .filter((l) => !lapsedRow(l, today))
      .filter((l) => !row || rowOf(l) === row)
      .map((l) => {
        const label = citationLabel(s, l.pinpoint);
        const what = [headingOf(s), l.heading].filter(Boolean).join(' — ');
        const items = kind.listed ? l.listed.filter((x) => kind.listed!.test(x)) : [];
        const forWhat = items.length ? ` (${items.join('; ')})` : '';
        return `- **${label}** ${what.replace(/\s*[:—-]+(?= — |$)/g, '')}${forWhat}: ${amountsText(l, entity)} [amounts: ${FEE_DATE}]`;
      }),
  );
  if (!items.length) return null;
  const summed = typeof kind.total === 'number' ? sections.slice(0, kind.total) : sections;
  const total = kind.total ? totalLine(summed, entity) : '';
  const beyond = kind.notInTexts ? `\n\n${kind.notInTexts}` : '';
  const roles = readQuestion(question);
  const says = kind.says?.(told(roles, 'fee-missed') || roles.asks.has('still'));
  const forWhom =
    entity === 'large' ? 'an entity other than a small or micro entity' : `a ${ENTITY_LABEL[entity!]}`;
  const head = `**Fee${items.length > 1 ? 's' : ''}${entity ? ` for ${forWhom}` : ''}** (37 CFR ${scheduleDate(sections[0])}; the fees were reset in 2017, 2020, 2022 and 2025):`;
  return {
    text: `${says ? `${says}\n\n` : ''}${head}\n${items.join('\n')}${total}${notes}${facts ? `\n\n${facts.why}` : ''}${beyond}\n\n`,
    sources: sections.map((s) => ({
      kind: 'law' as const,
      label: citationLabel(s),
      title: headingOf(s) || s.title,
      revision: `${s.revision}: ${scheduleDate(s)}`,
      date: null,
      url: s.url,
    })),
  };
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
/**
 * A row for a fee paid before a day now past ("For an issue fee paid before January 1, 2014", 37 CFR 1.18(a)(2)): it
 * cannot apply to a fee paid now (issue 25, review item 3), so it is not listed.
 */
function lapsedRow(l: FeeLine, today: string): boolean {
  const m = new RegExp(`\\bpaid before (${MONTHS}) (\\d{1,2}), (\\d{4})\\b`).exec(l.heading);
  return !!m && Date.parse(`${m[1]} ${m[2]}, ${m[3]} UTC`) <= Date.parse(`${today}T00:00:00Z`);
}

/** The number of a fee line's sub-paragraph ('(3)' → 3; 0 for none). */
const rowOf = (l: FeeLine) => Number(/^\((\d+)\)/.exec(l.pinpoint)?.[1] ?? 0);

/**
 * The sub-paragraph a question asks of a paragraph by months (attorney review 4: "How much is a 3-month extension?"
 * listed all five rows of 37 CFR 1.17(a)): the months asked, of the question or the one it follows; null when none is
 * asked or more than the paragraph has (the answer then lists them all).
 */
function askedRow(kind: FeeKind, question: string, focus?: string): number | null {
  if (!kind.byMonth) return null;
  const months = extensionAsked(question) ?? (focus ? extensionAsked(focus) : null);
  return months && months <= 5 ? months : null;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The sum of fees paid together (a filing's basic, search and examination fees: what "how much does it cost to file"
 * asks), for the entity asked, else for each; the small entity's electronic-filing rate counted where the schedule has
 * one. Empty when a paragraph lacks an entity's amount.
 */
function totalLine(sections: LegalSection[], entity: Entity | null): string {
  const lines = sections.map((s) => feeLines(s.text)[0]);
  if (lines.length < 2 || lines.some((l) => !l)) return '';
  const cents = (x: string | undefined) => (x ? Math.round(Number(x.replace(/[$,]/g, '')) * 100) : NaN);
  const sum = (e: Entity, electronic: boolean) =>
    lines.reduce(
      (t, l) => t + cents(electronic && e === 'small' && l.electronic ? l.electronic : l.amounts[e]),
      0,
    );
  const of = (e: Entity) => {
    const [paper, filedOnline] = [sum(e, false), sum(e, true)];
    if (Number.isNaN(paper)) return null;
    const text = `${ENTITY_LABEL[e]} ${USD.format(filedOnline / 100)}${filedOnline !== paper ? ` filed electronically, ${USD.format(paper / 100)} otherwise` : ''}`;
    return e === entity ? `**${text}**` : text;
  };
  const parts = (entity ? [entity] : (['micro', 'small', 'large'] as Entity[])).map(of).filter(Boolean);
  if (!parts.length) return '';
  const which = sections.map((s) => citationLabel(s)).join(', ');
  return `\n- **Together** (${which}): ${parts.join('; ')}; before any excess-claims or application-size fee [amounts: ${FEE_DATE}]`;
}

/** The paragraph's own heading ('Issue fee for issuing an original design patent'). */
const headingOf = (s: LegalSection) =>
  (s.title || s.text.split('\n')[0].replace(/^\([a-z]\)\s*/, '')).replace(/\s*:\s*$/, '').trim();

/** "**small entity $480.00**; micro entity $240.00; other than a small or micro entity $960.00". */
function amountsText(l: FeeLine, entity: Entity | null): string {
  if (l.amounts.any) return l.amounts.any;
  const order: Entity[] = entity
    ? [entity, ...(['micro', 'small', 'large'] as Entity[]).filter((e) => e !== entity)]
    : ['micro', 'small', 'large'];
  return order
    .filter((e) => l.amounts[e])
    .map((e) => {
      const text = `${ENTITY_LABEL[e]} ${amountOf(l, e)}`;
      return e === entity ? `**${text}**` : text;
    })
    .join('; ');
}

/**
 * An entity's amount: the small entity's, where the schedule gives its electronic-filing rate (37 CFR 1.16(a)), that
 * rate first, as the one that applies to an application filed through the Office electronic filing system.
 */
const amountOf = (l: FeeLine, e: Entity) =>
  e === 'small' && l.electronic
    ? `${l.electronic} filed through the Office electronic filing system (37 CFR 1.27(b)(2)), ${l.amounts.small} otherwise`
    : l.amounts[e];

/** 35 U.S.C. 289's "$250" is what a design patent's infringer owes at least, not a fee: said when the question names it. */
function remedyNote(question: string): string {
  return /\$\s?250\b|\b289\b/.test(question)
    ? '\n\nThe “$250” of 35 U.S.C. 289 is not a fee: it is the minimum an infringer of a design patent is liable for (“his total profit, but not less than $250”).'
    : '';
}

/** A fee paragraph's amounts in one line ("micro entity $355.00; small entity $710.00; …"), with its date; null if absent. */
export function feeAmountsLine(
  kb: LegalKnowledgeBase,
  id: string,
): { section: LegalSection; amounts: string; date: string } | null {
  const s = feeSection(kb, id);
  const line = s ? feeLines(s.text)[0] : undefined;
  return s && line ? { section: s, amounts: amountsText(line, null), date: FEE_DATE } : null;
}
