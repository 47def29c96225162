// The contract (contracts/openapi.yaml) as the server reads it: the document itself and the list
// of its operations with the permissions each declares.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const contractPath = join(dirname(fileURLToPath(import.meta.url)), '../../../contracts/openapi.yaml');

/** One `security` alternative: scheme name to the scopes it needs. */
export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** Empty means public; several entries mean any one suffices. */
  security: SecurityRequirement[];
  spec: Record<string, any>;
}

export type ContractDocument = Record<string, any>;

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * The contract as JSON text, built into the compiled server (scripts/build-server.ts) so it starts
 * without parsing the YAML, which takes a noticeable part of a start. Undefined when run from source.
 */
declare const BUILT_CONTRACT_JSON: string | undefined;

let cached: ContractDocument | undefined;

export function loadContract(): ContractDocument {
  cached ??=
    typeof BUILT_CONTRACT_JSON === 'string'
      ? (JSON.parse(BUILT_CONTRACT_JSON) as ContractDocument)
      : (parse(readFileSync(contractPath, 'utf8')) as ContractDocument);
  return cached;
}

/** Every scope the operation's security alternatives name (holding any one of them suffices). */
export function operationScopes(operation: Operation): string[] {
  return [...new Set(operation.security.flatMap((alternative) => Object.values(alternative).flat()))];
}

export function listOperations(doc: ContractDocument = loadContract()): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths ?? {})) {
    for (const method of methods) {
      const spec = item[method];
      if (!spec) continue;
      operations.push({
        operationId: spec.operationId,
        method: method.toUpperCase(),
        path,
        security: spec.security ?? doc.security ?? [],
        spec,
      });
    }
  }
  return operations;
}
