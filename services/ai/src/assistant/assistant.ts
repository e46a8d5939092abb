import {
  AIA_FIRST_INVENTOR_TO_FILE,
  googlePatentsUrl,
  ErrorCode,
  RpcError,
  type AiEngine,
  type AnswerSource,
  type DeadlineBasis,
  type PatentDetail,
} from '@patent-hub/contracts';
import { tokenize } from '@patent-hub/text';
import { contextPatentNumber, GENERIC_CONTEXT } from '../chat/chat-grounding.js';
import { searchPriorArt } from '../analysis/prior-art.retriever.js';
import { kbSection102Revisions } from '../legal/section-102.js';
import type { Embedder } from '../engine/embeddings.js';
import { RELEVANCE_FLOOR } from '../engine/prior-art-chart.js';
import type { PriorArtCandidate } from '../engine/types.js';
import { claimCheckAnswer, readClaims } from './claim-answer.js';
import { claimCompareAnswer } from './claim-compare-answer.js';
import { deadlineFor, followUpDeadlineFor, followUpText } from './deadline-adapter.js';
import { citeKb } from '../legal/deadlines.js';
import { legalAnswer, legalEvidence, lawSource } from '../legal/legal-answer.js';
import { LEGAL_TEXTS_MISSING, type LegalKnowledgeBase } from '../legal/legal-kb.js';
import { topicOf } from '../legal/topics.js';
import { toPatentForAnalysis, type PatentsPort } from '../patents/patents.gateway.js';
import { citationLines, patentAnswer, patentSource, type PatentRecords } from './patent-answer.js';
import { chartedLine, gist, type ChartedCandidate } from './prior-art-line.js';
import { withKbRevisions } from './law-revisions.js';
import { withReferencesResolved } from './references.js';
import {
  applicationDate,
  asPriorArtAgainst,
  asPriorArtLines,
  barText,
  beyondCard,
  damagesLines,
  lawQuestion,
  PRE_AIA_BAR,
  referencesAsArtLines,
} from './beyond-card.js';
import {
  claimAsked,
  classify,
  comparisonAsked,
  patentInHistory,
  patentNumbersIn,
  patentRefs,
  followedQuestion,
  IT_AS_PRIOR_ART,
  type QuestionKind,
  restated,
  restatesObject,
  type Turn,
  withKindOfConversation,
} from './question.js';

/** A similar patent is shown only above this share of the best score and sharing this share of the topic's words. */
export const RELATIVE_FLOOR = 0.5;
export const TOPIC_OVERLAP_FLOOR = 0.5;
/** A question outside the legal vocabulary is still legal when one section holds this share of its words. */
export const LEGAL_COVERAGE = 0.75;

export interface PreparedAnswer {
  kind: QuestionKind;
  /** The local engine's answer text, sources block included. */
  local: string;
  sources: AnswerSource[];
  /** Patent numbers cited (the chat message's `citations`). */
  citations: string[];
}

const REQUEST_WORDS =
  /\b(find|search|show|list|give|me|prior|art|for|about|on|patents?|documents?|similar|related|to|covering|that|any|anything|like|earlier|this|the|please|can|you|i|need|want)\b/gi;

/** The topic of a search request, without its request words ("find prior art for a magnetic napkin holder"). */
export function searchTopic(question: string): string {
  return question.replace(REQUEST_WORDS, ' ').replace(/[?.!]/g, ' ').replace(/\s+/g, ' ').trim();
}

function capabilities(engine: AiEngine): string {
  const local = engine.provider === 'local';
  return [
    local
      ? 'I am the local engine (no language model): I answer from the patent-law texts and the patent corpus only. I can:'
      : 'I answer from the patent-law texts and the patent corpus. I can:',
    '- answer a question on US patent law or procedure by quoting 35 U.S.C., 37 CFR or the MPEP with the section and its revision, and compute a deadline from a date you give (e.g. "I filed my provisional on 2026-03-02: when is the non-provisional due?");',
    '- tell you about a patent in the corpus: its claims ("What does claim 1 of US10000000 cover?"), assignee, inventors, status, effective filing date and expiry;',
    '- find prior art or patents about a topic ("find prior art for US10000000", "patents about magnetic napkin holders");',
    '- check claims you paste for errors of form (antecedent basis, dependencies, indefinite words), e.g. "check this claim: 1. A lamp comprising a base and the switch."',
    '- compare a claim you paste with a patent\'s claim, element by element, by wording ("compare my claim with claim 1 of US10000000: A …");',
    '',
    'Ask one of these and I will cite where the answer comes from.',
    '',
  ].join('\n');
}

