import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appReady } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first screen speaks the language in use from its first paint (see appReady).
void appReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
