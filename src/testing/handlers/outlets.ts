// The outlet calls answered from the in-memory database: list (name search, owner, outlet_ids,
// paged), get, create and update. The area, owner and staff a body names by id are looked up
// among the contract's examples of the pickers' lists, as the API joins them.
import {
  getCreateOutletMockHandler,
  getGetOutletMockHandler,
  getListOutletAreasMockHandler,
  getListOutletAreasResponseMock,
  getListOutletOwnersMockHandler,
  getListOutletOwnersResponseMock,
  getListOutletStaffMockHandler,
  getListOutletStaffResponseMock,
  getListOutletsMockHandler,
  getUpdateOutletMockHandler,
} from '@generated/hooks/outlets/outlets.msw';
import type { Outlet, OutletInput } from '@generated/model';
import { createOutletBody, updateOutletBody } from '@generated/zod/outlets/outlets.zod';
import { errorResponse } from '../api';
import { db, matchesName, now, paged } from '../mock-db';
import { idsParam, readBody } from './read-body';

function person(list: { id: number; name: string }[], id: number, field: string) {
  const found = list.find((candidate) => candidate.id === id);
  if (!found) throw errorResponse(422, 'Unknown person', field);
  return { id: found.id, name: found.name };
}

/** The outlet fields a body sets, with its area, owner and staff joined by name. */
function joined(body: OutletInput): Omit<Outlet, 'id' | 'created_at' | 'updated_at'> {
  const area = getListOutletAreasResponseMock().data.find((candidate) => candidate.area_id === body.area_id);
  if (!area) throw errorResponse(422, 'Unknown area', 'area_id');
  return {
    name: body.name,
    address: body.address,
    is_hq: body.is_hq ?? false,
    registers: body.registers ?? ['Counter 1'],
    outlet_area: {
      area_id: area.area_id,
      area_name: area.area_name,
      is_level_2: area.is_level_2,
      parent_area_name: area.parent_area_name,
    },
    outlet_owner: person(getListOutletOwnersResponseMock().data, body.owner_id, 'owner_id'),
    staff_ids: (body.staff_ids ?? []).map((id) => person(getListOutletStaffResponseMock().data, id, 'staff_ids')),
  };
}

export const outletHandlers = [
  getListOutletsMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    // The owner filter comes as "name_id" (the screen's URL) or as owner_id.
    const owner = Number(query.get('owner')?.split('_').at(-1) ?? query.get('owner_id') ?? 0);
    const ids = idsParam(query, 'outlet_ids');
    return paged(
      db.outlets
        .all()
        .filter(
          (outlet) =>
            matchesName(outlet.name, query, 'search_name') &&
            (!owner || outlet.outlet_owner.id === owner) &&
            (ids.length === 0 || ids.includes(outlet.id)),
        ),
      query,
    );
  }),
  // The pickers' lists answer with the examples; listed before the outlet by id, whose path would
  // take them.
  getListOutletAreasMockHandler(),
  getListOutletOwnersMockHandler(),
  getListOutletStaffMockHandler(),
  getGetOutletMockHandler(({ params }) => ({ data: db.outlets.get(String(params.outletId)) })),
  getCreateOutletMockHandler(async ({ request }) => {
    const body = await readBody(request, createOutletBody);
    return {
      data: db.outlets.insert({ id: db.outlets.nextId(), ...joined(body), created_at: now(), updated_at: now() }),
    };
  }),
  getUpdateOutletMockHandler(async ({ request, params }) => {
    const body = await readBody(request, updateOutletBody);
    return { data: db.outlets.update(String(params.outletId), { ...joined(body), updated_at: now() }) };
  }),
];
