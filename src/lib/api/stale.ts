// What a change makes stale, as the contract declares it (generated/invalidates.ts): a write's own
// answer, or another user's change notice from the event stream, refetches every cached read that
// shows a changed resource. A read's query key starts with its path (a path parameter filled in),
// so a resource's reads are matched by their paths, whatever their parameters.
import type { QueryClient } from '@tanstack/react-query';
import { invalidates, readPaths, type Resource } from '@generated/invalidates';

const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

const patterns = new Map(
  Object.entries(readPaths).map(([resource, paths]) => [resource as Resource, paths.map(pathPattern)]),
);

/** The resources a write changes, by its operation (a generated mutation's key); none if unknown. */
export const changedBy = (operationId: unknown): readonly Resource[] =>
  (typeof operationId === 'string' && Object.hasOwn(invalidates, operationId) && invalidates[operationId]) || [];

/** Marks stale every cached read showing one of the resources, and refetches those on screen. */
export function refetchStale(queryClient: QueryClient, resources: readonly Resource[]): Promise<void> {
  const matching = resources.flatMap((resource) => patterns.get(resource) ?? []);
  if (matching.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) => typeof path === 'string' && matching.some((pattern) => pattern.test(path)),
  });
}
