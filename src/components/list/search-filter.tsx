// A search box bound to one URL search value. The URL holds the applied search; the box holds what
// is being typed and applies it after a pause, so each keystroke does not become a request.
// Markup is refused here with the spec's message instead of sending the user to the error page.
import '@mantine/core/styles/Input.css';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDangerousContent } from '@/lib/validation/dangerous-content';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFilterProps {
  /** What the box is for, e.g. "Search categories by name" (its accessible name). */
  label: string;
  placeholder?: string;
  /** The search applied now (from the URL). */
  value: string | undefined;
  /** Applies a new search; undefined clears it. */
  onChange: (value: string | undefined) => void;
  width?: number;
}

export function SearchFilter({ label, placeholder, value, onChange, width = 260 }: SearchFilterProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const applied = useRef(value);

  // Back/forward or a link changed the URL: show its search instead of what was typed.
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value ?? '');
    }
  }, [value]);

  const apply = (typed: string) => {
    const next = typed.trim() || undefined;
    if (next && isDangerousContent(next)) return;
    if (next === applied.current) return;
    applied.current = next;
    onChange(next);
  };
  const applyLater = useDebouncedCallback(apply, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder ?? t('common.search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={100}
      error={isDangerousContent(text) ? t('validation.dangerousContent') : undefined}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applyLater(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label={t('table.clearSearch')}
            onClick={() => {
              setText('');
              apply('');
            }}
          />
        ) : null
      }
      w={{ base: '100%', xs: width }}
    />
  );
}
