export interface StatusInput {
  application_status?: string | null;
  grant_date?: string | null;
  patent_type?: string | null;
}

/** SPEC §4: which status text a patent shows. */
export function patentStatus(p: StatusInput): string {
  const status = p.application_status?.trim();
  if (status === 'Patented Case' || status === 'Granted' || p.grant_date) return 'Granted';
  if (status) return status;
  return p.patent_type?.toLowerCase() === 'utility' ? 'Granted' : 'Pending';
}

/** SPEC §4: a saved patent's type follows its shown status. */
export { savedPatentTypeFor as savedPatentType } from '@patent-hub/contracts/web';
