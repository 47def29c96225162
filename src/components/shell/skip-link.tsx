// "Skip to main content": the page's first Tab stop, so a keyboard user reaches the screen's own
// controls without walking through the top bar and the sidebar first.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './skip-link.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  // Focus the content itself rather than follow the hash, which would become part of the address.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
