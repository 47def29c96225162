// Request validation from the contract's schemas with AJV 2020 (see ./ajv). Path, query and header
// values arrive as text: array query parameters as `outlet_ids=1,2` (style form, explode false),
// split before checking, and integers read here rather than by AJV's coercion, which takes `1e3`,
// `0x10`, ` 5` or `1.0` for numbers. Each validator is compiled when its operation is first called
// rather than at start-up: compiling every schema of the contract took a large share of the
// server's start, and an operation's first call pays only for its own (a few milliseconds).
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { createAjv } from './ajv';

interface PropertySchema {
  type?: unknown;
  items?: PropertySchema;
  minimum?: number;
  maximum?: number;
}
type Schema = { properties?: Record<string, PropertySchema> };

type Validate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => boolean) & {
  errors?: ErrorObject[] | null;
  schemaEnv?: unknown;
};

/** An integer as the contract's clients write one: decimal digits, a minus sign at most, no `-0`. */
const DECIMAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;

const isInteger = (schema: PropertySchema | undefined) => schema?.type === 'integer';

/** The error AJV would report, so the messages and the field come out as for any other rule. */
function refusal(path: string, keyword: 'type' | 'minimum' | 'maximum', limit?: number): ErrorObject {
  const params = keyword === 'type' ? { type: 'integer' } : { comparison: keyword === 'minimum' ? '>=' : '<=', limit };
  return { keyword, instancePath: path, schemaPath: `#/properties${path}/${keyword}`, params };
}

/**
 * The number a text stands for, or why it is refused. A decimal integer past what a number holds
 * exactly is out of any range the contract can mean: refused by the bound it passes when the schema
 * has one, else as not a number.
 */
function readInteger(text: string, schema: PropertySchema, path: string): number | ErrorObject {
  if (!DECIMAL_INTEGER.test(text)) return refusal(path, 'type');
  const value = Number(text);
  if (Number.isSafeInteger(value)) return value;
  if (value > 0 && schema.maximum !== undefined) return refusal(path, 'maximum', schema.maximum);
  if (value < 0 && schema.minimum !== undefined) return refusal(path, 'minimum', schema.minimum);
  return refusal(path, 'type');
}

/** Splits array values and reads integers in place; answers the first refusal, if any. */
function readText(schema: Schema, data: Record<string, unknown>): ErrorObject | undefined {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    let value = data[name];
    if (property.type === 'array' && typeof value === 'string') {
      value = data[name] = value === '' ? [] : value.split(',');
    }
    const path = `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (isInteger(property) && typeof value === 'string') {
      const read = readInteger(value, property, path);
      if (typeof read !== 'number') return read;
      data[name] = read;
    }
    if (isInteger(property.items) && Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        if (typeof item !== 'string') continue;
        const read = readInteger(item, property.items!, `${path}/${index}`);
        if (typeof read !== 'number') return read;
        value[index] = read;
      }
    }
  }
  return undefined;
}

const needsReading = (schema: Schema) =>
  Object.values(schema.properties ?? {}).some(
    (property) => property.type === 'array' || isInteger(property) || isInteger(property.items),
  );

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
    if (httpPart === 'headers') schema = lowerCaseNames(schema);
    if (!needsReading(schema)) return compiledOnFirstUse(() => textAjv.compile(schema));
    return compiledOnFirstUse(() => {
      const validate = textAjv.compile(schema);
      const check: Validate = (data, context) => {
        const refused =
          data && typeof data === 'object' ? readText(schema, data as Record<string, unknown>) : undefined;
        if (refused) {
          check.errors = [refused];
          return false;
        }
        const ok = validate(data, context);
        check.errors = validate.errors;
        return ok;
      };
      return check;
    });
  };
}
