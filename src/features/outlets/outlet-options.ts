// The choices of the outlet form and filters, searched on the API as the user types: areas
// (cities and regencies, shown with their province) and active users as owners and staff.
import type { ComboboxItem } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useListOutletAreas, useListOutletOwners, useListOutletStaff } from '@generated/hooks/outlets/outlets';
import type { OutletArea, OutletAreaOption, OutletPerson } from '@generated/model';
import { listOptions } from '@/components/form/list-options';

const OPTION_COUNT = 20;

/** "Kota Bandung, Jawa Barat"; a province alone for a province. */
export const areaLabel = (area: Pick<OutletArea | OutletAreaOption, 'area_name' | 'parent_area_name'>) =>
  area.parent_area_name ? `${area.area_name}, ${area.parent_area_name}` : area.area_name;

export const personOption = (person: OutletPerson): ComboboxItem => ({ value: String(person.id), label: person.name });

export const useAreaOptions = (search: string) =>
  listOptions<OutletAreaOption>(
    useListOutletAreas(
      { search: search || undefined, is_level_2: true, size: OPTION_COUNT },
      { query: { placeholderData: keepPreviousData } },
    ),
    (area) => ({ value: String(area.area_id), label: areaLabel(area) }),
  );

export const useOwnerOptions = (search: string) =>
  listOptions(
    useListOutletOwners(
      { search: search || undefined, size: OPTION_COUNT },
      { query: { placeholderData: keepPreviousData } },
    ),
    personOption,
  );

export const useStaffOptions = (search: string) =>
  listOptions(
    useListOutletStaff(
      { search: search || undefined, size: OPTION_COUNT },
      { query: { placeholderData: keepPreviousData } },
    ),
    personOption,
  );
