import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePatent } from '@/api/patents';
import { queryKeys } from '@/api/query-keys';
import type { Patent, SavePatentInput } from '@/api/types';
import { patentStatus, savedPatentType } from '@/lib/patent-status';

export function inventorNames(p: Patent): string[] {
  if (p.inventors?.length) return p.inventors.map((i) => i.name);
  if (p.inventor_names?.length) return p.inventor_names;
  const single = [p.inventor_first_name, p.inventor_last_name].filter(Boolean).join(' ');
  return single ? [single] : [];
}

/** SPEC §3: the saved-patent payload built from a search result. */
export function toSavedPayload(p: Patent): SavePatentInput {
  const status = patentStatus(p);
  return {
    patentNumber: p.patent_number,
    title: p.patent_title,
    abstract: p.patent_abstract ?? null,
    publicationDate: p.publication_date ?? p.patent_date ?? null,
    status,
    type: savedPatentType(status),
    assignee: p.assignee_organization ?? null,
    applicationNumber: p.application_number ?? null,
    filingDate: p.app_filing_date ?? null,
    grantDate: p.grant_date ?? null,
    applicationStatus: p.application_status ?? null,
    examinerName: p.examiner_name ?? null,
    entityStatus: p.entity_status ?? null,
    artUnit: p.art_unit ?? null,
    grantDocumentUrl: p.grant_document_url ?? null,
    publicationDocumentUrl: p.publication_document_url ?? null,
    publicationNumber: p.publication_number ?? null,
    docketNumber: p.docket_number ?? null,
    classifications: p.cpc_classifications ?? [],
    inventors: inventorNames(p),
    inventorDetails: p.inventors ?? [],
    parentApplications: p.parent_applications ?? [],
    childApplications: p.child_applications ?? [],
    assignments: p.assignments ?? [],
    notes: null,
  };
}

export function useSavePatent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: Patent) => savePatent(toSavedPayload(p)),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.saved }),
  });
}
