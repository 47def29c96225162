// The API refused a signed-in call with 401: the session expired or was revoked while a screen was
// open. The client reports it here; the session layer listens, signs the user out and goes to /login.
type Listener = (message: string) => void;

const listeners = new Set<Listener>();

export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionRejected(message: string): void {
  for (const listener of listeners) listener(message);
}
