// The chain's settings (contract: getSettings, updateSettings).
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { uploadedImage } from '../../lib/uploaded-image';
import { getSettings, updateSettings } from './settings';

export const settingsHandlers: Handlers = {
  getSettings: async (request) => ({ data: await getSettings(request.server.db) }),
  updateSettings: async (request) => {
    // An upload's URL is stored as its path; empty or null is no logo; left out, it is kept.
    const logo = request.body.company_logo_url;
    const logoUrl = logo
      ? await uploadedImage(request.server.images, logo, request.headers.host, 'company_logo_url')
      : logo === undefined
        ? undefined
        : null;
    return { data: await updateSettings(request.server.db, currentUser(request), request.body, logoUrl) };
  },
};
