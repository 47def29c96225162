// The modifier report screen through the real router and hooks, against the mocked API (the
// contract's example: pearls and half sugar) with an option sold without a full recipe.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetModifierReportResponseMock } from '@generated/hooks/reports/reports.msw';
import { i18n } from '@/lib/i18n';
import { api, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

const example = getGetModifierReportResponseMock();
const large = {
  modifier_option_id: 21,
  group_name: 'Size',
  indonesian_group_name: 'Ukuran',
  option_name: 'Large',
  indonesian_option_name: 'Besar',
  cups: 12,
  revenue: 60_000,
  recipe_gap_cups: 12,
  ingredients: [],
};
const answer = { data: [large, ...example.data], summary: { ...example.summary, recipe_gap_cups: 12 } };

describe('the modifier report', () => {
  it('lists each option with its cups, revenue, ingredients and gaps, for the range and outlets of the URL', async () => {
    const report = recordQueries('/adm/v1/reports/modifiers', answer);
    api.use(report.handler);
    signIn();
    const { router } = renderApp('/report-modifiers?start_date=2026-11-16&end_date=2026-11-18&outlet_ids=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier Report' })).toBeInTheDocument();
    const pearls = await screen.findByRole('row', { name: /Pearls/ });
    for (const text of ['Toppings', '310', 'Rp 1,550,000', 'Tapioca Pearls 1 kg: +15,500 gr'])
      expect(pearls).toHaveTextContent(text);
    expect(screen.getByRole('row', { name: /50% sugar/ })).toHaveTextContent('Brown Sugar Syrup 1 L: −3,150 ml');
    const size = screen.getByRole('row', { name: /Large/ });
    expect(within(size).getByTestId('recipe-gap')).toHaveTextContent('12 cups without full recipe');
    expect(size).toHaveTextContent('No ingredient changed');
    expect(screen.getByTestId('summary-options_sold')).toHaveTextContent('1,460');
    expect(screen.getByTestId('summary-revenue')).toHaveTextContent('Rp 1,550,000');
    expect(screen.getByTestId('summary-recipe_gap_cups')).toHaveTextContent('12');
    expect(report.queries[0]).toEqual({ start_date: '2026-11-16', end_date: '2026-11-18', outlet_ids: '2' });
    // No grouping by period: one row per option over the whole range.
    expect(screen.queryByRole('radio', { name: 'Monthly' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Outlets' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jakarta Kemang' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ outlet_ids: [2, 1] }));
    await waitFor(() => expect(report.queries.at(-1)).toMatchObject({ outlet_ids: '2,1' }));
  });

  it('names groups and options in Indonesian', async () => {
    api.use(recordQueries('/adm/v1/reports/modifiers', answer).handler);
    signIn();
    renderApp('/report-modifiers?start_date=2026-11-16&end_date=2026-11-18');
    await screen.findByRole('row', { name: /Pearls/ });
    await i18n.changeLanguage('id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan Pilihan' })).toBeInTheDocument();
    // The table's headings follow once the table renders in the new language.
    for (const header of ['Grup', 'Pilihan', 'Gelas', 'Pendapatan', 'Gelas tanpa resep lengkap'])
      expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
    await screen.findByRole('row', { name: /Boba/ });
    expect(screen.getByRole('row', { name: /Boba/ })).toHaveTextContent('Topping');
    expect(screen.getByRole('row', { name: /Gula 50%/ })).toHaveTextContent('Gula');
    expect(within(screen.getByRole('row', { name: /Besar/ })).getByTestId('recipe-gap')).toHaveTextContent(
      '12 gelas tanpa resep lengkap',
    );
  });
});