/** A question with the patents it names said as "the patent", for the law's search ("damages for the patent?"). */
function withoutPatents(question: string): string {
  let out = question;
  for (const r of patentRefs(question).reverse())
    out = `${out.slice(0, r.start)}the patent${out.slice(r.end)}`;
  return out;
}

/** A statute or rule's label without its pinpoint, its version kept: '37 CFR 1.55(a)(1) (pre-AIA)' → '37 CFR 1.55 (pre-AIA)'. */
const sectionKey = (label: string) =>
  /^(?:35 U\.S\.C\.|37 CFR) /.test(label)
    ? label.replace(/(?:\([a-zA-Z0-9]{1,4}\))+(?=(?: \(pre-AIA\))?$)/, '')
    : label;

/**
 * The sources listed once per section and version: a label given twice, or a whole section beside one of its paragraphs
 * (the version a priority answer applied beside the paragraph it quotes), is listed once.
 */
export function distinctSources(list: AnswerSource[]): AnswerSource[] {
  return list.filter(
    (s, i) =>
      list.findIndex((x) => x.label === s.label) === i &&
      !(
        s.kind === 'law' &&
        sectionKey(s.label) === s.label &&
        list.some((x) => x.kind === 'law' && x.label !== s.label && sectionKey(x.label) === s.label)
      ),
  );
}

export function sourcesBlock(sources: AnswerSource[], engine: AiEngine): string {
  const lines = sources.map((s) => {
    const when = s.kind === 'law' ? (s.revision ?? 'revision unknown') : (s.date ?? 'date unknown');
    return `- ${s.label} — ${s.title} — ${when}${s.url ? ` — ${s.url}` : ''}`;
  });
  return `\n**Sources**\n${lines.length ? lines.join('\n') : '- none (nothing was retrieved for this question)'}\n\n*Engine: ${engine.label}*`;
}

/** A question pointing back to the patent the conversation is about ("its", "this patent"). */
const REFERS_BACK = /\b(?:its|(?:this|that|the same) patent)\b/i;
/** A question pointing back with "it" in a way that can only be a patent ("is it prior art against my application?"). */
const refersBack = (question: string) => REFERS_BACK.test(question) || IT_AS_PRIOR_ART.test(question);

/**
 * When the corpus holds nothing before a patent's effective filing date (attorney review 3): said so, and the
 * references of record its grant cites offered instead, the first place an attorney looks for its prior art.
 */
function ofRecordInstead(record: PatentDetail, cutoff: string | null): string {
  return (
    `\nThe corpus holds no document dated before ${cutoff ?? 'that date'}: nothing in it is early enough to be prior ` +
    `art against US${record.patent_number}. Start from its references of record, cited on its grant:\n` +
    `${citationLines(record.citations, 10).join('\n')}\n`
  );
}

/** The longest basis of a cut-off said in the first sentence of a prior-art answer; longer ones are cut at a word. */
const BRIEF_BASIS = 120;

/**
 * A cut-off's basis in brief, for the answer's first sentence: its first part (up to a semicolon outside parentheses),
 * without the "effective filing date:" the sentence already says, cut at a word past BRIEF_BASIS characters; `whole`:
 * nothing of the basis was left out.
 */
export function briefBasis(basis: string): { brief: string; whole: boolean } {
  let depth = 0;
  let end = basis.length;
  for (let i = 0; i < basis.length; i++) {
    const c = basis[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      end = i;
      break;
    }
  }
  const first = basis
    .slice(0, end)
    .replace(/^effective filing date:\s*/i, '')
    .trim();
  if (first.length <= BRIEF_BASIS) return { brief: first, whole: end === basis.length };
  return { brief: `${first.slice(0, BRIEF_BASIS).replace(/\s+\S*$/, '')} …`, whole: false };
}

/** A text with its typographic apostrophes (’ ‘ ʼ) written as the plain one. */
const plainApostrophes = (text: string) => text.replace(/[\u2018\u2019\u02BC]/g, "'");

/**
 * The assistant (issue 25): sorts a question by kind, gathers its evidence (the legal knowledge base, a patent's
 * record, a similar-patent search) and writes the local answer from it, ending with its sources and the engine.
 */
