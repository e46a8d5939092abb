import { Client } from '@opensearch-project/opensearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenSearchNode, startOpenSearchNode } from '../../test/support/opensearch-node.js';

// The real OpenSearch the search backend will run on, started from Maven artifacts by the test support:
// this checks the features the backend relies on, through the official client.
const INDEX = 'patents-smoke';
const docs = [
  {
    id: 'US1',
    title: 'Lithium battery with a ceramic separator',
    abstract: 'A rechargeable lithium battery cell uses a ceramic separator to stop dendrite growth.',
    cpc: 'H01M',
    date: '2019-03-01',
  },
  {
    id: 'US2',
    title: 'Charging circuit for electric vehicles',
    abstract:
      'A charging circuit balances the cells of an electric vehicle battery pack during fast charging.',
    cpc: 'H02J',
    date: '2020-07-15',
  },
  {
    id: 'US3',
    title: 'Solid electrolyte for lithium metal cells',
    abstract: 'A sulfide solid electrolyte raises the ionic conductivity of lithium metal batteries.',
    cpc: 'H01M',
    date: '2021-11-30',
  },
  {
    id: 'US4',
    title: 'Coronary stent with a drug coating',
    abstract: 'An expandable stent releases an antiproliferative drug into the vessel wall.',
    cpc: 'A61F',
    date: '2015-05-20',
  },
  {
    id: 'US5',
    title: 'Wind turbine blade with a serrated trailing edge',
    abstract: 'Serrations on the trailing edge of the blade reduce aerodynamic noise.',
    cpc: 'F03D',
    date: '2018-01-10',
  },
];

let node: OpenSearchNode;
let client: Client;

type Query = Record<string, unknown>;
async function search(body: Query) {
  const res = await client.search({ index: INDEX, body });
  return res.body;
}
const ids = (hits: { _id?: string }[]) => hits.map((h) => h._id).sort();

describe('OpenSearch test node (real single-node 2.19 from Maven Central)', () => {
  beforeAll(async () => {
    node = await startOpenSearchNode({ heapMb: 1024 });
    client = new Client({ node: node.url });
    await client.indices.create({
      index: INDEX,
      body: {
        settings: { number_of_shards: 1, number_of_replicas: 0 },
        mappings: {
          properties: {
            title: { type: 'text', analyzer: 'english' },
            abstract: { type: 'text', analyzer: 'english' },
            cpc: { type: 'keyword' },
            date: { type: 'date' },
          },
        },
      },
    });
    await client.bulk({
      refresh: true,
      body: docs.flatMap(({ id, ...doc }) => [{ index: { _index: INDEX, _id: id } }, doc]),
    });
  });
  afterAll(async () => {
    await node?.stop();
  });

  it('answers on loopback as a green single-node cluster named patent-hub-test', async () => {
    expect(node.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { body } = await client.cluster.health({ wait_for_status: 'green', timeout: '30s' });
    expect(body).toMatchObject({ cluster_name: 'patent-hub-test', number_of_nodes: 1, status: 'green' });
    const info = await client.info();
    expect(info.body.version.number).toBe('2.19.6');
  });

  it('stems with the english analyzer: "batteries" finds "battery"', async () => {
    const res = await search({ query: { match: { abstract: 'batteries' } } });
    // US1 and US2 only say "battery"; US3 says "batteries".
    expect(ids(res.hits.hits)).toEqual(['US1', 'US2', 'US3']);
  });

  it('matches a phrase in order only', async () => {
    const inOrder = await search({ query: { match_phrase: { abstract: 'solid electrolyte' } } });
    expect(ids(inOrder.hits.hits)).toEqual(['US3']);
    const reversed = await search({ query: { match_phrase: { abstract: 'electrolyte solid' } } });
    expect(reversed.hits.hits).toHaveLength(0);
  });

  it('highlights the matched words', async () => {
    const res = await search({
      query: { match: { abstract: 'stents' } },
      highlight: { fields: { abstract: {} } },
    });
    expect(ids(res.hits.hits)).toEqual(['US4']);
    expect(res.hits.hits[0].highlight?.abstract?.[0]).toContain('An expandable <em>stent</em> releases');
  });

  it('counts documents per CPC class with a terms aggregation on a keyword field', async () => {
    const res = await search({ size: 0, aggs: { cpc: { terms: { field: 'cpc' } } } });
    const agg = res.aggregations?.cpc as { buckets: { key: string; doc_count: number }[] };
    expect(agg.buckets[0]).toEqual({ key: 'H01M', doc_count: 2 });
    expect(agg.buckets.map((b) => b.key).sort()).toEqual(['A61F', 'F03D', 'H01M', 'H02J']);
  });

  it('finds documents like a given one (more_like_this)', async () => {
    const res = await search({
      query: {
        more_like_this: {
          fields: ['title', 'abstract'],
          like: [{ _index: INDEX, _id: 'US1' }],
          min_term_freq: 1,
          min_doc_freq: 1,
          // The default (30% of the picked terms) is too strict for a five-document corpus.
          minimum_should_match: 1,
        },
      },
    });
    const found = res.hits.hits.map((h) => h._id);
    expect(found[0]).toBe('US3'); // the other lithium cell
    expect(found).not.toContain('US1');
    expect(found).not.toContain('US4');
    expect(found).not.toContain('US5');
  });

  it('filters on a date range', async () => {
    const res = await search({
      query: {
        bool: {
          must: { match: { abstract: 'battery' } },
          filter: { range: { date: { gte: '2019-01-01', lt: '2021-01-01' } } },
        },
      },
    });
    expect(ids(res.hits.hits)).toEqual(['US1', 'US2']);
  });

  it('stops: the JVM is gone afterwards', async () => {
    const { pid } = node;
    await node.stop();
    expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  });
});
