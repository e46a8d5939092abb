import {
  ALLOWANCE_EVENT,
  FILING_EVENT,
  FOREIGN_OFFICE,
  IDS,
  eventDate,
  idsFiledOn,
  plusMonths,
} from './event-dates.js';
import { readQuestion, type EventKind } from './question-reader.js';

/**
 * The paragraph of 37 CFR 1.97 an information disclosure statement falls under, from when the question places it
 * (attorney review 4, issue 25: "We filed an IDS before the first office action. Is a fee due?" was answered from
 * 1.97(c)):
 * - (b): within 3 months of the filing date or of entry into the national stage, or before the mailing of a first
 *   Office action on the merits, whichever is later: neither the statement of 1.97(e) nor the fee of 1.17(p);
 * - (c): after that, before a final action or a notice of allowance: the statement or the fee;
 * - (d): after those, until the issue fee is paid: the statement and the fee.
 * Read from the dates the question gives the IDS and the Office's papers, compared; else from the timing words it puts
 * before those papers ("before the first office action", "after the final rejection").
 */
export interface IdsPeriod {
  paragraph: '(b)' | '(c)' | '(d)';
  /** When the IDS was (or is to be) filed, as the question places it: "before the first Office action on the merits". */
  when: string;
}

/** A USPTO action on the merits that is not final (its date ends the 1.97(b) period). */
const FIRST_ACTION_EVENT = '(?:non-?final )?(?:office )?actions?|(?:non-?final )?rejections?';
/** The papers that close the 1.97(c) period: a final action, a notice of allowance. */
const CLOSING_EVENT = `final (?:office )?actions?|final rejections?|${ALLOWANCE_EVENT}`;

/** The period from the dates given: the IDS's, and the application's, the first action's or a closing paper's. */
function fromDates(q: string): IdsPeriod | null {
  const ids = idsFiledOn(q);
  if (!ids) return null;
  const uspto = { exclude: FOREIGN_OFFICE, notClause: IDS };
  const closing = eventDate(q, CLOSING_EVENT, uspto);
  if (closing && ids > closing)
    return {
      paragraph: '(d)',
      when: `on ${ids}, after the final action or notice of allowance of ${closing}`,
    };
  const action = eventDate(q, FIRST_ACTION_EVENT, uspto);
  const filed = eventDate(q, FILING_EVENT, { notClause: IDS });
  const threeMonths = filed ? plusMonths(filed, 3) : null;
  if (threeMonths && ids <= threeMonths)
    return { paragraph: '(b)', when: `on ${ids}, within 3 months of the filing date ${filed}` };
  if (action && ids < action)
    return {
      paragraph: '(b)',
      when: `on ${ids}, before the first Office action on the merits (mailed ${action})`,
    };
  if (action)
    return {
      paragraph: '(c)',
      when: `on ${ids}, after the first Office action on the merits (mailed ${action})${filed ? ` and more than 3 months after the filing date ${filed}` : ''}${closing ? `, before the final action or notice of allowance of ${closing}` : ''}`,
    };
  return null;
}

const CLOSING: EventKind[] = ['final-rejection', 'allowed'];

/** The period from the timing words before the Office's papers the question names. */
function fromWords(q: string): IdsPeriod | null {
  const r = readQuestion(q);
  const office = r.events.filter((e) => e.kind === 'office-action' || CLOSING.includes(e.kind));
  // A closing paper the IDS follows, or one told as received with no timing word: the IDS comes after it.
  const closed = office.find((e) => CLOSING.includes(e.kind) && e.relation !== 'before');
  if (closed)
    return {
      paragraph: '(d)',
      when: `after the ${closed.kind === 'allowed' ? 'notice of allowance' : 'final action'}`,
    };
  const first = office.filter((e) => e.kind === 'office-action');
  if (first.some((e) => e.relation === 'before'))
    return { paragraph: '(b)', when: 'before the first Office action on the merits' };
  if (first.some((e) => e.relation === 'after'))
    return {
      paragraph: '(c)',
      when: 'after the first Office action on the merits, before a final action or notice of allowance',
    };
  return null;
}

/** The paragraph of 37 CFR 1.97 an IDS asked about falls under (see IdsPeriod); null when the question does not place it. */
export function idsPeriod(question: string): IdsPeriod | null {
  if (!IDS.test(question)) return null;
  return fromDates(question) ?? fromWords(question);
}
