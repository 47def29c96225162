// Every write in the contract says what it makes stale (`x-invalidates`, even when nothing), and the
// generated map the query client reads holds exactly that; every cached read says what it shows
// (`x-reads`), so a write's resources reach the screens that show them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { invalidates, readPaths } from '../../../generated/invalidates';

type Operation = {
  operationId: string;
  security?: unknown[];
  'x-reads'?: string[];
  'x-invalidates'?: string[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
const contract = parse(readFileSync('contracts/openapi.yaml', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, operation]) => ({ path, method, operation })),
);
const writes = operations.filter(({ method }) => method !== 'get');

describe('what a write makes stale', () => {
  it('walks every write of the contract', () => {
    expect(writes.length).toBeGreaterThan(40);
  });

  it.each(writes.map(({ operation }) => [operation.operationId, operation] as const))(
    '%s declares x-invalidates and the generated map holds it',
    (operationId, operation) => {
      expect(operation['x-invalidates'], `${operationId} has no x-invalidates`).toBeInstanceOf(Array);
      expect(invalidates[operationId]).toEqual(operation['x-invalidates']);
      for (const resource of operation['x-invalidates']!) expect(Object.keys(readPaths)).toContain(resource);
    },
  );

  it('every signed-in read answering JSON declares what it shows (x-reads)', () => {
    const silent = operations
      .filter(({ method, operation }) => method === 'get' && (operation.security ?? []).length > 0)
      .filter(({ operation }) => operation.responses['200']?.content?.['application/json'])
      .filter(({ operation }) => !Array.isArray(operation['x-reads']))
      .map(({ operation }) => operation.operationId);
    expect(silent).toEqual([]);
  });
});
