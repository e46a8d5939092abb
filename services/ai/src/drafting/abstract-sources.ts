import { DISCLAIMER, KNOWN_ART, TURN } from '../engine/description-sections.js';

/**
 * Description sentences that say what others made or what the inventors measured, not what the invention is (issue
 * 24 review): a section opening on known art ("Conventionally, …", "It is known …") until the description turns to its
 * own embodiment, and the report of tests or examples ("The samples were tested …", "Table 2 shows …").
 */
export type Source = 'known art' | 'test report';

/**
 * A heading run into its sentence: "DETAILED DESCRIPTION In the following …", "EXAMPLES One embodiment …",
 * "COMPARATIVE EXAMPLE 3 The first to fourth processes …" (numbered).
 */
const HEADING = /^(?:[A-Z]{2,}[A-Z\s,-]*(?:\s+\d+[A-Z]?)?\s+)+(?=[A-Z][a-z]|A\s)/;
/** A heading of two words or more inside a sentence, a table or a list having run into it. */
const RUN_IN_HEADING = /.\b[A-Z]{3,}(?:\s+[A-Z]{3,})+\s+(?=[A-Z][a-z])/;
/** A section of examples or tests: everything in it reports them. */
const TEST_SECTION =
  /^(?:(?:WORKING|COMPARATIVE|SPECIFIC)\s+)?(?:EXAMPLES?|EXPERIMENTS?|EXPERIMENTAL|TESTS?|TEST RESULTS|RESULTS)\b/;
/** A sentence reporting a test or an example, wherever it stands. */
const TEST_REPORT = [
  /\b(?:Tables?|Examples?|Comparative Examples?|Samples?|Specimens?|Runs?|Trials?)\s+(?:No\.?\s*)?(?:\d+|[IVX]+|[A-Z])\b/,
  /\b(?:samples?|specimens?|replicates?|test pieces?)\b[^.]*\b(?:was|were)\b/i,
  // A description says what the invention is in the present tense; "was heated", "were put" report a run.
  /\b(?:was|were)\s+(?:(?:then|again|subsequently|\w+ly)\s+){0,2}(?:\w+ed|made|put|kept|taken|cut|held|run|done|left|spun|ground)\b/i,
  /\b(?:ASTM|JIS|DIN)\s*[A-Z]?\s*\d|\btest\s+(?:samples?|specimens?|surfaces?|results?|methods?|conditions?|data|pieces?|panels?)\b/i,
  /\bresults?\s+(?:show|showed|indicate|indicated|demonstrate|demonstrated)\b/i,
  // What a run gave: "The film had a single phase", "The coating was the least effective".
  /\b(?:had|showed|exhibited|yielded|gave)\s+(?:an?|the|no|\d)|\b(?:was|were)\s+(?:the\s+)?(?:least|most|best|worst|highest|lowest)\b/i,
];
/** A sentence that names known art wherever it stands: "The conventional underside …", "… known in the art". */
const KNOWN_ART_ANYWHERE =
  /\b(?:are|is)\s+(?:already\s+|well\s+|generally\s+|commonly\s+)?known(?=\s*[,.]|\s+in\b|\s+from\b)|\b(?:conventional(?:ly)?|traditional(?:ly)?|heretofore|(?:well\s+)?known\s+(?:well\s+)?in\s+the\s+art|(?:prior|related)\s+art|it\s+is\s+(?:well[- ]|commonly\s+|generally\s+)?known)\b/i;

export const reportsTest = (sentence: string) => TEST_REPORT.some((re) => re.test(sentence));

/**
 * A sentence stating a measured result, past or present (issue 24 review): "The dielectric loss was several tens
 * percent.", "the value dropped to 1 %", "The results obtained … are particularly exact.", "The loss is measured to be
 * 3 %". An abstract describes the invention; such a sentence is taken only when no other can fill it.
 */
const RESULT = [
  /\b(?:was|were)\s+(?:(?:only|about|approximately|around|nearly|almost|roughly|just|still|then)\s+)*(?:\d|several|a\s+few|less\s+than|more\s+than|greater\s+than|at\s+(?:least|most)|(?:in|on)\s+the\s+order)/i,
  /\b(?:dropped|rose|fell|declined|decreased|increased|reached|improved|deteriorated|doubled|halved|amounted)\s+(?:to|by|from|about|approximately)?\s*(?:about\s+|approximately\s+)?\d/i,
  /\bresults?\s+(?:obtained|achieved|measured|observed)\b|\bthe\s+(?:measured|observed|obtained)\s+(?:values?|results?|data)\b/i,
  /\b(?:is|are|was|were)\s+(?:measured|found|observed|determined|calculated|evaluated)\s+(?:to\s+be|as|at)\s+(?:about\s+|approximately\s+)?\d/i,
];
export const reportsResult = (sentence: string) => RESULT.some((re) => re.test(sentence));

/** How many sentences of a section count as its opening: a known-art word later is a remark, not the opening. */
const OPENING = 3;

/** For each sentence, whether it is known art or a test report (null: it may say what the invention is). */
export function sourcesOf(sentences: readonly string[]): Array<Source | null> {
  const out: Array<Source | null> = sentences.map((s) =>
    reportsTest(s) ? 'test report' : KNOWN_ART_ANYWHERE.test(s) && !DISCLAIMER.test(s) ? 'known art' : null,
  );
  // A section starts at a heading opening a sentence, or after one a table ran into ("… 50 example 3 INDUSTRIAL
  // APPLICABILITY The gelatinizer of the present invention …"): the examples end there.
  const starts = [
    0,
    ...sentences.flatMap((s, i) =>
      HEADING.test(s)
        ? i > 0
          ? [i]
          : []
        : i + 1 < sentences.length && RUN_IN_HEADING.test(s)
          ? [i + 1]
          : [],
    ),
  ].filter((x, k, all) => all.indexOf(x) === k);
  starts.forEach((start, n) => {
    const end = starts[n + 1] ?? sentences.length;
    const heading = HEADING.exec(sentences[start])?.[0] ?? '';
    if (TEST_SECTION.test(heading)) {
      out.fill('test report', start, end);
      return;
    }
    const opening = sentences
      .slice(start, end)
      .map((s, k) => ({ s: s.slice(k === 0 ? heading.length : 0), i: start + k }))
      .filter(({ s }) => !DISCLAIMER.test(s))
      .slice(0, OPENING);
    const from = opening.find(({ s }) => KNOWN_ART.test(s))?.i;
    if (from === undefined) return;
    // Known art until the description turns to its own; with no turn in the section, only the marked sentences go.
    const turn = sentences.slice(from, end).findIndex((s) => TURN.test(s));
    if (turn > 0) out.fill('known art', from, from + turn);
  });
  return out;
}

/** Whether the description names a phrase only in known art or test reports ("a sample" of a tape's tests). */
export function namedOnlyThere(
  sentences: readonly string[],
  source: ReadonlyArray<Source | null>,
  phrase: string,
): boolean {
  const re = new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
  const naming = sentences.flatMap((s, i) => (re.test(s) ? [i] : []));
  return naming.length > 0 && naming.every((i) => source[i] !== null);
}
