import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export const Spinner = ({ className, label }: { className?: string; label?: string }) => (
  <div role="status" className="flex flex-col items-center justify-center gap-2 py-6 text-muted-foreground">
    <Loader2 aria-hidden className={cn('h-6 w-6 animate-spin', className)} />
    {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
  </div>
);
