/** §4 status shown; the term and effective filing date are computed in src/dates. */
const PUBLICATION_KIND = /^A\d?$/;

export function isGranted(r: {
  applicationStatus: string | null;
  grantDate: string | null;
  patentType: string;
  kind: string | null;
}): boolean {
  const status = r.applicationStatus?.trim();
  if (status === 'Patented Case' || status === 'Granted' || r.grantDate) return true;
  if (status) return false;
  // A pre-grant publication is an application, not a grant, even when its type is utility.
  if (r.kind && PUBLICATION_KIND.test(r.kind)) return false;
  return r.patentType === 'utility';
}

export function statusShown(r: Parameters<typeof isGranted>[0]): string {
  if (isGranted(r)) return 'Granted';
  return r.applicationStatus?.trim() || 'Pending';
}
