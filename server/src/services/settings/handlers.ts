// The chain's settings (contract: getSettings, updateSettings).
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { uploadedImage } from '../../lib/uploaded-image';
import { getSettings, updateSettings } from './settings';

export const settingsHandlers: Handlers = {
  getSettings: async (request) => ({ data: await getSettings(request.server.db) }),
  updateSettings: async (request) => {
    const logo = request.body.company_logo_url;
    const logoUrl = logo
      ? await uploadedImage(request.server.images, logo, request.headers.host, 'company_logo_url')
      : logo;
    return { data: await updateSettings(request.server.db, currentUser(request), request.body, logoUrl) };
  },
};
