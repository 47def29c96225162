// "Remember me" keeps only the email on this browser (never the password).
const KEY = 'remembered_email';

export const getRememberedEmail = (): string => localStorage.getItem(KEY) ?? '';
export const rememberEmail = (email: string, remember: boolean): void => {
  if (remember) localStorage.setItem(KEY, email);
  else localStorage.removeItem(KEY);
};
