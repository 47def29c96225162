// The suite's conformance check must itself catch violations, or every other test proves nothing.
import { describe, expect, it } from 'vitest';
import { contractViolations, findOperation } from '../helpers/contract-responses';

const json = 'application/json; charset=utf-8';
const category = {
  id: 1,
  name: 'Milk Tea',
  status: true,
  image_url: '/uploads/a.png',
  sku_count: 0,
  created_at: '2026-11-20T01:15:00Z',
  updated_at: '2026-11-20T01:15:00Z',
};

describe('contract response check', () => {
  it('finds the operation, preferring a literal segment over a parameter', () => {
    expect(findOperation('GET', '/adm/v1/roles/scopes')?.operationId).toBe('listRoleScopes');
    expect(findOperation('GET', '/adm/v1/roles/3')?.operationId).toBe('getRole');
    expect(findOperation('GET', '/adm/v1/categories?page=2')?.operationId).toBe('listCategories');
  });

  it('accepts a conforming body', () => {
    expect(contractViolations('GET', '/adm/v1/categories/1', 200, json, JSON.stringify({ data: category }))).toEqual(
      [],
    );
  });

  it('reports a missing property, an extra property, a wrong type and a bad format', () => {
    const { sku_count: _dropped, ...missing } = category;
    expect(contractViolations('GET', '/adm/v1/categories/1', 200, json, JSON.stringify({ data: missing }))).not.toEqual(
      [],
    );
    expect(
      contractViolations('GET', '/adm/v1/categories/1', 200, json, JSON.stringify({ data: { ...category, extra: 1 } })),
    ).not.toEqual([]);
    expect(
      contractViolations('GET', '/adm/v1/categories/1', 200, json, JSON.stringify({ data: { ...category, id: '1' } })),
    ).not.toEqual([]);
    expect(
      contractViolations(
        'GET',
        '/adm/v1/categories/1',
        200,
        json,
        JSON.stringify({ data: { ...category, created_at: 'yesterday' } }),
      ),
    ).not.toEqual([]);
  });

  it('reports an undocumented status and a malformed error body', () => {
    expect(contractViolations('GET', '/adm/v1/categories/1', 418, json, '{}')[0]).toMatch(/does not document/);
    expect(
      contractViolations('GET', '/adm/v1/categories/1', 404, json, JSON.stringify({ message: 'nope' })),
    ).not.toEqual([]);
    expect(contractViolations('GET', '/adm/v1/categories/1', 404, json, JSON.stringify({ errors: [] }))).not.toEqual(
      [],
    );
  });

  it('reports 500 always, in the envelope or not', () => {
    const envelope = JSON.stringify({ errors: [{ detail: 'An unexpected error occurred' }] });
    expect(contractViolations('GET', '/adm/v1/categories/1', 500, json, envelope)).not.toEqual([]);
    expect(contractViolations('GET', '/adm/v1/categories?page=1e309', 500, json, envelope)).not.toEqual([]);
  });

  it('accepts 501 only with the error envelope', () => {
    expect(
      contractViolations('GET', '/adm/v1/categories/1', 501, json, JSON.stringify({ errors: [{ detail: 'x' }] })),
    ).toEqual([]);
    expect(contractViolations('GET', '/adm/v1/categories/1', 501, json, 'oops')).not.toEqual([]);
  });
});
