// The chain's settings (contract: getSettings, updateSettings).
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { getSettings, updateSettings } from './settings';

export const settingsHandlers: Handlers = {
  getSettings: async (request) => ({ data: await getSettings(request.server.db) }),
  updateSettings: async (request) => ({
    data: await updateSettings(request.server.db, currentUser(request), request.body),
  }),
};
