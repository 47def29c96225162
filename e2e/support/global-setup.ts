// Before the specs: the demo's promotions that run at some hours or on some days of the week only
// (its weekday happy hour, its member day) are switched off, so that what a sale costs in a spec
// does not depend on the hour or the day the run happens. The promotions spec makes its own.
import { request as requestContext, type FullConfig } from '@playwright/test';
import { findPromotions, switchOffPromotion } from './promotions';
import { apiToken } from './test';
import { ADMIN } from './users';

export default async function globalSetup(config: FullConfig) {
  const request = await requestContext.newContext({ baseURL: config.projects[0]!.use.baseURL });
  try {
    const token = await apiToken(request, ADMIN);
    for (const promotion of await findPromotions(request, token)) {
      const { days_of_week, start_time } = promotion.schedule;
      if (promotion.status === 'active' && (start_time !== null || days_of_week.length > 0))
        await switchOffPromotion(request, token, promotion);
    }
  } finally {
    await request.dispose();
  }
}
