// The cookies of the sessions: `token` (staff's bearer token), `newPasswordToken` (recovery) and
// `customer_token` (the customer app's bearer token).
import Cookies from 'js-cookie';

/** Login token lifetime in days (about 10 hours). */
export const TOKEN_LIFETIME_DAYS = 0.4167;

const TOKEN = 'token';
const NEW_PASSWORD_TOKEN = 'newPasswordToken';

/**
 * Lax keeps the cookie on a link followed from another site (an emailed link opens signed in) and
 * off cross-site requests; Secure whenever the app is served over HTTPS. The app reads the cookie
 * itself to send it as a bearer header, so it cannot be HttpOnly.
 */
const attributes = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'lax',
  secure: globalThis.location?.protocol === 'https:',
});

export const getToken = (): string | undefined => Cookies.get(TOKEN);
export const setToken = (token: string): void => {
  Cookies.set(TOKEN, token, { ...attributes(), expires: TOKEN_LIFETIME_DAYS });
};
export const removeToken = (): void => Cookies.remove(TOKEN, { path: '/' });

/** The customer app's token (`customer_token`), apart from staff's `token`; it lasts 30 days. */
const CUSTOMER_TOKEN = 'customer_token';
export const CUSTOMER_TOKEN_LIFETIME_DAYS = 30;
export const getCustomerToken = (): string | undefined => Cookies.get(CUSTOMER_TOKEN);
export const setCustomerToken = (token: string): void => {
  Cookies.set(CUSTOMER_TOKEN, token, { ...attributes(), expires: CUSTOMER_TOKEN_LIFETIME_DAYS });
};
export const removeCustomerToken = (): void => Cookies.remove(CUSTOMER_TOKEN, { path: '/' });

export const getNewPasswordToken = (): string | undefined => Cookies.get(NEW_PASSWORD_TOKEN);
export const setNewPasswordToken = (token: string, expiresInDays: number): void => {
  Cookies.set(NEW_PASSWORD_TOKEN, token, { ...attributes(), expires: expiresInDays });
};
export const removeNewPasswordToken = (): void => Cookies.remove(NEW_PASSWORD_TOKEN, { path: '/' });
