import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recorded, startOdpReplay, type Replay } from '../../test/support/odp-replay-server.js';
import { OdpClient, OdpError } from './odp-client.js';
import { odpRecordToPatent, odpToRecords } from './odp-mapper.js';
import type { OdpSearchResponse } from './odp-types.js';

let odp: Replay;
const client = (opts: Partial<ConstructorParameters<typeof OdpClient>[0]> = {}) =>
  new OdpClient({ baseUrl: odp.url, apiKey: 'test-key', minRetryDelayMs: 10, ...opts });

describe(OdpClient.name, () => {
  beforeEach(async () => {
    odp = await startOdpReplay();
  });
  afterEach(() => odp.close());

  it('returns the file wrapper of a grant found by patent number, sending the key', async () => {
    const sut = client();
    const record = await sut.fetchByPatentNumber('11646472');
    expect(record?.applicationNumberText).toBe('17248024');
    expect(record?.parentContinuityBag).toHaveLength(12);
    expect(odp.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/patent/applications/search',
      apiKey: 'test-key',
    });
    expect(JSON.parse(odp.requests[0].body)).toEqual({
      q: 'applicationMetaData.patentNumber:11646472',
      pagination: { offset: 0, limit: 1 },
    });
    expect(odp.requests.map((r) => r.path)).toContain('/api/v1/patent/applications/17248024');
  });

  it('returns null when the ODP answers 404 (no hits)', async () => {
    expect(await client().fetchByPatentNumber('1')).toBeNull();
  });

  it('waits and retries after a 429, honouring Retry-After', async () => {
    odp.script.push({
      status: 429,
      body: '{"message":"Too Many Requests"}',
      headers: { 'retry-after': '0.2' },
    });
    const started = Date.now();
    const record = await client().fetchByPatentNumber('11646472');
    expect(record?.applicationNumberText).toBe('17248024');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(odp.requests[0].path).toBe(odp.requests[1].path);
  });

  it('retries an empty 200 body and a 500', async () => {
    odp.script.push({ status: 200, body: '' }, { status: 500, body: '{}' });
    expect((await client().fetchByPatentNumber('11646472'))?.applicationNumberText).toBe('17248024');
  });

  it('never has two requests in flight for one key', async () => {
    const sut = client();
    await Promise.all([
      sut.fetchByPatentNumber('11646472'),
      sut.fetchByPatentNumber('11646472'),
      sut.search('x'),
    ]);
    expect(odp.requests.length).toBeGreaterThanOrEqual(5);
    expect(odp.maxInFlight).toBe(1);
  });

  it('gives up with an error after timeouts', async () => {
    odp.script.push({ status: 200, delayMs: 400 }, { status: 200, delayMs: 400 });
    await expect(client({ timeoutMs: 100, maxAttempts: 2 }).search('x')).rejects.toThrow(OdpError);
    await expect(client({ timeoutMs: 100, maxAttempts: 1 }).search('x')).resolves.toMatchObject({ count: 0 });
  });

  it('gives up at a deadline instead of waiting out a 429, and keeps the next request back until Retry-After', async () => {
    const sut = client();
    odp.script.push({
      status: 429,
      body: '{"message":"Too Many Requests"}',
      headers: { 'retry-after': '1.2' },
    });
    const started = Date.now();
    await expect(sut.find({ q: 'x' }, { deadline: Date.now() + 1000 })).rejects.toMatchObject({
      status: 429,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await sut.fetchByPatentNumber('11646472')).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1190);
    // The 429 was not retried: the next request sent is the look-up's own.
    expect(JSON.parse(odp.requests[1].body).q).toBe('applicationMetaData.patentNumber:11646472');
  });

  it('sends nothing for a request whose deadline passed while it waited its turn', async () => {
    const sut = client();
    odp.script.push({ status: 200, body: recorded('get_patent'), delayMs: 300 });
    const first = sut.search('x');
    await expect(sut.find({ q: 'y' }, { deadline: Date.now() + 100 })).rejects.toThrow(OdpError);
    await first;
    expect(odp.requests.map((r) => JSON.parse(r.body).q)).toEqual(['x']);
  });

  it('stops at once when the key is rejected', async () => {
    odp.script.push({ status: 403, body: '{"message":"Forbidden"}' });
    await expect(client().search('x')).rejects.toMatchObject({ status: 403 });
    expect(odp.requests).toHaveLength(1);
  });
});

describe(odpRecordToPatent.name, () => {
  it('normalises the recorded file wrapper of US11646472B2', () => {
    const [record] = (JSON.parse(recorded('get_patent')) as OdpSearchResponse).patentFileWrapperDataBag!;
    const sut = odpRecordToPatent(record);
    if (typeof sut === 'string') throw new Error(sut);
    expect(sut).toMatchObject({
      patentNumber: '11646472',
      applicationNumber: '17248024',
      patentType: 'utility',
      grantDate: '2023-05-09',
      filingDate: '2021-01-05',
      applicationStatus: 'Patented Case',
      applicationStatusCode: 150,
      entityStatus: 'Regular Undiscounted',
      docketNumber: 'PLUSP040X1C4US',
      artUnit: '1727',
      publicationNumber: 'US20210210819A1',
      assignee: 'PolyPlus Battery Company',
    });
    expect(sut.cpc[0]).toBe('H01M50/46');
    expect(sut.inventors.find((i) => i.lastName === 'Katz')).toMatchObject({
      city: 'Moraga',
      state: 'CA',
      country: 'US',
    });
    expect(sut.continuity.filter((c) => c.direction === 'parent')).toHaveLength(12);
    expect(sut.continuity[0]).toMatchObject({
      applicationNumber: '16695054',
      patent: '10916753',
      type: 'CON',
      filingDate: '2019-11-25',
    });
  });

  it('turns recorded assignments into rows and the latest transfer into the current owner', () => {
    const [item] = odpToRecords(JSON.parse(recorded('get_patent_assignment')) as OdpSearchResponse, 'f');
    if (item.kind !== 'record') throw new Error(item.reason);
    expect(item.record.patentNumber).toBe('');
    expect(item.record.assignments[0]).toMatchObject({
      assignee: 'SAMSUNG ELECTRONICS CO., LTD',
      recordedDate: '2016-04-19',
      reelFrame: '038323/0190',
    });
    expect(item.record.assignments[0].assignor).toContain('HEO, JIN-PIL');
    expect(item.record.assignee).toBe('SAMSUNG ELECTRONICS CO., LTD');
  });

  it('keeps a pending application under its publication number', () => {
    const [item] = odpToRecords(JSON.parse(recorded('search_patents')) as OdpSearchResponse, 'f');
    if (item.kind !== 'record') throw new Error(item.reason);
    expect(item.record).toMatchObject({
      patentNumber: '20240362478',
      kind: 'A1',
      applicationStatus: 'Docketed New Case - Ready for Examination',
    });
  });
});
