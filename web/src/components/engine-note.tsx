import type { AiEngine } from '@/api/types';

/** Which engine answered: 'Local engine' (no model) or the model's label. */
export const engineLabel = (engine?: AiEngine | null) =>
  !engine ? null : engine.provider === 'local' ? 'Local engine' : engine.label || engine.model;

export function EngineNote({ engine }: { engine?: AiEngine | null }) {
  const label = engineLabel(engine);
  return label ? <p className="text-xs text-muted-foreground">Answered by: {label}</p> : null;
}
