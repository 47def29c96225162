import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { screen } from '@testing-library/react';
import * as Mantine from '@mantine/core';
import * as TableInputs from './table-inputs';
import { renderWithProviders } from '@/testing/render';

describe('the Mantine that mantine-react-table is given', () => {
  it('is Mantine itself for what every list renders', () => {
    expect(TableInputs.Table).toBe(Mantine.Table);
    expect(TableInputs.Checkbox).toBe(Mantine.Checkbox);
    expect(TableInputs.useMantineTheme).toBe(Mantine.useMantineTheme);
  });

  it('renders an input loaded on demand as itself once its code is in, with its ref', async () => {
    expect(TableInputs.Switch).not.toBe(Mantine.Switch);
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<TableInputs.Switch ref={ref} label="Show the notes column" defaultChecked />);
    const input = await screen.findByRole('switch', { name: 'Show the notes column' });
    expect(input).toBeChecked();
    expect(ref.current).toBe(input);
  });
});
