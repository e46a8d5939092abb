import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Card = ({ className, ...p }: ComponentProps<'div'>) => (
  <div className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)} {...p} />
);
export const CardHeader = ({ className, ...p }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 p-4 sm:p-6', className)} {...p} />
);
export const CardTitle = ({ className, children, ...p }: ComponentProps<'h3'>) => (
  <h3 className={cn('text-lg font-semibold leading-tight', className)} {...p}>
    {children}
  </h3>
);
export const CardDescription = ({ className, ...p }: ComponentProps<'p'>) => (
  <p className={cn('text-sm text-muted-foreground', className)} {...p} />
);
export const CardContent = ({ className, ...p }: ComponentProps<'div'>) => (
  <div className={cn('p-4 pt-0 sm:p-6 sm:pt-0', className)} {...p} />
);
