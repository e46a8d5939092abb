/** SPEC §3/§2 local storage keys (mirrors BROWSER_STORAGE_KEYS in libs/contracts without pulling zod). */
export const STORAGE_KEYS = {
  chats: 'patentAssistantChats',
  drafts: 'patentWritingDrafts',
  strategySessions: 'strategyAdvisorSessions',
  sidebarCollapsed: 'sidebar-collapsed',
} as const;

export const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
export const nowIso = () => new Date().toISOString();
