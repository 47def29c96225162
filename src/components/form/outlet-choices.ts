// The outlets a form may put a record at (those the signed-in user reaches), the head office first:
// the head office is where a purchase order or an adjustment goes unless another outlet is chosen.
import { useListOutlets } from '@generated/hooks/outlets/outlets';
import type { Outlet } from '@generated/model';

export function useOutletChoices(): { outlets: Outlet[]; headOffice: Outlet | undefined } {
  const { data } = useListOutlets({ size: 100 });
  const outlets = [...(data?.data ?? [])].sort(
    (a, b) => Number(b.is_hq) - Number(a.is_hq) || a.name.localeCompare(b.name),
  );
  return { outlets, headOffice: outlets.find((outlet) => outlet.is_hq) ?? outlets[0] };
}
