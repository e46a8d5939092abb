// The USPTO's business days (35 U.S.C. 21(b)) live in the shared contracts: the patents service's search status
// moves a maintenance fee's last day the same way as the analysis and the deadline calculator.
export { closedReason, federalHolidays, nextOfficeDay } from '@patent-hub/contracts';
