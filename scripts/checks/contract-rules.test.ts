// Proves each house rule of contracts/redocly.yaml: a small contract that follows them all lints clean, and
// each mutation of it is reported by the rule that protects against it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';

type Doc = Record<string, any>;
const errorBody = { $ref: '#/components/schemas/ErrorBody' };
const notFound = {
  description: 'Missing.',
  content: { 'application/json': { schema: errorBody, example: { errors: [{ detail: 'Not found' }] } } },
};
/** What the server answers for each operation's shape (teahouse/declared-statuses). */
const errors = (...statuses: string[]) =>
  Object.fromEntries(statuses.map((status) => [status, { $ref: '#/components/responses/Error' }]));
const thingJson = (example: unknown) => ({
  'application/json': { schema: { $ref: '#/components/schemas/Thing' }, example },
});

function validContract(): Doc {
  return {
    openapi: '3.1.0',
    info: { title: 'T', version: '1.0.0', description: 'D', license: { name: 'P', identifier: 'MIT' } },
    servers: [{ url: 'http://localhost:3000' }],
    security: [{ bearerAuth: [] }],
    tags: [{ name: 'things', description: 'Things.' }],
    paths: {
      '/adm/v1/things': {
        get: {
          operationId: 'listThings',
          tags: ['things'],
          summary: 'List things',
          description: 'D',
          security: [{ bearerAuth: ['view_admin_category'] }],
          parameters: [
            {
              name: 'ids',
              in: 'query',
              description: 'D',
              style: 'form',
              explode: false,
              schema: { type: 'array', items: { type: 'integer' } },
            },
          ],
          responses: {
            '200': { description: 'Ok.', content: thingJson({ name: 'a' }) },
            '404': notFound,
            ...errors('400', '401', '403', '503'),
          },
        },
        post: {
          operationId: 'createThing',
          tags: ['things'],
          summary: 'Create a thing',
          description: 'D',
          security: [],
          requestBody: { required: true, content: thingJson({ name: 'b' }) },
          responses: {
            '201': { description: 'Ok.', content: thingJson({ name: 'b' }) },
            '404': notFound,
            ...errors('400', '413', '415', '503'),
          },
        },
      },
      '/adm/v1/things/{thing_id}': {
        get: {
          operationId: 'getThing',
          tags: ['things'],
          summary: 'Get a thing',
          description: 'D',
          security: [{ bearerAuth: [] }],
          parameters: [{ name: 'thing_id', in: 'path', required: true, description: 'D', schema: { type: 'integer' } }],
          responses: {
            '200': { description: 'Ok.', content: thingJson({ name: 'c' }) },
            '404': notFound,
            ...errors('400', '401', '414', '503'),
          },
        },
        put: {
          operationId: 'updateThing',
          tags: ['things'],
          summary: 'Update a thing',
          description: 'D',
          security: [{ bearerAuth: [] }],
          parameters: [
            { name: 'thing_id', in: 'path', required: true, description: 'D', schema: { type: 'integer' } },
            { $ref: '#/components/parameters/IdempotencyKey' },
          ],
          requestBody: { required: true, content: thingJson({ name: 'd' }) },
          responses: {
            '200': { description: 'Ok.', content: thingJson({ name: 'd' }) },
            '404': notFound,
            '409': notFound,
            '422': notFound,
            ...errors('400', '401', '413', '414', '415', '503'),
          },
        },
      },
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      responses: {
        Error: {
          description: 'Refused.',
          content: { 'application/json': { schema: errorBody, example: { errors: [{ detail: 'No' }] } } },
        },
      },
      parameters: {
        IdempotencyKey: { name: 'Idempotency-Key', in: 'header', description: 'D', schema: { type: 'string' } },
      },
      schemas: {
        AdminScope: { type: 'string', enum: ['view_admin_category'] },
        Thing: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: { name: { type: 'string' } },
        },
        ErrorBody: {
          type: 'object',
          required: ['errors'],
          properties: {
            errors: { type: 'array', items: { type: 'object', properties: { detail: { type: 'string' } } } },
          },
        },
      },
    },
  };
}

