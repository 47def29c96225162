// Request validation from the contract's schemas with AJV 2020 (see ./ajv). Array query
// parameters arrive as `outlet_ids=1,2` (style form, explode false) and are split before checking.
import type { FastifySchemaCompiler } from 'fastify';
import { createAjv } from './ajv';

type Schema = { properties?: Record<string, { type?: unknown }> };

function arrayProperties(schema: Schema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.type === 'array')
    .map(([name]) => name);
}

export function contractValidatorCompiler(): FastifySchemaCompiler<any> {
  const bodyAjv = createAjv({ coerce: false });
  const textAjv = createAjv({ coerce: true });
  return ({ schema, httpPart, contentType }: { schema: any; httpPart?: string; contentType?: string }) => {
    if (httpPart === 'body') {
      // Multipart parts stream to the handler, which checks them; there is no body object here.
      if (contentType?.startsWith('multipart/')) return () => true;
      return bodyAjv.compile(schema);
    }
    const validate = textAjv.compile(schema);
    if (httpPart !== 'querystring') return validate;
    const arrays = arrayProperties(schema);
    if (arrays.length === 0) return validate;
    const check = (data: Record<string, unknown>) => {
      for (const name of arrays) {
        const value = data?.[name];
        if (typeof value === 'string') data[name] = value === '' ? [] : value.split(',');
      }
      const ok = validate(data);
      check.errors = validate.errors;
      return ok;
    };
    check.errors = null as typeof validate.errors;
    return check;
  };
}
