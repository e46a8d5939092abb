import { Progress as P } from 'radix-ui';
import { cn } from '@/lib/utils';

export const Progress = ({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) => (
  <P.Root
    value={value}
    aria-label={label}
    className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
  >
    <P.Indicator className="h-full bg-primary transition-all" style={{ width: `${value}%` }} />
  </P.Root>
);
