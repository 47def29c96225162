// The screen to return to after signing in, from the URL: only a path of this app (`/order?page=2`),
// never another site (`//evil.example`, `https://…`) or the sign-in page itself.
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  if (value === '/' || value.startsWith('/login') || value.startsWith('/forget-password')) return undefined;
  return value;
}
