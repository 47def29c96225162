// The time field reads and takes the 24-hour clock, whatever the browser would show for a time.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { completeTime, isTime, maskTime, TimeField } from './time-field';

interface Values {
  opens_at?: string;
}

function Harness({ initial, onValue }: { initial?: string; onValue: (value: string | undefined) => void }) {
  const form = useForm<Values>({ defaultValues: { opens_at: initial } });
  onValue(useWatch({ control: form.control, name: 'opens_at' }));
  return <TimeField control={form.control} name="opens_at" label="Opens" />;
}

describe('TimeField', () => {
  it('shows an evening time as 18:30, in a text box of its own rather than a 12-hour time input', () => {
    renderWithProviders(<Harness initial="18:30" onValue={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Opens' });
    expect(box).toHaveValue('18:30');
    expect(box).toHaveAttribute('type', 'text');
    expect(box).not.toHaveValue('6:30 PM');
  });

  it('puts the colon in as digits are typed and hands the form HH:mm', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Opens' });
    await userEvent.type(box, '1930');
    expect(box).toHaveValue('19:30');
    expect(onValue).toHaveBeenLastCalledWith('19:30');
  });

  it('completes a short entry on leaving the box', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Opens' });
    await userEvent.type(box, '930');
    fireEvent.blur(box);
    expect(box).toHaveValue('09:30');
    expect(onValue).toHaveBeenLastCalledWith('09:30');
  });

  it('masks, completes and checks times on the 24-hour clock', () => {
    expect(maskTime('10:00')).toBe('10:00');
    expect(maskTime('7pm')).toBe('7');
    expect(maskTime('123456')).toBe('12:34');
    expect(completeTime('7')).toBe('07:00');
    expect(completeTime('23')).toBe('23:00');
    expect(completeTime('24')).toBe('24');
    expect(completeTime('')).toBe('');
    expect(isTime('23:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('9:30')).toBe(false);
  });
});