const dir = mkdtempSync(join(tmpdir(), 'contract-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Lints a contract with the project's redocly.yaml and answers the ids of the rules that failed. */
function failedRules(doc: Doc): string[] {
  const file = join(dir, `c${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, stringify(doc));
  const redocly = resolve('node_modules/.bin/redocly');
  let out: string;
  try {
    out = execFileSync(redocly, ['lint', file, '--config', resolve('contracts/redocly.yaml'), '--format=json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { problems: { ruleId: string; severity: string }[] };
  return report.problems.filter((p) => p.severity === 'error').map((p) => p.ruleId);
}

const mutations: [string, string, (doc: Doc) => void][] = [
  [
    'an operation without operationId',
    'operation-operationId',
    (d) => delete d.paths['/adm/v1/things'].get.operationId,
  ],
  ['an operation without summary', 'operation-summary', (d) => delete d.paths['/adm/v1/things'].get.summary],
  ['an operation without tags', 'rule/operation-one-tag', (d) => delete d.paths['/adm/v1/things'].get.tags],
  [
    'an operation with two tags',
    'rule/operation-one-tag',
    (d) => {
      d.tags.push({ name: 'more', description: 'M.' });
      d.paths['/adm/v1/things'].get.tags = ['things', 'more'];
    },
  ],
  [
    'a tag missing from the top-level tags',
    'operation-tag-defined',
    (d) => {
      d.paths['/adm/v1/things'].get.tags = ['stuff'];
    },
  ],
  [
    'an operation that inherits security',
    'rule/operation-security-explicit',
    (d) => delete d.paths['/adm/v1/things'].get.security,
  ],
  [
    'an operation without a 4xx response',
    'operation-4xx-response',
    (d) => {
      const responses = d.paths['/adm/v1/things'].get.responses;
      for (const status of Object.keys(responses)) if (status.startsWith('4')) delete responses[status];
    },
  ],
  [
    'a request body without an example',
    'teahouse/media-type-example',
    (d) => delete d.paths['/adm/v1/things'].post.requestBody.content['application/json'].example,
  ],
  [
    'a response without an example',
    'teahouse/media-type-example',
    (d) => delete d.paths['/adm/v1/things'].get.responses['200'].content['application/json'].example,
  ],
  [
    'an example that breaks its schema',
    'no-invalid-media-type-examples',
    (d) => {
      d.paths['/adm/v1/things'].get.responses['200'].content['application/json'].example = { title: 'x' };
    },
  ],
  [
    'a scope outside AdminScope',
    'teahouse/bearer-scopes-known',
    (d) => {
      d.paths['/adm/v1/things'].get.security = [{ bearerAuth: ['view_admin_everything'] }];
    },
  ],
  [
    'an id path parameter not named <thing>_id',
    'teahouse/path-id-param-name',
    (d) => {
      const item = d.paths['/adm/v1/things/{thing_id}'];
      delete d.paths['/adm/v1/things/{thing_id}'];
      item.get.parameters[0].name = 'thingId';
      d.paths['/adm/v1/things/{thingId}'] = item;
    },
  ],
  [
    'an exploded array query parameter',
    'teahouse/array-query-form',
    (d) => delete d.paths['/adm/v1/things'].get.parameters[0].explode,
  ],
  ...(
    [
      ['listThings', 'get', '/adm/v1/things', '401', 'needs a signed-in user'],
      ['listThings', 'get', '/adm/v1/things', '403', 'needs a scope'],
      ['listThings', 'get', '/adm/v1/things', '400', 'takes a query parameter'],
      ['createThing', 'post', '/adm/v1/things', '400', 'takes a body'],
      ['createThing', 'post', '/adm/v1/things', '413', 'takes a body'],
      ['createThing', 'post', '/adm/v1/things', '415', 'takes a body'],
      ['createThing', 'post', '/adm/v1/things', '503', 'is an operation'],
      ['getThing', 'get', '/adm/v1/things/{thing_id}', '404', 'takes a path parameter'],
      ['getThing', 'get', '/adm/v1/things/{thing_id}', '414', 'takes a path parameter'],
    ] as const
  ).map(([id, method, path, status, why]): [string, string, (doc: Doc) => void] => [
    `${id} without ${status}, though it ${why}`,
    'teahouse/declared-statuses',
    (d) => delete d.paths[path][method].responses[status],
  ]),
  [
    'an operation that declares 500',
    'teahouse/declared-statuses',
    (d) => {
      d.paths['/adm/v1/things'].get.responses['500'] = { $ref: '#/components/responses/Error' };
    },
  ],
  [
    'a signed-in write without an Idempotency-Key',
    'teahouse/write-idempotency-key',
    (d) => d.paths['/adm/v1/things/{thing_id}'].put.parameters.pop(),
  ],
  [
    'a signed-in write without the 409 of a key in use',
    'teahouse/write-idempotency-key',
    (d) => delete d.paths['/adm/v1/things/{thing_id}'].put.responses['409'],
  ],
  [
    'a public write with an Idempotency-Key',
    'teahouse/write-idempotency-key',
    (d) => {
      d.paths['/adm/v1/things'].post.parameters = [{ $ref: '#/components/parameters/IdempotencyKey' }];
    },
  ],
];

describe('contract lint rules (contracts/redocly.yaml)', () => {
  it('accept a contract that follows every rule', () => {
    expect(failedRules(validContract())).toEqual([]);
  });

  it.each(mutations)('report %s', (_name, rule, mutate) => {
    const doc = validContract();
    mutate(doc);
    expect(failedRules(doc)).toContain(rule);
  });

  it('accept a file upload body without an example', () => {
    const doc = validContract();
    doc.paths['/adm/v1/things'].post.requestBody.content = {
      'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } },
    };
    expect(failedRules(doc)).toEqual([]);
  });
});
