import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const field =
  'w-full rounded-md border border-input bg-card px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50';

export const Input = ({ className, ...p }: ComponentProps<'input'>) => (
  <input className={cn(field, 'h-10', className)} {...p} />
);
export const Textarea = ({ className, ...p }: ComponentProps<'textarea'>) => (
  <textarea className={cn(field, 'min-h-20', className)} {...p} />
);
type Option = { value: string; label: string };
export const NativeSelect = ({
  className,
  options,
  ...p
}: ComponentProps<'select'> & { options: readonly Option[] }) => (
  <select className={cn(field, 'h-10', className)} {...p}>
    {options.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ))}
  </select>
);
export const Label = ({ className, htmlFor, ...p }: ComponentProps<'label'>) => (
  <label htmlFor={htmlFor} className={cn('text-sm font-medium leading-none', className)} {...p} />
);
/** SPEC §5: field messages appear under the field. */
export const FieldMessage = ({ id, children }: { id: string; children?: string }) =>
  children ? (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  ) : null;
