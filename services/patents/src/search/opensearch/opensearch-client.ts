import { readFileSync } from 'node:fs';
import { Client, errors } from '@opensearch-project/opensearch';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import type { PatentsConfig } from '../../config.js';

type ClientConfig = Pick<
  PatentsConfig,
  'OPENSEARCH_URL' | 'OPENSEARCH_USERNAME' | 'OPENSEARCH_PASSWORD' | 'OPENSEARCH_CA_FILE'
>;

/** The official client for the configured cluster: basic auth when a user is set, the CA file when given. */
export function createOpenSearchClient(config: ClientConfig, requestTimeoutMs = 10_000): Client {
  if (!config.OPENSEARCH_URL) throw new Error('OPENSEARCH_URL: required when SEARCH_BACKEND=opensearch');
  let ca: Buffer | undefined;
  if (config.OPENSEARCH_CA_FILE) {
    try {
      ca = readFileSync(config.OPENSEARCH_CA_FILE);
    } catch (err) {
      throw new Error(
        `OPENSEARCH_CA_FILE: cannot read the file (${(err as NodeJS.ErrnoException).code ?? 'unknown error'})`,
        { cause: err },
      );
    }
  }
  return new Client({
    node: config.OPENSEARCH_URL,
    requestTimeout: requestTimeoutMs,
    ...(config.OPENSEARCH_USERNAME
      ? { auth: { username: config.OPENSEARCH_USERNAME, password: config.OPENSEARCH_PASSWORD ?? '' } }
      : {}),
    ...(ca ? { ssl: { ca } } : {}),
  });
}

/** A failed call to the cluster as the RPC error callers understand: the engine is unavailable, and why. */
export function unavailable(err: unknown, alias: string): RpcError {
  const missing =
    err instanceof errors.ResponseError &&
    (err.body as { error?: { type?: string } } | undefined)?.error?.type === 'index_not_found_exception';
  const why = missing
    ? `the index ${alias} does not exist yet: run the indexer (indexer-cli.js index)`
    : err instanceof errors.ResponseError
      ? `HTTP ${err.statusCode}`
      : err instanceof Error
        ? err.message
        : String(err);
  return new RpcError(ErrorCode.UNAVAILABLE, `The search engine (OpenSearch) did not answer: ${why}`);
}
