// One outlet among those where the signed-in user holds a scope, bound to a numeric URL value; left
// empty, the list covers every outlet the user reaches. Someone who reaches one outlet has nothing
// to choose, so the filter is not shown.
import type { AdminScope } from '@generated/model';
import { useSession } from '@/lib/session';
import { SelectFilter } from './select-filter';

export interface OutletFilterProps {
  /** The scope the list needs: only outlets where the user holds it are offered. */
  scope: AdminScope;
  label: string;
  placeholder: string;
  value: number | undefined;
  onChange: (outletId: number | undefined) => void;
}

export function OutletFilter({ scope, label, placeholder, value, onChange }: OutletFilterProps) {
  const { session } = useSession();
  const outlets = (session?.outlets ?? []).filter((outlet) => outlet.admin_scope.includes(scope));
  if (outlets.length < 2) return null;
  return (
    <SelectFilter
      label={label}
      placeholder={placeholder}
      data={outlets.map((outlet) => ({ value: String(outlet.id), label: outlet.name }))}
      value={value === undefined ? undefined : String(value)}
      onChange={(next) => onChange(next === undefined ? undefined : Number(next))}
      searchable
      width={220}
    />
  );
}

/** The name of an outlet the signed-in user reaches, for a heading or a note. */
export function useOutletName(outletId: number | undefined): string | undefined {
  const { session } = useSession();
  return outletId === undefined ? undefined : session?.outlets.find((outlet) => outlet.id === outletId)?.name;
}
