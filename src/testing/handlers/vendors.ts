// The vendor calls answered from the in-memory database: list (name search, vendor_ids, paged),
// get, create and update, refusing a name another vendor has (409) as the API does.
import {
  getCreateVendorMockHandler,
  getGetVendorMockHandler,
  getListVendorsMockHandler,
  getUpdateVendorMockHandler,
} from '@generated/hooks/vendors/vendors.msw';
import { createVendorBody, updateVendorBody } from '@generated/zod/vendors/vendors.zod';
import { errorResponse } from '../api';
import { db, matchesName, now, paged } from '../mock-db';
import { idsParam, readBody } from './read-body';

function refuseTakenName(name: string, id?: number) {
  const taken = db.vendors.all().some((v) => v.id !== id && v.name.toLowerCase() === name.toLowerCase());
  if (taken) throw errorResponse(409, 'Vendor name already exists', 'name');
}

export const vendorHandlers = [
  getListVendorsMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    const ids = idsParam(query, 'vendor_ids');
    return paged(
      db.vendors.all().filter((v) => matchesName(v.name, query) && (ids.length === 0 || ids.includes(v.id))),
      query,
    );
  }),
  getGetVendorMockHandler(({ params }) => ({ data: db.vendors.get(String(params.vendorId)) })),
  getCreateVendorMockHandler(async ({ request }) => {
    const body = await readBody(request, createVendorBody);
    refuseTakenName(body.name);
    return { data: db.vendors.insert({ id: db.vendors.nextId(), ...body, created_at: now(), updated_at: now() }) };
  }),
  getUpdateVendorMockHandler(async ({ request, params }) => {
    const body = await readBody(request, updateVendorBody);
    refuseTakenName(body.name, Number(params.vendorId));
    return { data: db.vendors.update(String(params.vendorId), { ...body, updated_at: now() }) };
  }),
];
