/** Every query key in one place; keys are URL parts (SPEC §7: the default fetch joins them with '/'). */
export const queryKeys = {
  user: ['/api/auth/user'] as const,
  saved: ['/api/patents/saved'] as const,
  collections: ['/api/collections'] as const,
  drafts: ['/api/patents/drafts'] as const,
  patent: (patentNumber: string) => ['/api/patents', patentNumber] as const,
  analysis: (patentNumber: string) => ['/api/patents', patentNumber, 'analysis'] as const,
  chatHistory: (limit: number) => ['/api/chat/history', limit] as const,
};
