import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '@/testing/render';

describe('AuditLogPage', () => {
  it('lists who changed which field from what to what', async () => {
    signIn();
    renderApp('/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(await screen.findByText('Admin Teahouse')).toBeInTheDocument();
    expect(screen.getByText(/25,000 → 27,000/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Admin Teahouse.*SKU edited.*SKU #3/ })).toBeInTheDocument();
  });
});
