// The stand-in component of screens whose feature is not built yet (keeps the route's guard).
import { lazy } from '../lib/lazy-route';

export const placeholderComponent = lazy(() => import('../components/shell/screen-placeholder'), 'ScreenPlaceholder');
