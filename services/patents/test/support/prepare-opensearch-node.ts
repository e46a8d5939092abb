// `node --import tsx services/patents/test/support/prepare-opensearch-node.ts`: resolves and compiles the
// OpenSearch test node ahead of the tests (scripts/test.mjs runs it as its own step), so a fresh
// machine fetches the Maven artifacts once, outside any test's timeout.
import { prepareOpenSearchNode } from './opensearch-node.js';

const started = Date.now();
try {
  const { cached } = await prepareOpenSearchNode();
  const took = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    cached
      ? `OpenSearch test node: cached build in .data/opensearch-node (${took} s)`
      : `OpenSearch test node: resolved from Maven Central and compiled in ${took} s`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
