export * from './tokenize.js';
export * from './bm25-index.js';
export * from './similar-ranking.js';
export * from './uspto-entities.js';
