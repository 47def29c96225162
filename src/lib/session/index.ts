export { canAccess } from './access';
export { sessionValidity } from './validity';
export { useSession } from './use-session';
export { useSignOut } from './use-sign-out';
