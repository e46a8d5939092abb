import { z } from 'zod';
import type { AnswerSource, PatentDetail } from '@patent-hub/contracts';
import { checkClaimSet } from '../drafting/claim-checker.js';
import type { PriorArtCandidate } from '../engine/types.js';
import { amountsDated, isRemedy, lawSource, operativeSentences } from '../legal/legal-answer.js';
import { feeLead } from '../legal/fee-lead.js';
import { citationLabel, practitionerOrder, type LegalKnowledgeBase } from '../legal/legal-kb.js';
import type { Assistant } from './assistant.js';
import { candidateSource } from './assistant.js';
import { eventDeadlineFor } from './deadline-adapter.js';
import { patentSource, patentStatus } from './patent-answer.js';
import { patentNumbersIn } from './question.js';

/** What a tool hands back: the JSON the model reads, and the sources an answer citing it may list. */
export interface ToolResult {
  content: string;
  sources: AnswerSource[];
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const patentNumber = z
  .string()
  .min(1)
  .transform((s, ctx) => {
    const n = patentNumbersIn(/^\s*us/i.test(s) ? s : `US${s.trim()}`)[0];
    if (!n) ctx.addIssue({ code: 'custom', message: 'a US patent number such as US10000000' });
    return n ?? '';
  });

const ARGS = {
  search_patents: z.object({
    query: z.string().min(1).max(2000).optional(),
    patent: patentNumber.optional(),
  }),
  get_patent: z.object({ number: patentNumber, claim: z.number().int().min(1).max(500).optional() }),
  legal_lookup: z.object({ query: z.string().min(2).max(2000) }),
  compute_deadline: z.object({ event: z.string().min(2).max(300), date: isoDate }),
  check_claims: z.object({ claims: z.array(z.string().min(1).max(20_000)).min(1).max(200) }),
};
export type ToolName = keyof typeof ARGS;

/** The tools as the chat completions API takes them (JSON Schema of each argument object). */
export const TOOL_DEFINITIONS = [
  {
    name: 'search_patents',
    description:
      'Search the patent corpus. With `patent`: prior art for that patent above the relevance floor (published before ' +
      'its effective filing date, 35 U.S.C. 102(a)(1); or US patents and applications filed in the US before it and ' +
      'published after, as of their US filing date, 102(a)(2) or pre-AIA 102(e), unless by the same ' +
      'inventors). With `query`: patents about a topic. Returns patent numbers, titles, dates.',
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'the technology, in words' },
        patent: { type: 'string', description: 'a US patent number, e.g. US10000000' },
      },
    },
  },
  {
    name: 'get_patent',
    description:
      "A patent's record: title, assignee, inventors, status, filing/grant/effective filing dates, expiry with its " +
      'basis, claims (all, or the one asked for) and cited documents.',
    parameters: {
      type: 'object',
      properties: {
        number: { type: 'string', description: 'a US patent number, e.g. US10000000' },
        claim: { type: 'integer', description: 'one claim number, optional' },
      },
      required: ['number'],
    },
  },
  {
    name: 'legal_lookup',
    description:
      'Search 35 U.S.C., 37 CFR, the MPEP and the fee schedule. Returns up to three sections with citation, revision, ' +
      'link and the operative sentences. Name a section ("37 CFR 1.78") to get it.',
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', description: 'the legal question or a section citation' } },
      required: ['query'],
    },
  },
  {
    name: 'compute_deadline',
    description:
      'Compute a statutory deadline from an event and its date (e.g. event "provisional application filed", ' +
      'date 2026-03-02). Returns the due date and the section it rests on.',
    parameters: {
      type: 'object',
      properties: {
        event: {
          type: 'string',
          description:
            'what happened or is asked: provisional filed, file the PCT claiming the provisional (12 months), PCT filed (national stage), foreign filing …',
        },
        date: { type: 'string', description: 'YYYY-MM-DD' },
      },
      required: ['event', 'date'],
    },
  },
  {
    name: 'check_claims',
    description:
      'Check a claim set for drafting issues (antecedent basis, dependencies, indefinite terms …) and count claims.',
    parameters: {
      type: 'object',
      properties: {
        claims: { type: 'array', items: { type: 'string' }, description: 'one string per claim' },
      },
      required: ['claims'],
    },
  },
].map((f) => ({ type: 'function' as const, function: f }));

