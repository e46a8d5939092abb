import OpenAI from 'openai';
import { z } from 'zod';
import { ErrorCode, RpcError, type AiEngine } from '@patent-hub/contracts';
import type { AnalysisDraft } from '../engine/local-analysis.js';
import type { PatentForAnalysis } from '../engine/types.js';
import type { AiProvider, AnswerInput } from './ai-provider.js';
import { strictJsonSchema } from './structured-output.js';
import { writeNarrative } from '../analysis/analysis-narrative.js';

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

const SYSTEM =
  'You are a patent analyst assistant. Be precise and concise. Cite patents as US followed by the number. You are not a lawyer; say so when giving advice.';
const abstractSchema = z.object({ abstract: z.string() });
const claimsSchema = z.object({ claims: z.array(z.string()) });

/**
 * Any OpenAI-compatible endpoint. The client retries 429/5xx/timeouts with exponential backoff (honouring
 * Retry-After) up to maxRetries and aborts each attempt at timeoutMs; answers are validated by zod.
 */
export class OpenAiProvider implements AiProvider {
  readonly engine: AiEngine;
  readonly client: OpenAI;

  constructor(private readonly opts: OpenAiOptions) {
    this.client = new OpenAI({
      apiKey: opts.apiKey,
      baseURL: opts.baseURL,
      timeout: opts.timeoutMs,
      maxRetries: opts.maxRetries,
    });
    this.engine = { provider: 'openai', model: opts.model, label: `OpenAI-compatible model ${opts.model}` };
  }

  async structured<S extends z.ZodType>(
    name: string,
    schema: S,
    prompt: string,
    signal?: AbortSignal,
  ): Promise<z.infer<S>> {
    let res;
    try {
      res = await this.client.chat.completions.create(
        {
          model: this.opts.model,
          messages: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: prompt },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name, strict: true, schema: strictJsonSchema(schema) },
          },
        },
        { signal },
      );
    } catch (err) {
      throw toRpcError(err);
    }
    const content = res.choices[0]?.message?.content ?? '';
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new RpcError(ErrorCode.UNPROCESSABLE, `The model returned no valid JSON for ${name}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      throw new RpcError(
        ErrorCode.UNPROCESSABLE,
        `The model's ${name} did not match the schema: ${where}${issue?.message}`,
      );
    }
    return parsed.data;
  }

  /** The summary, differences and recommendations, written from the evidence (analysis/analysis-narrative.ts). */
  async writeAnalysis(
    patent: PatentForAnalysis,
    draft: AnalysisDraft,
    signal?: AbortSignal,
  ): Promise<AnalysisDraft> {
    return writeNarrative(this, patent, draft, signal);
  }

  async *answer(input: AnswerInput, signal?: AbortSignal): AsyncIterable<string> {
    const focus = input.focus
      ? `\nThe user is asking about US${input.focus} (the first patent above): answer about it and cite it.`
      : '';
    const sources = input.sources
      .map(
        (s) =>
          `US${s.patentNumber} — ${s.title}${s.date ? ` (${s.date.slice(0, 4)})` : ''}: ${s.abstract.slice(0, 600)}`,
      )
      .join('\n');
    let stream;
    try {
      stream = await this.client.chat.completions.create(
        {
          model: this.opts.model,
          stream: true,
          messages: [
            {
              role: 'system',
              content: `${SYSTEM}\nGround your answer in these patents from the corpus and cite them by number:\n${sources || '(none found)'}${focus}`,
            },
            ...input.history.slice(-10),
            { role: 'user', content: input.question },
          ],
        },
        { signal },
      );
    } catch (err) {
      throw toRpcError(err);
    }
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield text;
    }
  }

  async abstract(title: string, description: string): Promise<string> {
    const r = await this.structured(
      'patent_abstract',
      abstractSchema,
      `Write a patent abstract for the invention titled "${title}": one paragraph of complete sentences, at most 150 words, saying what the invention is and how it works; no "said" or "means", no statements of merit or comparison with the prior art, and do not start with "The present invention relates to".\nDescription:\n${description.slice(0, 30_000)}`,
    );
    return r.abstract;
  }

  async claims(description: string, existingClaims: string[], title = ''): Promise<string[]> {
    const r = await this.structured(
      'patent_claims',
      claimsSchema,
      `Write US patent claims in proper form for the invention${title ? ` titled "${title}"` : ''}. Claim 1 is an apparatus or system claim reciting the description's own components and how they connect; add a method claim whose elements are steps (gerunds) and, if the invention is software, a non-transitory computer-readable medium claim; then dependent claims ("The X of claim N, wherein ...") for secondary features, each referring to one earlier claim of the same category. Introduce every element with "a" or "an" before referring to it with "the". Use only components named in the description. No "preferably", "such as", "for example", trademarks or "as described in the specification". One string per claim, without its number.\nExisting claims to keep and extend:\n${existingClaims.join('\n') || '(none)'}\nDescription:\n${description.slice(0, 30_000)}`,
    );
    return r.claims;
  }
}

export function toRpcError(err: unknown): RpcError {
  if (err instanceof RpcError) return err;
  if (err instanceof OpenAI.APIConnectionTimeoutError)
    return new RpcError(ErrorCode.TIMEOUT, 'The AI provider did not answer in time');
  if (err instanceof OpenAI.RateLimitError)
    return new RpcError(ErrorCode.RATE_LIMITED, 'The AI provider is rate limiting requests');
  if (err instanceof OpenAI.APIUserAbortError)
    return new RpcError(ErrorCode.UNAVAILABLE, 'The request was cancelled');
  if (err instanceof OpenAI.APIError)
    return new RpcError(ErrorCode.UNAVAILABLE, `The AI provider failed (${err.status ?? 'no status'})`);
  return new RpcError(ErrorCode.UNAVAILABLE, 'The AI provider is unreachable');
}
