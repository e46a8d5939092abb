import { AIA_FIRST_INVENTOR_TO_FILE } from '@patent-hub/contracts';
import { dateAtStart } from './text-dates.js';

/**
 * Which version of the patentability law (35 U.S.C. 102/103 and the sections the AIA rewrote) a question is under
 * (attorney review, issue 25): the first-inventor-to-file provisions apply to applications with an effective filing date
 * on or after 2013-03-16, pre-AIA law to earlier ones. The question names the law ("pre-AIA", "old law"), or gives the
 * filing date or only its year: 2012 is pre-AIA, 2014 AIA, and 2013 either (the year alone does not say which side of
 * March 16 the date falls).
 */
export type LawEra = 'pre-AIA' | 'AIA' | 'either';

export interface EraReading {
  era: LawEra;
  /** What the era was read from: the law named, or the filing date or year given. */
  from: 'words' | 'date' | 'year';
  /** The filing date or year read ('2012', '2013-05-02'); null when the law was named. */
  filed: string | null;
}

const PRE_AIA_WORDS =
  /\bpre-?\s?aia\b|\bold (?:law|rules)\b|\bfirst[- ]to[- ]invent\b|\bbefore (?:march 16, 2013|2013-03-16)\b/i;
const AIA_WORDS = /(?<!pre-?\s?)\baia\b|\bfirst[- ]inventor[- ]to[- ]file\b/i;

/** A provisional or foreign application named just before "filed": the date is that paper's. */
const OTHER_PAPER_BEFORE =
  /\b(?<!non-?)(?:provisional|foreign|priority)(?: application| app)?(?: was| is)?\s*[(,]?\s*$/i;

/**
 * The filing date a question gives for the application it asks about: the date or year after "filed" or "filing date"
 * (up to a few words on: "filed in 2012", "filed on March 1, 2013"), or the year before "application" ("our 2012
 * application"). The first one given in a sentence naming the asker's application (my, our, we, this) wins.
 */
export function filingDate(question: string): { date: string; yearOnly: boolean } | null {
  const found: { date: string; yearOnly: boolean; ours: boolean }[] = [];
  for (const sentence of question.split(/(?<=[.?!;])\s+/)) {
    const ours =
      /\b(?:my|our|we|i|this|the) (?:\w+ )?(?:application|app|patent|case)\b|\bwe filed\b|\bi filed\b/i.test(
        sentence,
      );
    for (const m of sentence.matchAll(
      /\b(?:filed|filing date|fil(?:ing|ed) (?:it|them))\b((?:\s+\S+){0,4})/gi,
    )) {
      // The date of the provisional or foreign application it claims is not its own ("a provisional filed 2013-01-20").
      if (OTHER_PAPER_BEFORE.test(sentence.slice(0, m.index))) continue;
      const words = m[1].trim().split(/\s+/);
      for (let i = 0; i < words.length; i++) {
        const d = dateAtStart(words.slice(i).join(' '));
        if (!d) continue;
        // "filed before 2013" is a filing of 2012 or earlier, "filed after 2012" one of 2013 or later.
        const shift = !d.yearOnly
          ? 0
          : /^before$/i.test(words[i - 1] ?? '')
            ? -1
            : /^after$/i.test(words[i - 1] ?? '')
              ? 1
              : 0;
        found.push({ ...d, date: shift ? String(Number(d.date) + shift) : d.date, ours });
        break;
      }
    }
    for (const m of sentence.matchAll(
      /\b((?:19|20)\d\d)(?:[- ]filed)? (?:us |u\.s\. )?(?:application|app)\b/gi,
    ))
      found.push({ date: m[1], yearOnly: true, ours });
  }
  return found.find((f) => f.ours) ?? found[0] ?? null;
}

/** The era of the law a question is under, or null when it names none and gives no filing date. */
export function lawEra(question: string): EraReading | null {
  const d = filingDate(question);
  // Both versions named ("is it AIA or pre-AIA?") ask which applies: a filing date given then decides it.
  const both = PRE_AIA_WORDS.test(question) && AIA_WORDS.test(question.replace(PRE_AIA_WORDS, ' '));
  if (PRE_AIA_WORDS.test(question) && !(both && d && !d.yearOnly))
    return { era: 'pre-AIA', from: 'words', filed: null };
  if (d) {
    const year = AIA_FIRST_INVENTOR_TO_FILE.slice(0, 4);
    if (d.yearOnly)
      return {
        era: d.date < year ? 'pre-AIA' : d.date > year ? 'AIA' : 'either',
        from: 'year',
        filed: d.date,
      };
    return { era: d.date < AIA_FIRST_INVENTOR_TO_FILE ? 'pre-AIA' : 'AIA', from: 'date', filed: d.date };
  }
  if (AIA_WORDS.test(question)) return { era: 'AIA', from: 'words', filed: null };
  return null;
}

/** A question read with the law it is under: ' (pre-AIA)' added to one under the old law that does not say so. */
export function eraWords(question: string): string {
  return lawEra(question)?.era === 'pre-AIA' && !/\bpre-?\s?aia\b/i.test(question)
    ? `${question} (pre-AIA)`
    : question;
}
