import { AlertTriangle } from 'lucide-react';
import type { ClaimWarning } from '@/api/types';

/** Claim-check findings returned with generated text (antecedent basis, dependency order...). */
export function ClaimWarnings({ warnings }: { warnings: ClaimWarning[] }) {
  if (!warnings.length) return null;
  return (
    <div
      role="status"
      className="space-y-1 rounded-md border border-warning bg-warning/30 p-3 text-sm text-warning-foreground"
    >
      <p className="flex items-center gap-1 font-medium">
        <AlertTriangle className="h-4 w-4" aria-hidden />
        Claim check
      </p>
      <ul className="list-disc pl-5">
        {warnings.map((w, i) => (
          <li key={`${w.claim}-${w.code}-${i}`}>
            Claim {w.claim}: {w.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
