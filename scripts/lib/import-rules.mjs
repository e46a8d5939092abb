// The import rules `npm test` checks with dependency-cruiser (.dependency-cruiser.json): no import
// cycles, no test helper imported by production code. The web app's tsconfig resolves its `@/` paths.
export const IMPORT_RULES_SOURCES = ['libs', 'services', 'web/src', 'test', 'scripts'];

export const importRulesArgs = (paths = IMPORT_RULES_SOURCES) => [
  'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs',
  '--config',
  '.dependency-cruiser.json',
  ...paths,
];
