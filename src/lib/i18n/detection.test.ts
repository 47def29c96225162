// The language a visit starts in: the one last used on this device, else the browser's.
import { describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '.';

const detect = () => i18n.services.languageDetector.detect();

describe('the language of a visit', () => {
  it('is the browser’s on a first visit', () => {
    localStorage.clear();
    expect(detect()).toEqual(navigator.languages);
  });

  it('is the one last used on this device, ahead of the browser’s', async () => {
    await i18n.changeLanguage('id');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id');
    expect(detect()).toEqual(['id', ...navigator.languages]);
  });
});
