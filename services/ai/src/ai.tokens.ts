/** Nest injection tokens of the ai service (classes built outside Nest are provided by value). */
export const TOKENS = {
  analysis: Symbol('AnalysisService'),
  chat: Symbol('ChatService'),
  stream: Symbol('AssistantStreamService'),
  drafting: Symbol('DraftingService'),
  strategy: Symbol('StrategyService'),
  legal: Symbol('LegalKnowledgeBase'),
} as const;