export class Assistant {
  constructor(
    private readonly kb: LegalKnowledgeBase,
    private readonly patents: PatentsPort,
    private readonly records: PatentRecords,
    /** The day a deadline is judged against (passed or not); the model's compute_deadline tool uses it too. */
    readonly today: () => string = () => new Date().toISOString().slice(0, 10),
    /** The field test of shown prior art, as the analysis applies it (the process-wide embedder); absent: not tested. */
    private readonly field: Embedder | null = null,
  ) {}

  async prepare(
    question: string,
    history: Turn[],
    context: string | undefined,
    engine: AiEngine,
  ): Promise<PreparedAnswer> {
    // A typographic apostrophe ("What’s", "don’t", as phones and word processors write them) reads as a plain one:
    // the question's readings are written with the plain one (attorney review 3: "What’s the fee …" found no fee).
    question = plainApostrophes(question);
    history = history.map((t) => (t.role === 'user' ? { ...t, content: plainApostrophes(t.content) } : t));
    // "That petition", "how much does it cost?": what the previous answer named stands for the words pointing to it.
    question = withReferencesResolved(question, history) ?? question;
    // A follow-up keeps what the previous question asked, of the subject it names ("and for a design patent?").
    const asked = followedQuestion(question, history);
    const prev = asked ? restated(asked, question) : null;
    const contextPatent = contextPatentNumber(context);
    const named = patentNumbersIn(question)[0] ?? null;
    // "And when are its maintenance fees due?" asks on its own, but "its" is the patent the conversation is about; so is
    // the claim a question names by number only ("And what does claim 2 add?", attorney review).
    const backToPatent = prev || refersBack(question) || claimAsked(question) !== null;
    const patent = named ?? contextPatent ?? (backToPatent ? patentInHistory(history) : null);
    // Claim text in the question is checked as claims, whatever else it names.
    const read = readClaims(question);
    const claims = read?.claims ?? null;
    // A follow-up takes its kind from the question it continues ("and for a design patent?").
    let kind: QuestionKind = claims ? 'claims' : classify(question, patent, patent === named);
    if (prev && kind === 'other') kind = classify(prev, patent, patent === named);
    // Words outside the legal vocabulary, but a section states most of them: a legal question after all.
    if (kind === 'other' && this.kb.coverage(question) >= LEGAL_COVERAGE) kind = 'legal';
    // A question the topic index places, by its recognisers or its content words, is a legal one ("could my
    // grandmother's cookie recipe be patented?").
    if (kind === 'other' && !patent && topicOf(question, undefined, this.kb.router(question))) kind = 'legal';
    const pageContext = context && context !== GENERIC_CONTEXT && !contextPatent ? context : undefined;

    // A question on a named patent that its card cannot answer (damages, prior art): read once.
    const beyond = kind === 'patent' ? beyondCard(question) : null;
    let body: string;
    let sources: AnswerSource[] = [];
    // Claim text set against a named patent's claim ("does claim 1 of US… read on this claim: …"): compared.
    const compare = claims ? comparisonAsked(question) : null;
    if (kind === 'claims' && claims && compare) {
      const record = await this.record(compare.patent, false);
      if (!record)
        body = `US${compare.patent} is not in the patent corpus, so I cannot compare with its claims.\n`;
      else ({ text: body, sources } = claimCompareAnswer(record, compare, claims));
    } else if (kind === 'claims' && claims) {
      ({ text: body, sources } = claimCheckAnswer(claims, this.kb, read?.reading ?? null));
    } else if (kind === 'legal') {
      // A question naming no kind of patent, after one on a design or plant patent, is asked of that kind.
      const own = prev ? question : withKindOfConversation(question, history);
      ({ body, sources } = this.legal(own, history, asked, prev));
    } else if (kind === 'patent' && patent && beyond) {
      // Damages, or which references are 102(e) art: what the engine computes from the record, then the law.
      const record = await this.record(patent, patent === contextPatent && patent !== named);
      // The application the patent is asked about as prior art against, when the question dates it.
      const filed = beyond === 'as-prior-art' ? applicationDate(question) : null;
      const law = this.legal(lawQuestion(withoutPatents(question), record, beyond, filed), [], null, null);
      // An application filed before the AIA: a bar is quoted from the pre-AIA text of 102(b), when loaded.
      const bar = filed && filed < AIA_FIRST_INVENTOR_TO_FILE ? citeKb(this.kb, PRE_AIA_BAR) : null;
      // "…against the claims of my application": the claims named are the user's, not the patent's.
      const card = record
        ? patentAnswer(record, question, null, this.today(), beyond !== 'as-prior-art')
        : null;
      const [head, ...rest] = card ? card.text.split('\n\n') : [];
      const computed = !record
        ? []
        : beyond === 'damages'
          ? damagesLines(record, this.today())
          : beyond === 'as-prior-art'
            ? [...asPriorArtAt(record, filed, bar), ...(/\banticipat/i.test(question) ? [ANTICIPATION] : [])]
            : referencesAsArtLines(record);
      // The computed answer leads, right under the line naming the patent (one paragraph: what the user reads first).
      body = [
        [
          record
            ? head
            : `US${patent} is not in the patent corpus, so I cannot answer from its record; the law:`,
          ...computed,
        ].join('\n'),
        law.body.trimEnd(),
        ...(card ? [`The record's key facts:\n${rest.join('\n\n').trimEnd()}`] : []),
      ]
        .join('\n\n')
        .concat('\n');
      // The pre-AIA 102(b) text quoted under a bar is cited after the law found for the question.
      const quotedBar = bar?.inKb && computed.includes(barText(bar)) ? [basisSource(bar)] : [];
      sources = distinctSources([...(card?.sources.slice(0, 1) ?? []), ...law.sources, ...quotedBar]);
    } else if (kind === 'patent' && patent) {
      const record = await this.record(patent, patent === contextPatent && patent !== named);
      if (!record) {
        body = `US${patent} is not in the patent corpus, so I cannot answer from its record.\n`;
      } else {
        const a = patentAnswer(record, question, claimAsked(question), this.today());
        body = a.text;
        sources = a.sources;
      }
    } else if (kind === 'prior-art') {
      const r = await this.priorArt(
        question,
        patent,
        pageContext,
        patent === contextPatent && patent !== named,
      );
      body = r.text;
      sources = r.sources;
    } else {
      body = capabilities(engine);
    }
    // Every law source carries the revision of the text the legal answers quote (the patent card's too).
    sources = withKbRevisions(this.kb, sources);
    return {
      kind,
      // The engine is named at the end, after the sources; a patent answer opens with "Answering about **US…**".
      local: `${body}${sourcesBlock(sources, engine)}`,
      sources,
      citations: sources.filter((s) => s.kind === 'patent').map((s) => s.label.replace(/^US/, '')),
    };
  }

