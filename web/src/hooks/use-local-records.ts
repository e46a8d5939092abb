import { useEffect, useState } from 'react';
import { useLocalStorageState } from './use-local-storage-state';

/**
 * A list of browser-kept records under `key` with one selected. One record is auto-created when
 * none exist (SPEC §4); deleting the selected one selects the first remaining.
 */
export function useLocalRecords<T extends { id: string }>(key: string, create: () => T) {
  const [records, setRecords] = useLocalStorageState<T[]>(key, []);
  const [chosen, setSelected] = useState<string | null>(records[0]?.id ?? null);
  // The first record is selected whenever the chosen one is gone.
  const selected = records.some((r) => r.id === chosen) ? chosen : (records[0]?.id ?? null);

  useEffect(() => {
    if (records.length === 0) setRecords([create()]);
  }, [records, setRecords, create]);

  const add = () => {
    const r = create();
    setRecords((all) => [r, ...all]);
    setSelected(r.id);
  };
  const update = (id: string, fn: (r: T) => T) =>
    setRecords((all) => all.map((r) => (r.id === id ? fn(r) : r)));
  // From the list as it is when the delete lands (a server delete answers later): edits made meanwhile stay. A
  // deleted selection falls to the first remaining record through `selected` above.
  const remove = (id: string) => setRecords((all) => all.filter((r) => r.id !== id));
  const current = records.find((r) => r.id === selected) ?? null;
  return { records, setRecords, selected, setSelected, current, add, update, remove };
}
