// Request validation from the contract's schemas with AJV 2020 (see ./ajv). Array query
// parameters arrive as `outlet_ids=1,2` (style form, explode false) and are split before checking.
// Each validator is compiled when its operation is first called rather than at start-up: compiling
// every schema of the contract took a large share of the server's start, and an operation's first
// call pays only for its own (a few milliseconds).
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { createAjv } from './ajv';

type Schema = { properties?: Record<string, { type?: unknown }> };

type Validate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => boolean) & {
  errors?: ErrorObject[] | null;
  schemaEnv?: unknown;
};

function arrayProperties(schema: Schema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.type === 'array')
    .map(([name]) => name);
}

/**
 * Node hands over header names in lower case; the contract writes them as they are spelled
 * (`Idempotency-Key`). Fastify lowers them itself only for its own validator compiler.
 */
function lowerCaseNames(schema: Schema & { required?: string[] }) {
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    ...(schema.required ? { required: schema.required.map((name) => name.toLowerCase()) } : {}),
  };
}

/** A validator that compiles its schema on first use and behaves as the compiled one from then on. */
function compiledOnFirstUse(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data, context) => {
    compiled ??= compile();
    const ok = compiled(data, context);
    validate.errors = compiled.errors;
    return ok;
  };
  validate.errors = null;
  // Fastify hands AJV's validators the value's parent (so a coerced root value can be replaced)
  // when they carry schemaEnv; this one passes it on.
  validate.schemaEnv = true;
  return validate;
}

export function contractValidatorCompiler(): FastifySchemaCompiler<any> {
  const bodyAjv = createAjv({ coerce: false });
  const textAjv = createAjv({ coerce: true });
  return ({ schema, httpPart, contentType }: { schema: any; httpPart?: string; contentType?: string }) => {
    if (httpPart === 'body') {
      // Multipart parts stream to the handler, which checks them; there is no body object here.
      if (contentType?.startsWith('multipart/')) return () => true;
      return compiledOnFirstUse(() => bodyAjv.compile(schema));
    }
    if (httpPart === 'headers') return compiledOnFirstUse(() => textAjv.compile(lowerCaseNames(schema)));
    const arrays = httpPart === 'querystring' ? arrayProperties(schema) : [];
    if (arrays.length === 0) return compiledOnFirstUse(() => textAjv.compile(schema));
    return compiledOnFirstUse(() => {
      const validate = textAjv.compile(schema);
      const check: Validate = (data, context) => {
        const query = data as Record<string, unknown> | null;
        for (const name of arrays) {
          const value = query?.[name];
          if (typeof value === 'string') query![name] = value === '' ? [] : value.split(',');
        }
        const ok = validate(data, context);
        check.errors = validate.errors;
        return ok;
      };
      return check;
    });
  };
}