  /** The answer to a legal question from the texts: a computed deadline first, the sections quoted, their sources. */
  private legal(
    question: string,
    history: Turn[],
    asked: string | null,
    prev: string | null,
  ): { body: string; sources: AnswerSource[] } {
    const today = this.today();
    // The latest earlier question the conversation dated: a follow-up's dates are then a later paper's.
    const earlier = [...history].reverse().find((t) => t.role === 'user' && deadlineFor(t.content))?.content;
    const deadline =
      (earlier ? followUpDeadlineFor(question, earlier, today, !!prev) : deadlineFor(question, today)) ??
      (prev ? deadlineFor(followUpText(prev, question), today) : null);
    // "and for a final rejection?" after "How long do I have to respond to a non-final office action?" is asked as
    // the question it restates, so that its aspect (the period) leads; other follow-ups are read with their focus.
    const anew = !!asked && !!prev && restatesObject(asked, question);
    const e = legalEvidence(this.kb, anew ? prev : question, {
      focus: anew ? undefined : (prev ?? undefined),
      deadline,
      today,
    });
    const body = (this.kb.loaded ? '' : LEGAL_TEXTS_MISSING) + [...legalAnswer(e)].join('');
    // A fee answer cites the fee paragraphs its amounts come from first.
    const cited = e.hits.map(lawSource);
    const fees = e.fee?.sources ?? [];
    // A priority answer also cites the version of the rule it applied and the fee paragraphs of a late claim.
    const more = (e.priority?.sources ?? []).filter((p) => !cited.some((c) => c.label === p.label));
    // A deadline's basis leads its sources; the fee paragraphs of its extension follow.
    const sources = distinctSources(
      deadline
        ? [...cited, ...fees, ...more]
        : [...fees, ...cited.filter((c) => !fees.some((f) => f.label === c.label)), ...more],
    );
    return { body, sources };
  }

