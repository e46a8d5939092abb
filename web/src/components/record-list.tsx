import { Plus, Trash2, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface Props {
  label: string;
  newLabel: string;
  icon: LucideIcon;
  items: { id: string; title: string }[];
  selected: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onDelete?: (id: string) => void;
}

/** The side list of browser-kept records (chats, drafts, strategy sessions). */
export function RecordList({
  label,
  newLabel,
  icon: Icon,
  items,
  selected,
  onSelect,
  onNew,
  onDelete,
}: Props) {
  return (
    <Card className="flex max-h-48 flex-col overflow-hidden md:max-h-none">
      <div className="border-b p-2">
        <Button className="w-full" onClick={onNew}>
          <Plus className="h-4 w-4" aria-hidden />
          {newLabel}
        </Button>
      </div>
      <ul className="flex-1 overflow-y-auto p-2" aria-label={label}>
        {items.map((c) => (
          <li
            key={c.id}
            className={cn('flex items-center gap-1 rounded-md', c.id === selected && 'bg-secondary')}
          >
            <button
              type="button"
              aria-current={c.id === selected}
              className="flex min-w-0 flex-1 items-center gap-2 px-2 py-2 text-left text-sm"
              onClick={() => onSelect(c.id)}
            >
              <Icon className="h-4 w-4 shrink-0" aria-hidden />
              <span className="truncate">{c.title}</span>
            </button>
            {onDelete ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${c.title}`}
                onClick={() => onDelete(c.id)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
