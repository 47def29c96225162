import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { usePreloadOnIntent, whenUserActs } from './lazy-part';

function Screen({ part }: { part: { preload: () => Promise<unknown> } }) {
  usePreloadOnIntent(part);
  return <button type="button">New</button>;
}

describe('usePreloadOnIntent', () => {
  it('fetches nothing while the screen loads, and its parts once the user first reaches for the page', () => {
    const part = { preload: vi.fn(() => Promise.resolve()) };
    const { getByRole } = render(<Screen part={part} />);
    expect(part.preload).not.toHaveBeenCalled();
    fireEvent.pointerOver(getByRole('button'));
    expect(part.preload).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(getByRole('button'));
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(part.preload).toHaveBeenCalledTimes(1);
  });

  it('stops waiting once the screen is gone', () => {
    const part = { preload: vi.fn(() => Promise.resolve()) };
    const { unmount } = render(<Screen part={part} />);
    unmount();
    fireEvent.touchStart(document.body);
    expect(part.preload).not.toHaveBeenCalled();
  });
});

describe('whenUserActs', () => {
  it('acts on a key pressed as on a touch', () => {
    const act = vi.fn();
    whenUserActs(act);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(act).toHaveBeenCalledTimes(1);
  });
});
