import type { Analysis, Collection, Patent, SavedPatent } from '@/api/types';

export function makePatent(over: Partial<Patent> = {}): Patent {
  return {
    patent_number: '11646472',
    patent_title: 'Battery thermal management system',
    patent_abstract: 'A system that cools battery cells.',
    patent_date: '2023-05-09',
    patent_type: 'utility',
    assignee_organization: 'Acme Corp',
    application_number: '16123456',
    app_filing_date: '2020-01-15',
    grant_date: '2023-05-09',
    application_status: 'Patented Case',
    application_status_code: 150,
    examiner_name: 'Smith, John',
    entity_status: 'Large',
    art_unit: '1729',
    grant_document_url: null,
    publication_document_url: null,
    publication_number: null,
    publication_date: null,
    docket_number: null,
    uspc_class: null,
    cpc_section_id: 'H',
    cpc_classifications: ['H01M10/60', 'H01M10/613', 'B60L58/26', 'H01M10/625', 'H01M10/6556'],
    inventor_first_name: 'Jane',
    inventor_last_name: 'Doe',
    inventor_names: ['Jane Doe'],
    inventors: [{ name: 'Jane Doe', city: 'Austin', state: 'TX', country: 'US' }],
    parent_applications: [],
    child_applications: [],
    assignments: [],
    kind: 'B2',
    status: 'Granted',
    expiration_date: null,
    google_patents_url: 'https://patents.google.com/patent/US11646472B2',
    ...over,
  };
}

export function makeAnalysis(over: Partial<Analysis> = {}): Analysis {
  return {
    patentNumber: '11646472',
    version: 1,
    summary: 'A cooling loop for battery packs.',
    keyClaims: [{ number: 1, text: 'A battery system comprising a coolant loop.', independent: true, dependsOn: [] }],
    priorArt: [
      { patent: '9000001', title: 'Old cooler', date: '2015-01-01', similarity: 82, difference: 'No coolant loop.', missingElements: [], mappings: [] },
      { patent: '9000002', title: 'Fan pack', date: '2016-01-01', similarity: 60, difference: 'Uses air.', missingElements: [], mappings: [] },
      { patent: '9000003', title: 'Heat sink', date: '2017-01-01', similarity: 40, difference: 'Passive only.', missingElements: [], mappings: [] },
    ],
    noveltyScore: 8,
    technicalMerit: 6.5,
    commercialPotential: 4,
    scoreReasons: { noveltyScore: 'x', technicalMerit: 'y', commercialPotential: 'z' },
    recommendations: ['File a continuation on the pump control.'],
    priorArtCutoff: '2020-01-15',
    engine: { provider: 'local', model: 'local', label: 'Local engine' },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export function makeSaved(over: Partial<SavedPatent> = {}): SavedPatent {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    patentNumber: '11646472',
    type: 'utility',
    title: 'Battery thermal management system',
    abstract: 'A system that cools battery cells.',
    status: 'Granted',
    assignee: 'Acme Corp',
    classifications: ['H01M10/60'],
    inventors: ['Jane Doe'],
    notes: null,
    publicationDate: '2023-05-09',
    applicationNumber: '16123456',
    filingDate: '2020-01-15',
    grantDate: '2023-05-09',
    applicationStatus: 'Patented Case',
    examinerName: null,
    entityStatus: null,
    artUnit: null,
    grantDocumentUrl: null,
    publicationDocumentUrl: null,
    publicationNumber: null,
    docketNumber: null,
    inventorDetails: [],
    parentApplications: [],
    childApplications: [],
    assignments: [],
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    hasAnalysis: false,
    ...over,
  };
}

export function makeCollection(over: Partial<Collection> = {}): Collection {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    name: 'Batteries',
    description: 'Cooling art',
    patentIds: [],
    patentCount: 0,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...over,
  };
}
