// The name search above the category list. The URL holds the applied search; the box holds what
// is being typed and applies it after a pause, so each keystroke does not become a request.
import { useEffect, useRef, useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DANGEROUS_CONTENT_MESSAGE, isDangerousContent } from '../../lib/validation/dangerous-content';

export const SEARCH_DEBOUNCE_MS = 300;

export interface CategoryFiltersProps {
  /** The name search applied now (from the URL). */
  name: string | undefined;
  /** Applies a new search; undefined clears it. */
  onNameChange: (name: string | undefined) => void;
}

export function CategoryFilters({ name, onNameChange }: CategoryFiltersProps) {
  const [text, setText] = useState(name ?? '');
  const applied = useRef(name);

  // Back/forward or a link changed the URL: show its search instead of what was typed.
  useEffect(() => {
    if (name !== applied.current) {
      applied.current = name;
      setText(name ?? '');
    }
  }, [name]);

  const apply = (value: string) => {
    const next = value.trim() || undefined;
    // The route refuses markup in search values; say so here instead of leaving the screen.
    if (next && isDangerousContent(next)) return;
    if (next === applied.current) return;
    applied.current = next;
    onNameChange(next);
  };
  const applyLater = useDebouncedCallback(apply, SEARCH_DEBOUNCE_MS);
  const dangerous = isDangerousContent(text);

  return (
    <TextInput
      aria-label="Search categories by name"
      placeholder="Search by name"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={100}
      error={dangerous ? DANGEROUS_CONTENT_MESSAGE : undefined}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applyLater(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            onClick={() => {
              setText('');
              apply('');
            }}
          />
        ) : null
      }
      w={280}
    />
  );
}
