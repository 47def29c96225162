// The two cookies of the session: `token` (the bearer token) and `newPasswordToken` (recovery).
import Cookies from 'js-cookie';

/** Login token lifetime in days (about 10 hours). */
export const TOKEN_LIFETIME_DAYS = 0.4167;

const TOKEN = 'token';
const NEW_PASSWORD_TOKEN = 'newPasswordToken';

export const getToken = (): string | undefined => Cookies.get(TOKEN);
export const setToken = (token: string): void => {
  Cookies.set(TOKEN, token, { path: '/', expires: TOKEN_LIFETIME_DAYS, sameSite: 'strict' });
};
export const removeToken = (): void => Cookies.remove(TOKEN, { path: '/' });

export const getNewPasswordToken = (): string | undefined => Cookies.get(NEW_PASSWORD_TOKEN);
export const setNewPasswordToken = (token: string, expiresInDays: number): void => {
  Cookies.set(NEW_PASSWORD_TOKEN, token, { path: '/', expires: expiresInDays, sameSite: 'strict' });
};
export const removeNewPasswordToken = (): void => Cookies.remove(NEW_PASSWORD_TOKEN, { path: '/' });
