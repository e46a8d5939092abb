import type { StrategySession } from '@/api/types';
import { newId, nowIso } from './storage-keys';
import { truncateTitle } from './truncate-title';

export const NEW_SESSION_TITLE = 'New Strategy Analysis';

export function newSession(): StrategySession {
  const now = nowIso();
  return {
    id: newId(),
    title: NEW_SESSION_TITLE,
    scenario: '',
    analysis: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** SPEC §4: 'New Strategy Analysis' until a scenario is typed, then its first 50 characters (+ '...'). */
export function withScenario(s: StrategySession, scenario: string): StrategySession {
  return {
    ...s,
    scenario,
    title: scenario.trim() ? truncateTitle(scenario) : NEW_SESSION_TITLE,
    updatedAt: nowIso(),
  };
}
