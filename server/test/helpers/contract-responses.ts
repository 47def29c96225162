// Checks every response the suite receives against the contract: the operation must document the
// status, and the body must match that status's schema (AJV 2020, formats on). A 501 must carry the
// contract's NotImplemented envelope. This is the suite's conformance check, so no test can skip it.
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../src/lib/ajv';
import { listOperations, loadContract, type Operation } from '../../src/lib/contract';

const doc = loadContract();
const ajv = createAjv({ coerce: false });
ajv.addSchema(doc, 'contract.json');

interface Route {
  operation: Operation;
  pattern: RegExp;
  params: number;
}

const routes: Route[] = listOperations(doc).map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  params: (operation.path.match(/\{/g) ?? []).length,
}));

/** The contract operation a request reaches; a literal segment wins over a parameter. */
export function findOperation(method: string, url: string): Operation | undefined {
  const path = url.split('?')[0]!;
  return routes
    .filter((r) => r.operation.method === method.toUpperCase() && r.pattern.test(path))
    .sort((a, b) => a.params - b.params)[0]?.operation;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const compiled = new Map<string, ValidateFunction>();

function validatorAt(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `contract.json#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

/** Where the response object for this status lives, following a $ref to components/responses. */
function responsePointer(operation: Operation, status: number): string | undefined {
  const base = `/paths/${escapePointer(operation.path)}/${operation.method.toLowerCase()}/responses`;
  const response = operation.spec.responses?.[String(status)];
  if (!response) return undefined;
  if (typeof response.$ref === 'string') return (response.$ref as string).replace(/^#/, '');
  return `${base}/${status}`;
}

function resolve(pointer: string): any {
  return pointer
    .split('/')
    .slice(1)
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc as any);
}

export function contractViolations(
  method: string,
  url: string,
  status: number,
  contentType: string | undefined,
  body: string,
): string[] {
  const operation = findOperation(method, url);
  // Static files and the app are not API operations.
  if (!operation) return [];
  const where = `${method} ${url} answered ${status}`;
  // A failure of the server is never an answer, whatever an operation might declare.
  if (status === 500) return [`${where}, an unexpected failure: bad input must be refused, not crash`];
  let pointer = responsePointer(operation, status);
  if (!pointer && status === 501) pointer = '/components/responses/NotImplemented';
  if (!pointer) return [`${where}, which ${operation.operationId} does not document`];
  const response = resolve(pointer);
  const json = response?.content?.['application/json'];
  if (!json) {
    const declared = Object.keys(response?.content ?? {});
    if (declared.length && !declared.some((type) => contentType?.startsWith(type))) {
      return [`${where} with ${contentType}, expected ${declared.join(' or ')}`];
    }
    return [];
  }
  if (!contentType?.startsWith('application/json')) return [`${where} with ${contentType}, expected application/json`];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [`${where} with a body that is not JSON`];
  }
  const validate = validatorAt(`${pointer}/content/application~1json/schema`);
  if (validate(parsed)) return [];
  return (validate.errors ?? []).map(
    (e) => `${where}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`,
  );
}
