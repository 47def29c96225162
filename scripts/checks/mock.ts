// `npm run check:mock`: starts the Prism mock of the bundled contract on a free loopback port and
// calls every operation with a valid request built from the contract's own examples. Each answer
// must be a 2xx that validates against the operation's success schema, with no `sl-violations`
// header (Prism's report of a request that breaks the contract). Then one request with an unknown
// property must be refused with a 4xx carrying the error envelope. Proves that the mock a frontend
// developer works against (`npm run dev:mock`) answers what the contract promises. Last, the app
// itself is walked against that mock in a browser (see mock-screens): every screen must open.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { walkScreens } from './mock-screens';

type Doc = Record<string, any>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
// A guard against a hang, not a budget: the walk takes about 90 s of CPU, and a machine busy with
// other work stretches that several times over.
const TIME_LIMIT_MS = 480_000;
// The smallest valid PNG (1×1): uploads get a real image file, as the browser would send.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const doc: Doc = parse(readFileSync('contracts/openapi.yaml', 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
for (const format of ['int32', 'int64', 'binary', 'byte', 'double', 'float', 'password']) ajv.addFormat(format, true);
ajv.addSchema(doc, 'openapi');

/** Follows local $refs; answers the node and its JSON pointer (for ajv). */
function deref(node: any, pointer: string): { node: any; pointer: string } {
  while (node && typeof node === 'object' && typeof node.$ref === 'string') {
    pointer = node.$ref;
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce((n: any, key: string) => n?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return { node, pointer };
}
const esc = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function exampleOf(parameter: Doc): unknown {
  const schema = deref(parameter.schema, '').node ?? {};
  return parameter.example ?? schema.examples?.[0] ?? schema.example ?? schema.default ?? schema.enum?.[0];
}

interface Built {
  url: string;
  init: RequestInit;
  operation: string;
  successPointer?: string;
}

function buildRequest(base: string, path: string, method: string, item: Doc, op: Doc): Built {
  const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(p, '').node);
  let url = path;
  const query = new URLSearchParams();
  for (const p of parameters) {
    const value = exampleOf(p);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    if (p.in === 'query' && p.required) query.set(p.name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const headers = new Headers({ Authorization: 'Bearer mock', Accept: 'application/json, text/csv;q=0.9, */*;q=0.8' });
  const init: RequestInit = { method: method.toUpperCase(), headers };
  const content = deref(op.requestBody, '').node?.content ?? {};
  if (content['application/json']) {
    const media = content['application/json'];
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(media.example ?? Object.values<Doc>(media.examples ?? {})[0]?.value);
  } else if (content['multipart/form-data']) {
    const schema = deref(content['multipart/form-data'].schema, '').node;
    const form = new FormData();
    for (const [name, property] of Object.entries<Doc>(schema.properties ?? {})) {
      const p = deref(property, '').node;
      if (p.format === 'binary' || p.contentMediaType)
        form.set(name, new Blob([PNG], { type: 'image/png' }), 'mock.png');
      else if (schema.required?.includes(name)) form.set(name, String(p.examples?.[0] ?? p.example ?? ''));
    }
    init.body = form;
  }
  const pointer = `#/paths/${esc(path)}/${method}`;
  const success = Object.keys(op.responses ?? {})
    .filter((code) => /^2\d\d$/.test(code))
    .sort()[0];
  let successPointer: string | undefined;
  if (success) {
    const response = deref(op.responses[success], `${pointer}/responses/${success}`);
    const [mediaType] = Object.keys(response.node.content ?? {});
    if (mediaType) successPointer = `${response.pointer}/content/${esc(mediaType)}/schema`;
  }
  return { url: `${base}${url}${query.size ? `?${query}` : ''}`, init, operation: op.operationId, successPointer };
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitForPrism(base: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      await fetch(`${base}/health`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error('Prism did not start in time');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
}

function schemaErrors(pointer: string, value: unknown): string | undefined {
  const validate = ajv.getSchema(`openapi${pointer}`);
  if (!validate) return `no schema at ${pointer}`;
  return validate(value) ? undefined : ajv.errorsText(validate.errors);
}

let prism: ChildProcess | undefined;
// Never leave the mock running, however this process ends.
process.on('exit', () => prism?.kill('SIGTERM'));

async function main(): Promise<string[]> {
  const started = Date.now();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    resolve('node_modules/.bin/prism'),
    ['mock', 'contracts/openapi.yaml', '--host', '127.0.0.1', '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  prism = child;
  let prismLog = '';
  child.stdout.on('data', (chunk) => (prismLog += chunk));
  child.stderr.on('data', (chunk) => (prismLog += chunk));
  const failures: string[] = [];
  try {
    await waitForPrism(base, started + 60_000);
    let answered = 0;
    let invalidTarget: Built | undefined;
    for (const [path, item] of Object.entries<Doc>(doc.paths)) {
      for (const method of METHODS) {
        if (!item[method]) continue;
        const request = buildRequest(base, path, method, item, item[method]);
        const response = await fetch(request.url, { ...request.init, signal: AbortSignal.timeout(10_000) });
        const body = await readBody(response);
        const violations = response.headers.get('sl-violations');
        const problem = !response.ok
          ? `answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`
          : violations
            ? `sl-violations: ${violations}`
            : request.successPointer && schemaErrors(request.successPointer, body);
        if (problem) failures.push(`${request.operation} (${method.toUpperCase()} ${path}) ${problem}`);
        else answered += 1;
        const isJsonBody = typeof request.init.body === 'string';
        if (isJsonBody && (!invalidTarget || request.operation === 'createCategory')) invalidTarget = request;
      }
    }
    console.log(`check:mock: ${answered} operations answered`);
    if (!invalidTarget) failures.push('no operation with a JSON body to send an invalid request to');
    else {
      const body = { ...JSON.parse(String(invalidTarget.init.body)), unknown_property: 'not in the contract' };
      const response = await fetch(invalidTarget.url, {
        ...invalidTarget.init,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = await readBody(response);
      const envelope = schemaErrors('#/components/schemas/ErrorBody', answer);
      if (response.status < 400 || response.status >= 500 || envelope) {
        failures.push(
          `${invalidTarget.operation} with an unknown property answered ${response.status} ${JSON.stringify(answer)}${envelope ? ` (${envelope})` : ''}`,
        );
      } else
        console.log(
          `check:mock: ${invalidTarget.operation} with an unknown property answered ${response.status} with the error envelope`,
        );
    }
    const login = doc.paths['/usr/v1/login'].post.requestBody.content['application/json'].example;
    // Operations answering an event stream: open for long, the walk does not wait for them.
    const streams = Object.entries<Doc>(doc.paths)
      .filter(([, item]) => item.get?.responses?.['200']?.content?.['text/event-stream'])
      .map(([path]) => path);
    failures.push(...(await walkScreens({ prism: base, port: await freePort(), login, streams })));
    if (Date.now() - started > TIME_LIMIT_MS) failures.push(`took longer than ${TIME_LIMIT_MS / 1000} s`);
  } catch (error) {
    failures.push(`${(error as Error).message}\n${prismLog.slice(-2000)}`);
  } finally {
    child.kill('SIGTERM');
  }
  return failures;
}

const timer = setTimeout(() => {
  console.error(`check:mock: gave up after ${TIME_LIMIT_MS / 1000} s`);
  process.exit(1);
}, TIME_LIMIT_MS + 10_000);
const failures = await main();
clearTimeout(timer);
for (const failure of failures) console.error(`FAIL ${failure}`);
process.exit(failures.length ? 1 : 0);
