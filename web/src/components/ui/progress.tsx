import { Progress as P } from 'radix-ui';
import { cn } from '@/lib/utils';

/** A bar of `value` percent; null = no value (indeterminate, empty), described by `valueText`. */
export const Progress = ({
  value,
  label,
  className,
  valueText,
}: {
  value: number | null;
  label: string;
  className?: string;
  valueText?: string;
}) => (
  <P.Root
    value={value}
    aria-label={label}
    aria-valuetext={valueText}
    className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
  >
    <P.Indicator className="h-full bg-primary transition-all" style={{ width: `${value ?? 0}%` }} />
  </P.Root>
);