  /** A patent's record; one the chat context names but the corpus lacks is a validation error of `context`. */
  private async record(number: string, fromContext: boolean): Promise<PatentDetail | null> {
    const r = await this.records.detail(number);
    if (!r && fromContext)
      throw new RpcError(ErrorCode.VALIDATION, `context: patent US${number} is not in the corpus`);
    return r;
  }

  private async priorArt(
    question: string,
    patent: string | null,
    pageContext: string | undefined,
    fromContext: boolean,
  ): Promise<{ text: string; sources: AnswerSource[] }> {
    if (patent) {
      const record = await this.record(patent, fromContext);
      if (!record)
        return {
          text: `US${patent} is not in the patent corpus, so I cannot search prior art for it.\n`,
          sources: [],
        };
      const found = await this.priorArtOf(record);
      if (!found) return SEARCH_UNAVAILABLE;
      // Effective filing dates before 2013-03-16 are judged under pre-AIA 35 U.S.C. 102 (AIA_FIRST_INVENTOR_TO_FILE).
      const preAia = !!found.cutoff && found.cutoff < AIA_FIRST_INVENTOR_TO_FILE;
      // The finding first, in one sentence: what was searched, the cut-off and its basis in brief (attorney review 4:
      // the answer opened with a 1,500-character sentence); the candidates next, then how the search was run.
      const n = found.shown.length;
      const finding = n
        ? `${n} corpus patent${n > 1 ? 's' : ''} above the relevance floor`
        : 'none above the relevance floor';
      const { brief, whole } = briefBasis(found.basis);
      const title = `Prior-art candidates for **US${record.patent_number}** — ${record.patent_title}`;
      const head = found.cutoff
        ? `${title}: ${finding}, among corpus patents published before its effective filing date ${found.cutoff} (${brief}).\n\n`
        : `${title}: none searched: ${found.basis}.\n\n`;
      const how = found.cutoff
        ? `\nHow it was searched: ${preAia ? 'pre-AIA 35 U.S.C. 102(a) and (b), the date of invention not being known' : 'prior art under 35 U.S.C. 102(a)(1)'}; ` +
          `each candidate shown covers at least ${Math.round(RELEVANCE_FLOOR * 100)} % of a claim's elements; ` +
          `earlier-filed US patents and applications published after that date are searched too, prior art as of their US ` +
          `filing date under ${preAia ? 'pre-AIA 102(e)' : '102(a)(2)'}, unless they are by the same inventors or of its continuity.` +
          `${whole ? '' : ` The cut-off in full: ${found.basis}.`}\n`
        : '';
      return {
        text:
          head +
          (n
            ? found.shown.map(chartedLine).join('\n').concat('\n')
            : `${found.none}\n${found.nothingThatEarly ? ofRecordInstead(record, found.cutoff) : ''}`) +
          how,
        sources: [patentSource(record), ...found.shown.map(candidateSource)],
      };
    }
    const topic = searchTopic(question) || pageContext || '';
    if (!tokenize(topic).length)
      return {
        text: 'Name the technology or a patent number to search for (e.g. "prior art for US10000000").\n',
        sources: [],
      };
    const kept = await this.aboutTopic(topic);
    if (!kept) return SEARCH_UNAVAILABLE;
    const head = `Corpus patents about “${topic}”, most relevant first:\n\n`;
    return {
      text:
        head +
        listPatents(
          kept,
          'No patent in the corpus matches this closely enough to show (each must share at least half of its words).',
        ),
      sources: kept.map(candidateSource),
    };
  }

  /**
   * Prior art for a patent as the analysis finds it (issue 23): corpus patents dated strictly before its effective
   * filing date, charted against its independent claims and kept above the relevance floor (score = the coverage).
   * Null when the patents service does not answer (an outage is not "no prior art").
   */
  async priorArtOf(record: PatentDetail): Promise<{
    shown: ChartedCandidate[];
    cutoff: string | null;
    basis: string;
    none: string;
    /** The corpus holds no document dated before the cut-off at all (its count, not the message's wording). */
    nothingThatEarly: boolean;
  } | null> {
    try {
      const f = await searchPriorArt(this.patents, toPatentForAnalysis(record), {
        limit: 5,
        revisions: kbSection102Revisions(this.kb),
        field: this.field,
      });
      return {
        shown: f.shown.map((r) => ({
          ...r.candidate,
          score: r.relevance,
          claim: r.bestClaim,
          ...(r.basis ? { basis: r.basis.text } : {}),
          disclosed: r.disclosed,
          elements: r.elements,
        })),
        cutoff: f.search.cutoff,
        basis: f.search.cutoffBasis,
        // Nothing above the floor: how many documents predating the cut-off were searched ("No relevant prior art
        // found among N documents dated before …"), never an unexplained "none".
        none:
          f.search.message ??
          `No relevant prior art found among the ${f.search.candidates} closest documents dated before ${f.search.cutoff ?? 'the cut-off'}.`,
        nothingThatEarly: f.search.consideredDocuments === 0,
      };
    } catch {
      return null;
    }
  }

