// Test helper: saved-patent payloads as the web app sends them (SPEC §3).
import { randomBytes } from 'node:crypto';

export const uniqueUser = () => `user-${randomBytes(6).toString('hex')}`;

export function savedPatentPayload(overrides: Record<string, unknown> = {}) {
  return {
    patentNumber: '10000000',
    title: 'Coherent LADAR using intra-pixel quadrature detection',
    abstract: 'A frequency modulated coherent laser detection and ranging system.',
    publicationDate: '2018-06-19',
    status: 'Granted',
    assignee: 'Raytheon Company',
    applicationNumber: '15/096,123',
    filingDate: '2016-04-11',
    grantDate: '2018-06-19',
    applicationStatus: 'Patented Case',
    examinerName: 'Hovsepian, Jeremiah',
    entityStatus: 'Large',
    artUnit: '3645',
    classifications: ['G01S 17/89', 'G01S 7/4914'],
    inventors: ['Joseph Marron'],
    inventorDetails: [{ name: 'Joseph Marron', city: 'Manhattan Beach', state: 'CA', country: 'US' }],
    parentApplications: [],
    childApplications: [],
    assignments: [],
    notes: null,
    ...overrides,
  };
}
