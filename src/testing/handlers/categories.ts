// The category calls answered from the in-memory database: list (name and status filters, paged),
// get, create and update, refusing a name another category has (409) as the API does.
import {
  getCreateCategoryMockHandler,
  getGetCategoryMockHandler,
  getListCategoriesMockHandler,
  getUpdateCategoryMockHandler,
} from '@generated/hooks/categories/categories.msw';
import { createCategoryBody, updateCategoryBody } from '@generated/zod/categories/categories.zod';
import { errorResponse } from '../api';
import { booleanParam, db, matchesName, now, paged } from '../mock-db';
import { readBody } from './read-body';

function refuseTakenName(name: string, id?: number) {
  const taken = db.categories.all().some((c) => c.id !== id && c.name.toLowerCase() === name.toLowerCase());
  if (taken) throw errorResponse(409, 'Category name already exists', 'name');
}

export const categoryHandlers = [
  getListCategoriesMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    const status = booleanParam(query, 'status');
    return paged(
      db.categories.all().filter((c) => matchesName(c.name, query) && (status === undefined || c.status === status)),
      query,
    );
  }),
  getGetCategoryMockHandler(({ params }) => ({ data: db.categories.get(String(params.categoryId)) })),
  getCreateCategoryMockHandler(async ({ request }) => {
    const body = await readBody(request, createCategoryBody);
    refuseTakenName(body.name);
    return {
      data: db.categories.insert({
        id: db.categories.nextId(),
        ...body,
        sku_count: 0,
        created_at: now(),
        updated_at: now(),
      }),
    };
  }),
  getUpdateCategoryMockHandler(async ({ request, params }) => {
    const body = await readBody(request, updateCategoryBody);
    refuseTakenName(body.name, Number(params.categoryId));
    return { data: db.categories.update(String(params.categoryId), { ...body, updated_at: now() }) };
  }),
];