const MAX_CLAIMS_SENT = 12;

/** Runs the assistant's tools; every error (bad arguments, an outage, an unknown patent) is a result the model reads. */
export class AssistantTools {
  constructor(
    private readonly kb: LegalKnowledgeBase,
    private readonly assistant: Assistant,
  ) {}

  async run(name: string, rawArgs: string): Promise<ToolResult> {
    if (!(name in ARGS)) return failure(`unknown tool "${name}"`);
    let json: unknown;
    try {
      json = rawArgs.trim() ? JSON.parse(rawArgs) : {};
    } catch {
      return failure(`the arguments of ${name} are not valid JSON`);
    }
    const parsed = ARGS[name as ToolName].safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return failure(`${name}: ${issue?.path.join('.') || 'arguments'}: ${issue?.message}`);
    }
    try {
      switch (name as ToolName) {
        case 'search_patents':
          return await this.searchPatents(parsed.data as z.infer<typeof ARGS.search_patents>);
        case 'get_patent':
          return await this.getPatent(parsed.data as z.infer<typeof ARGS.get_patent>);
        case 'legal_lookup':
          return this.legalLookup((parsed.data as z.infer<typeof ARGS.legal_lookup>).query);
        case 'compute_deadline':
          return this.computeDeadline(parsed.data as z.infer<typeof ARGS.compute_deadline>);
        case 'check_claims':
          return this.checkClaims((parsed.data as z.infer<typeof ARGS.check_claims>).claims);
      }
    } catch (err) {
      return failure(`${name} failed: ${err instanceof Error ? err.message : 'unknown error'}`);
    }
    return failure(`unknown tool "${name}"`);
  }

  private async searchPatents(a: { query?: string; patent?: string }): Promise<ToolResult> {
    const list = (c: PriorArtCandidate[]) =>
      c.map((x) => ({ patent: `US${x.patentNumber}`, title: x.title, date: x.date, relevance: x.score }));
    if (a.patent) {
      const record = await this.assistant.detail(a.patent);
      if (!record) return failure(`US${a.patent} is not in the patent corpus`);
      const found = await this.assistant.priorArtOf(record);
      if (!found) return failure('the patent search did not answer; no prior-art result');
      return {
        content: JSON.stringify({
          for: `US${record.patent_number}`,
          published_before: found.cutoff,
          cutoff_basis: found.basis,
          relevance:
            'term coverage of the charted claim’s elements (floor 0.2), not a match: see elements_disclosed',
          ...(found.shown.length ? {} : { none: found.none }),
          results: found.shown.map((x) => ({
            ...list([x])[0],
            claim: x.claim,
            elements_disclosed: `${x.disclosed} of ${x.elements}`,
          })),
        }),
        sources: found.shown.map(candidateSource),
      };
    }
    if (!a.query) return failure('search_patents: query: give a topic or a patent');
    const found = await this.assistant.aboutTopic(a.query);
    if (!found) return failure('the patent search did not answer; no result');
    return {
      content: JSON.stringify({ topic: a.query, results: list(found) }),
      sources: found.map(candidateSource),
    };
  }

  private async getPatent(a: { number: string; claim?: number }): Promise<ToolResult> {
    const p = await this.assistant.detail(a.number);
    if (!p) return failure(`US${a.number} is not in the patent corpus`);
    return { content: JSON.stringify(patentFacts(p, a.claim)), sources: [patentSource(p)] };
  }

  private legalLookup(query: string): ToolResult {
    // A fee asked: the fee schedule's amounts come first, and no remedy's amount is offered as a fee (35 U.S.C. 289).
    const fee = feeLead(this.kb, query);
    const hits = practitionerOrder(this.kb.search(query, 3).filter((h) => !fee || !isRemedy(h)));
    if (!hits.length && !fee) return failure('no section of the legal texts matches');
    const cited = hits.map(lawSource);
    const fees = fee?.sources ?? [];
    return {
      content: JSON.stringify({
        note: 'Snapshots of 35 U.S.C. (~2022), 37 CFR (late 2013), MPEP (2014, R-07.2022): may be out of date.',
        ...(fee ? { fee_schedule: fee.text.trim() } : {}),
        sections: hits.map((h) => {
          const text = operativeSentences(this.kb.withNext(h.passage), query, 3).join(' ');
          // Fee amounts are the 2013 schedule's: the date travels with them so the model can state it.
          const amounts = amountsDated(h, text);
          return {
            cite: lawSource(h).label,
            title: h.section.title,
            revision: h.section.revision,
            url: h.section.url,
            text,
            ...(amounts ? { amounts } : {}),
          };
        }),
      }),
      sources: [...fees, ...cited.filter((c) => !fees.some((f) => f.label === c.label))],
    };
  }

  private computeDeadline(a: { event: string; date: string }): ToolResult {
    const d = eventDeadlineFor(a.event, a.date, this.assistant.today());
    if (!d) return failure(`no deadline rule known for "${a.event}"`);
    const s = this.kb.get(d.rule.cite.source, d.rule.cite.section);
    const label = citationLabel(
      { source: d.rule.cite.source, section: d.rule.cite.section },
      d.rule.cite.pinpoint,
    );
    return {
      content: JSON.stringify({
        due: d.due,
        period_ends: d.date,
        from: d.from,
        what: d.rule.label,
        basis: d.rule.basis,
        cite: label,
        note: d.moved ?? null,
        // What the event asks beyond the date (the advisory action, the last day with extensions) comes first.
        then: [...(d.asked ? [d.asked] : []), ...(d.notes ?? [])],
        passed: d.passed ?? null,
        // The three maintenance-fee windows from a grant date (each last day moved by 35 U.S.C. 21(b)).
        ...(d.schedule ? { schedule: d.schedule } : {}),
        // The further period, and what is lost once it has ended too (a provisional's benefit).
        restoration: d.restoration
          ? {
              due: d.restoration.due,
              passed: d.restoration.passed,
              how: d.restoration.how.basis,
              ...(d.restoration.how.lost ? { after: d.restoration.how.lost } : {}),
            }
          : null,
      }),
      sources: [
        {
          kind: 'law',
          label,
          title: s?.title ?? '',
          revision: s?.revision ?? null,
          date: null,
          url: s?.url ?? null,
        },
      ],
    };
  }

  private checkClaims(claims: string[]): ToolResult {
    const { findings, counts } = checkClaimSet(claims);
    return {
      content: JSON.stringify({
        counts,
        findings: findings.map((f) => ({ claim: f.claim, severity: f.severity, message: f.message })),
      }),
      sources: [],
    };
  }
}

