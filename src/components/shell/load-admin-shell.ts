// The admin shell's code, fetched once: by the guard as soon as it knows a signed-in screen is
// coming, and by the layout that renders it. After a deploy a missing chunk reloads the page once,
// as a screen's does. The texts of the shell and of what the screens share (the `common` namespace)
// load with it: it renders, and the screen inside it, once they are in.
import { loadWords } from '@/lib/i18n';
import { withChunkReload } from '@/lib/lazy-route';

export const loadAdminShell = withChunkReload(() =>
  Promise.all([import('./admin-shell'), loadWords('common')]).then(([shell]) => shell),
);
