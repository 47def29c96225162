export { canAccess } from './access';
export type { ScopedSession } from './access';
export { sessionValidity, SessionValidity } from './validity';
export type { RouterType } from './validity';
export { useTokenStore } from './token-store';
export { useSession } from './use-session';
export type { SessionState } from './use-session';
export { useSignOut } from './use-sign-out';