function failure(message: string): ToolResult {
  return { content: JSON.stringify({ error: message }), sources: [] };
}

/** The record as get_patent returns it: what a question about the patent needs, each date with its basis. */
export function patentFacts(p: PatentDetail, claim?: number) {
  const claims = claim ? p.claims.filter((c) => c.number === claim) : p.claims.slice(0, MAX_CLAIMS_SENT);
  return {
    patent: `US${p.patent_number}`,
    title: p.patent_title,
    assignee: p.assignee_organization ?? null,
    inventors: p.inventor_names,
    status: patentStatus(p),
    filed: p.app_filing_date ?? null,
    granted: p.grant_date ?? p.patent_date ?? null,
    effective_filing_date: p.dates?.effective_filing_date
      ? { date: p.dates.effective_filing_date.date, basis: p.dates.effective_filing_date.basis }
      : 'not assessed',
    expiry: p.dates?.expiry
      ? { date: p.dates.expiry.date, exact: p.dates.expiry.exact, basis: p.dates.expiry.basis }
      : 'not assessed',
    claim_count: p.claims.length,
    claims: claims.map((c) => ({ number: c.number, depends_on: c.dependsOn, text: c.text })),
    ...(claim && !claims.length ? { missing_claim: `there is no claim ${claim}` } : {}),
    cites: p.citations
      .slice(0, 10)
      .map((c) => `${c.country === 'US' ? 'US' : `${c.country ?? ''} `}${c.document_number}`),
    url: p.google_patents_url || null,
  };
}
