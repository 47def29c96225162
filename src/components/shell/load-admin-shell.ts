// The admin shell's code, fetched once: by the guard as soon as it knows a signed-in screen is
// coming, and by the layout that renders it. After a deploy a missing chunk reloads the page once,
// as a screen's does.
import { withChunkReload } from '@/lib/lazy-route';

export const loadAdminShell = withChunkReload(() => import('./admin-shell'));
