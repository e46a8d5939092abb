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

/** The status text of a pre-grant publication whose prosecution status is not known. */
export const PUBLISHED_APPLICATION = 'Published application';

/**
 * The application status a caller sees: the recorded one, else 'Published application' for a
 * pre-grant publication, so §4's rule on the fields alone (status, grant date, type) never calls
 * a published application Granted.
 */
export function applicationStatusText(r: Parameters<typeof isGranted>[0]): string | null {
  const status = r.applicationStatus?.trim();
  if (status) return status;
  return !r.grantDate && r.kind && PUBLICATION_KIND.test(r.kind) ? PUBLISHED_APPLICATION : null;
}

export function statusShown(r: Parameters<typeof isGranted>[0]): string {
  if (isGranted(r)) return 'Granted';
  return applicationStatusText(r) ?? 'Pending';
}
