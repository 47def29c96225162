import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowsInSteps } from './use-rows-in-steps';

let renders: number[] = [];

function Rows({ total }: { total: number }) {
  const built = useRowsInSteps(total, 2, 3);
  renders.push(built);
  return (
    <ul>
      {Array.from({ length: built }, (_, index) => (
        <li key={index}>Row {index + 1}</li>
      ))}
    </ul>
  );
}

describe('useRowsInSteps', () => {
  it('shows the first rows, then a step more after each showing, until every row is there', async () => {
    renders = [];
    render(<Rows total={7} />);
    expect(renders[0]).toBe(2);
    expect(await screen.findByText('Row 7')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect([...new Set(renders)]).toEqual([2, 5, 7]);
  });

  it('builds the rows a list gains later, and no more than it has', async () => {
    renders = [];
    const view = render(<Rows total={1} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await act(() => view.rerender(<Rows total={4} />));
    expect(await screen.findByText('Row 4')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
