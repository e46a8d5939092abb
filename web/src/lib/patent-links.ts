import { normalizePatentNumber } from '@patent-hub/contracts/web';

const DESIGN = /^design$/i;
const PLANT = /^plant$/i;
const REISSUE = /^reissue$/i;

/** SPEC §2: the external page is built from the number and type, with the 'US' prefix. */
export function externalPatentUrl(patentNumber: string, patentType?: string | null): string {
  let n = normalizePatentNumber(patentNumber);
  if (DESIGN.test(patentType ?? '') && !n.startsWith('D')) n = `D${n}`;
  if (PLANT.test(patentType ?? '') && !n.startsWith('PP')) n = `PP${n}`;
  if (REISSUE.test(patentType ?? '') && !n.startsWith('RE')) n = `RE${n}`;
  return `https://patents.google.com/patent/US${n}`;
}

/** SPEC §2: a card's date is the grant date, else the filing date, else the patent date. */
export const cardDate = (p: {
  grant_date?: string | null;
  app_filing_date?: string | null;
  patent_date?: string | null;
}) => p.grant_date || p.app_filing_date || p.patent_date || null;

export const MAX_CARD_CLASSIFICATIONS = 3;
