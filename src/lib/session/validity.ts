// Spec section 4: what the guard does with the current session on the current screen.
export type RouterType = 'PUBLIC' | 'PRIVATE';

export const SessionValidity = {
  LOADING: 'LOADING',
  THROW_TO_LOGIN: 'THROW_TO_LOGIN',
  THROW_TO_DASHBOARD_HOME: 'THROW_TO_DASHBOARD_HOME',
  VALID: 'VALID',
} as const;
export type SessionValidity = (typeof SessionValidity)[keyof typeof SessionValidity];

export interface ValidityInput {
  /** A token cookie exists, so the info call runs (or has run). */
  hasToken: boolean;
  /** The info call has answered with a session. */
  hasSession: boolean;
  routerType: RouterType;
}

export function sessionValidity({ hasToken, hasSession, routerType }: ValidityInput): SessionValidity {
  // A token whose info call has not answered yet: we cannot tell either way, so render nothing.
  if (hasToken && !hasSession) return SessionValidity.LOADING;
  if (hasSession) {
    return routerType === 'PUBLIC' ? SessionValidity.THROW_TO_DASHBOARD_HOME : SessionValidity.VALID;
  }
  return routerType === 'PUBLIC' ? SessionValidity.VALID : SessionValidity.THROW_TO_LOGIN;
}
