/** §4 status shown and the statutory term, computed once at ingest and stored. */
const PUBLICATION_KIND = /^A\d?$/;

export function isGranted(r: { applicationStatus: string | null; grantDate: string | null; patentType: string; kind: string | null }): boolean {
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

/** Adds calendar years; 29 February becomes 28 February in a common year. */
const addYears = (iso: string, years: number) => {
  const y = Number(iso.slice(0, 4)) + years;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const rest = iso.slice(4) === '-02-29' && !leap ? '-02-28' : iso.slice(4);
  return `${String(y).padStart(4, '0')}${rest}`;
};

/**
 * End of the statutory term (35 U.S.C. 154, 173, 161), ignoring adjustments and fees:
 * utility/plant/reissue 20 years from filing (17 from grant when longer for applications filed
 * before 1995-06-08); designs 14 years from grant, 15 for applications filed from 2015-05-13.
 */
export function expirationDate(r: { patentType: string; grantDate: string | null; filingDate: string | null; granted: boolean }): string | null {
  if (!r.granted) return null;
  if (r.patentType === 'design') {
    if (!r.grantDate) return null;
    return addYears(r.grantDate, r.filingDate && r.filingDate >= '2015-05-13' ? 15 : 14);
  }
  const fromFiling = r.filingDate ? addYears(r.filingDate, 20) : null;
  const fromGrant = r.grantDate ? addYears(r.grantDate, 17) : null;
  if (r.filingDate && r.filingDate >= '1995-06-08') return fromFiling;
  if (fromFiling && fromGrant) return fromFiling > fromGrant ? fromFiling : fromGrant;
  // Without a filing date, grant + 17 years is the closest documented bound.
  return fromGrant ?? fromFiling;
}
