// AJV for the contract's JSON Schema 2020-12 (OpenAPI 3.1). Request bodies are never coerced, so
// `"true"` is not a boolean, as the contract and Prism say; path and query values arrive as text
// and are coerced (integers excepted: see ./validator-compiler). Unknown properties are rejected,
// never stripped. Numbers are finite: `strict: false` would otherwise let Infinity (JSON's `1e309`)
// pass for an integer.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export function createAjv(options: { coerce: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    strictNumbers: true,
    allErrors: false,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: options.coerce ? 'array' : false,
  });
  addFormats(ajv);
  return ajv;
}
