import {
  computeDeadline,
  followUpDeadline,
  withoutDates,
  type ComputedDeadline,
} from '../legal/deadlines.js';
import { datesIn } from '../legal/text-dates.js';

/**
 * The one place the assistant asks the deadline calculator (legal/deadlines.ts) for a date: the local answer and the
 * language model's `compute_deadline` tool both come here, so a richer calculator is wired in by changing this call.
 * `text` names the event and gives its date ("provisional filed 2026-03-02"); with `today`, a passed date says so and
 * gives its restoration period where there is one.
 */
export function deadlineFor(text: string, today?: string): ComputedDeadline | null {
  return computeDeadline(text, { today });
}

/**
 * The deadline of an event the language model names with its date (the `compute_deadline` tool): the date is that
 * event's by construction, so it is written as such ("final rejection dated 2026-01-15") for the calculator, which
 * reads a date's role from the words around it.
 */
export function eventDeadlineFor(event: string, date: string, today?: string): ComputedDeadline | null {
  return computeDeadline(`${event.trim()} dated ${date}`, { today });
}

export type { ComputedDeadline };

/** The deadline of a follow-up: the earlier question's start date stays unless the follow-up gives a new mailing date. */
export function followUpDeadlineFor(
  text: string,
  earlier: string,
  today?: string,
  followsUp = false,
): ComputedDeadline | null {
  return followUpDeadline(text, earlier, { today, followsUp });
}

/**
 * A follow-up read with the question it continues, for its deadline: the follow-up's own dates replace the earlier
 * question's ("Design patent filed 2016-03-01, granted 2017-06-06 …?" then "and one filed 2012-05-20 and granted
 * 2013-09-10?" is computed from 2012 and 2013, not answered again from 2016 and 2017).
 */
export function followUpText(prev: string, question: string): string {
  return datesIn(question).length ? `${withoutDates(prev)} ${question}` : `${prev} ${question}`;
}
