import { errors } from '@opensearch-project/opensearch';
import { ErrorCode } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { createOpenSearchClient, unavailable } from './opensearch-client.js';

describe(createOpenSearchClient.name, () => {
  it('names the setting that is missing or unreadable, never its value', () => {
    expect(() => createOpenSearchClient({})).toThrow(/^OPENSEARCH_URL: required/);
    expect(() =>
      createOpenSearchClient({
        OPENSEARCH_URL: 'https://search.example:9200',
        OPENSEARCH_CA_FILE: '/nonexistent/secret-ca.pem',
      }),
    ).toThrow(/^OPENSEARCH_CA_FILE: cannot read the file \(ENOENT\)$/);
  });
});

describe(unavailable.name, () => {
  it('answers UNAVAILABLE, telling to run the indexer when the index is missing', () => {
    const missing = new errors.ResponseError({
      body: { error: { type: 'index_not_found_exception' } },
      statusCode: 404,
      headers: {},
      warnings: null,
      meta: {} as never,
    });
    expect(unavailable(missing, 'patents')).toMatchObject({
      code: ErrorCode.UNAVAILABLE,
      message: expect.stringMatching(/index patents does not exist yet: run the indexer/),
    });
    expect(unavailable(new Error('connect ECONNREFUSED'), 'patents').message).toMatch(/ECONNREFUSED/);
  });
});
