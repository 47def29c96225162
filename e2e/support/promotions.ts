// Promotions as the specs handle them through the API: switching one off by replacing it with its
// own fields and the status `inactive`.
import type { APIRequestContext } from '@playwright/test';
import { call } from './cup-setup';

export type PromotionBody = Record<string, unknown> & {
  id: number;
  name: string;
  status: string;
  schedule: { days_of_week: number[]; start_time: string | null; end_time: string | null };
};

export async function switchOffPromotion(request: APIRequestContext, token: string, promotion: PromotionBody) {
  const { id, code_count: _codes, usage: _usage, created_at: _created, updated_at: _updated, ...input } = promotion;
  await call(request, token, 'put', `/adm/v1/promotions/${id}`, { ...input, status: 'inactive' });
}

/** The promotions whose name holds `text` (at most a hundred). */
export const findPromotions = (request: APIRequestContext, token: string, text = '') =>
  call<PromotionBody[]>(request, token, 'get', `/adm/v1/promotions?q=${encodeURIComponent(text)}&size=100`);
