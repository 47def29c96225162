// Integers in paths and queries are decimal digits within the contract's range, on every operation:
// each integer parameter of the contract is sent what a lenient reading takes for a number (`1e3`,
// `0x10`, ` 5`, `1e309`...) and must answer 400 in the envelope naming it, never a 500 and never a
// success on a number the client did not write. A JSON body's `1e309` (Infinity) is refused alike.
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract, type Operation } from '../../src/lib/contract';
import { exampleRequest } from '../helpers/contract-requests';
import { signInCustomer } from '../helpers/customer-app';
import { build } from '../helpers/test-app';

const doc = loadContract();
const deref = (node: any): any => {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce((n: any, key: string) => n?.[key], doc);
  }
  return current;
};

interface IntegerParameter {
  operation: Operation;
  name: string;
  in: 'path' | 'query';
  list: boolean;
  /** A value the contract gives for it. */
  example: string;
}

function integerParameters(operation: Operation): IntegerParameter[] {
  const all = [...(doc.paths[operation.path].parameters ?? []), ...(operation.spec.parameters ?? [])].map(deref);
  return all.flatMap((parameter) => {
    const schema = deref(parameter.schema);
    const list = schema.type === 'array' && deref(schema.items)?.type === 'integer';
    if (schema.type !== 'integer' && !list) return [];
    if (parameter.in !== 'path' && parameter.in !== 'query') return [];
    const item = list ? deref(schema.items) : schema;
    const example = parameter.example ?? item.examples?.[0] ?? item.enum?.[0] ?? item.default ?? 1;
    return [{ operation, name: parameter.name, in: parameter.in, list, example: String(example) }];
  });
}

const parameters = listOperations().flatMap(integerParameters);

/** Numbers to a lenient reader, none of them an integer as the contract writes one. */
const NOT_DECIMAL = ['1e309', 'Infinity', '-Infinity', 'NaN', '0x10', '1e3', '1.0', '-0', '+5', ' 5', '5 ', '012', ''];
const TOO_LONG = '123456789012345678901234567890';

const t = await build();
const admin = await t.asAdmin();
const staffToken = admin.token;
const customerToken = (await signInCustomer(t)).token;
/** A customer's token for the customer app's operations, an administrator's for the rest. */
const tokenFor = (operation: Operation) =>
  operation.security.some((alternative) => 'customerAuth' in alternative) ? customerToken : staffToken;

/** The operation's example request with `value` as the parameter (one item of a list). */
function requestWith({ operation, name, in: place, list }: IntegerParameter, value: string) {
  const { url, body } = exampleRequest(operation);
  const [path, search = ''] = url.split('?');
  const sent = list ? `1,${value}` : value;
  if (place === 'path') {
    const template = operation.path.split('/');
    const actual = path!.split('/');
    const at = template.indexOf(`{${name}}`);
    actual[at] = encodeURIComponent(sent);
    return { url: actual.join('/') + (search ? `?${search}` : ''), body };
  }
  const query = new URLSearchParams(search);
  query.set(name, sent);
  return { url: `${path}?${query.toString().replace(/\+/g, '%20')}`, body };
}

describe('integer parameters', () => {
  it('walks every integer path and query parameter of the contract', () => {
    const names = new Set(parameters.map((p) => `${p.operation.operationId}.${p.name}`));
    // The finding's own cases, so a change in the contract cannot quietly drop them from the walk.
    for (const expected of [
      'getSalesReport.page',
      'getInventoryReport.page',
      'getPurchaseOrderReport.page',
      'getCategory.category_id',
      'getOrder.order_id',
      'cancelPurchaseOrder.purchase_order_id',
      'listOutlets.outlet_ids',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('answers 400 naming the parameter to a number written any other way than in decimal', async () => {
    for (const parameter of parameters) {
      const { operation, name } = parameter;
      for (const value of NOT_DECIMAL) {
        // An empty path segment is another route; an empty list item is checked in the query.
        if (value === '' && parameter.in === 'path') continue;
        const { url, body } = requestWith(parameter, value);
        const res = await t.raw(operation.method, url, { token: tokenFor(operation), body });
        const where = `${operation.operationId} ${name}=${JSON.stringify(value)}: ${res.status} ${res.text}`;
        expect(res.status, where).toBe(400);
        expect(res.body.errors[0].field, where).toBe(name);
        expect(res.body.errors[0].detail, where).toMatch(/ must be a number$/);
      }
    }
  });

  it('answers 400 to a decimal integer beyond the range the contract gives', async () => {
    for (const parameter of parameters) {
      for (const value of [TOO_LONG, `-${TOO_LONG}`]) {
        const { url, body } = requestWith(parameter, value);
        const res = await t.raw(parameter.operation.method, url, { token: tokenFor(parameter.operation), body });
        const where = `${parameter.operation.operationId} ${parameter.name}=${value}: ${res.status} ${res.text}`;
        expect(res.status, where).toBe(400);
        expect(res.body.errors[0].field, where).toBe(parameter.name);
      }
    }
  });

  it("takes each parameter's example as it is written", async () => {
    for (const parameter of parameters) {
      const { url, body } = requestWith(parameter, parameter.example);
      const res = await t.raw(parameter.operation.method, url, { token: tokenFor(parameter.operation), body });
      expect(res.body?.errors?.[0]?.field, `${parameter.operation.operationId}: ${res.text}`).not.toBe(parameter.name);
    }
  });

  it("uses the spec's search messages for page and size", async () => {
    const list = await t.raw('GET', '/adm/v1/categories?page=1e3', { token: staffToken });
    expect(list.body).toEqual({ errors: [{ detail: 'Page must be a number', field: 'page' }] });
    const size = await t.raw('GET', '/adm/v1/categories?size=0x10', { token: staffToken });
    expect(size.body).toEqual({ errors: [{ detail: 'Size must be a number', field: 'size' }] });
    const report = await t.raw('GET', '/adm/v1/reports/sales?start_date=2026-01-01&end_date=2026-01-31&page=1e309', {
      token: staffToken,
    });
    expect(report.body).toEqual({ errors: [{ detail: 'Page must be a number', field: 'page' }] });
    const id = await admin.GET('/adm/v1/categories/{category_id}', { params: { path: { category_id: 2147483648 } } });
    expect(id.error).toEqual({ errors: [{ detail: 'Category must be at most 2147483647', field: 'category_id' }] });
  });
});

describe('integers in a JSON body', () => {
  it('refuses 1e309 (Infinity once parsed) wherever a body takes an integer', async () => {
    let checked = 0;
    for (const operation of listOperations()) {
      const content = deref(operation.spec.requestBody)?.content?.['application/json'];
      const schema = deref(content?.schema);
      const { url, body } = exampleRequest(operation);
      if (!schema?.properties || !body) continue;
      for (const [name, property] of Object.entries<any>(schema.properties)) {
        if (deref(property)?.type !== 'integer') continue;
        const payload = JSON.stringify({ ...(body as object), [name]: 0.5 }).replace(
          `"${name}":0.5`,
          `"${name}":1e309`,
        );
        const res = await t.raw(operation.method, url, {
          token: tokenFor(operation),
          payload,
          headers: { 'content-type': 'application/json' },
        });
        const where = `${operation.operationId} ${name}: ${res.status} ${res.text}`;
        expect(res.status, where).toBe(400);
        expect(res.body.errors[0].field, where).toBe(name);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
