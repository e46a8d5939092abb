import { Badge } from '@/components/ui/badge';
import { patentStatus, type StatusInput } from '@/lib/patent-status';

/** SPEC §4: Granted uses the accent style, anything else the yellow (warning) style. */
export function PatentStatusBadge({ patent }: { patent: StatusInput }) {
  const status = patentStatus(patent);
  return (
    <Badge variant={status === 'Granted' ? 'accent' : 'warning'} data-status={status}>
      {status}
    </Badge>
  );
}
