// The web app's entry (`@patent-hub/contracts/web`): the shared constants and rules, and every contract type.
// Types only from the schema files, so the browser bundle carries no zod.
export * from './values.js';
export type * from './errors.js';
export type * from './user.js';
export type * from './patents.js';
export type * from './patent-dates.js';
export type * from './claim-check.js';
export type * from './library.js';
export type * from './ai.js';
export type * from './browser.js';
export * from './assignee-names.js';
export type * from './deadlines.js';
export type * from './analysis-summary.js';
export * from './references-of-record.js';
export * from './score-basis.js';
export * from './prior-art-evidence.js';
