export { canAccess } from './access';
export { loadSession } from './load-session';
export { useSession } from './use-session';
export { useEndSessionWhenRejected, useSignOut } from './use-sign-out';