  /** Corpus patents about a topic: above half the best score and sharing half the topic's words; null on outage. */
  async aboutTopic(topic: string): Promise<PriorArtCandidate[] | null> {
    let found: PriorArtCandidate[];
    try {
      found = await this.patents.similar({ text: topic, limit: 8, timeoutMs: 5_000 });
    } catch {
      return null;
    }
    const words = tokenize(topic);
    return found.filter((f) => {
      const own = new Set(tokenize(`${f.title}\n${f.abstract}`));
      const share = words.filter((w) => own.has(w)).length / Math.max(1, words.length);
      return f.score >= (found[0]?.score ?? 0) * RELATIVE_FLOOR && share >= TOPIC_OVERLAP_FLOOR;
    });
  }

  /** A patent's record from the corpus, or null. */
  detail(number: string): Promise<PatentDetail | null> {
    return this.records.detail(number);
  }
}

/** A patent as prior art: against the application's date the question gives, else the dates it would count from. */
const asPriorArtAt = (record: PatentDetail, filed: string | null, bar: DeadlineBasis | null) =>
  filed ? asPriorArtAgainst(record, filed, bar) : asPriorArtLines(record);

/** A rule quoted from the texts as an answer source. */
const basisSource = (b: DeadlineBasis): AnswerSource => ({
  kind: 'law',
  label: b.label,
  title: b.title,
  revision: b.revision,
  date: null,
  url: b.url,
});

/** What a date alone cannot tell of anticipation (asked "Would US… anticipate a claim of my application?"). */
const ANTICIPATION =
  'Anticipation needs more than the dates: every element of the claim disclosed in this one reference, arranged as ' +
  'in the claim (MPEP 2131) — not assessed here; an analysis or a claim comparison charts the claim against it.';

const SEARCH_UNAVAILABLE = {
  text: 'The patent search did not answer, so I cannot list prior art now: try again in a moment.\n',
  sources: [],
};

export function candidateSource(c: PriorArtCandidate): AnswerSource {
  return {
    kind: 'patent',
    label: `US${c.patentNumber}`,
    title: c.title,
    revision: null,
    date: c.date,
    url: googlePatentsUrl(c.patentNumber),
  };
}

function listPatents(list: PriorArtCandidate[], none: string): string {
  if (!list.length) return `${none}\n`;
  return list
    .map(
      (c) =>
        `- **US${c.patentNumber}** — ${c.title} (${c.date ?? 'date unknown'}; relevance ${c.score.toFixed(2)}): ${gist(c)}`,
    )
    .join('\n')
    .concat('\n');
}

/** One answer being written: its pieces, and its sources and cited patents once the pieces have ended. */
export interface AnswerRun {
  pieces: AsyncIterable<string>;
  outcome: { sources: AnswerSource[]; citations: string[] };
}

/** What answers the chat and the stream: the local engine, or a language model with tools (llm-assistant.ts). */
export interface Answerer {
  readonly engine: AiEngine;
  start(question: string, history: Turn[], context: string | undefined, signal?: AbortSignal): AnswerRun;
}

/** The local engine's answers: the prepared text, line by line. */
export class LocalAnswerer implements Answerer {
  constructor(
    private readonly assistant: Assistant,
    readonly engine: AiEngine,
  ) {}

  start(question: string, history: Turn[], context: string | undefined, signal?: AbortSignal): AnswerRun {
    const outcome: AnswerRun['outcome'] = { sources: [], citations: [] };
    const assistant = this.assistant;
    const engine = this.engine;
    async function* pieces() {
      const prepared = await assistant.prepare(question, history, context, engine);
      outcome.sources = prepared.sources;
      outcome.citations = prepared.citations;
      for (const piece of prepared.local.split(/(?<=\n)/)) {
        if (signal?.aborted) return;
        yield piece;
      }
    }
    return { pieces: pieces(), outcome };
  }
}
