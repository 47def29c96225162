// Builds a request for any contract operation from the contract's own examples: path parameters,
// required query parameters and the JSON body. Used to walk every operation.
import { loadContract, type Operation } from '../../src/lib/contract';

const doc = loadContract();

function deref<T = any>(node: any): T {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce((n: any, key: string) => n?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current as T;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: any;
}

function parameters(operation: Operation): Parameter[] {
  const shared = doc.paths[operation.path]?.parameters ?? [];
  return [...shared, ...(operation.spec.parameters ?? [])].map((p: unknown) => deref<Parameter>(p));
}

function exampleOf(parameter: Parameter): unknown {
  const schema = deref(parameter.schema ?? {});
  return parameter.example ?? schema.example ?? schema.examples?.[0] ?? schema.default ?? schema.enum?.[0] ?? 1;
}

export function exampleRequest(operation: Operation): { url: string; body?: unknown } {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of parameters(operation)) {
    const value = exampleOf(parameter);
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    if (parameter.in === 'query' && parameter.required) query.set(parameter.name, text);
  }
  const content = deref(operation.spec.requestBody)?.content?.['application/json'];
  const body = content ? (content.example ?? Object.values<any>(content.examples ?? {})[0]?.value) : undefined;
  const search = query.toString();
  return { url: search ? `${path}?${search}` : path, ...(body !== undefined ? { body } : {}) };
}

export const isPublic = (operation: Operation) => operation.security.length === 0;

/** True when every security alternative names a scope, so a user without roles must get 403. */
export const needsScope = (operation: Operation) =>
  operation.security.length > 0 &&
  operation.security.every((alt) => Object.values(alt).some((scopes) => scopes.length > 0));
