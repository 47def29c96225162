import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appReady } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first screen speaks the language in use from its first paint (see appReady). It is built in
// the background, in small steps, so a phone answers taps while it is.
void appReady.then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
