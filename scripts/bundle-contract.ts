// Merges contracts/src/*.yaml (base.yaml first, then one file per area) into contracts/openapi.yaml,
// the single file that Prism, the code generators and the server read. A path or component
// defined twice is an error, so two areas can never silently overwrite each other.
// Then copies the customer app's paths (/app/v1, from contracts/src/app-*.yaml) with every component
// they use under the root contracts/app/base.yaml into contracts/app/openapi.yaml: the contract a
// customer app team takes alone, with its own generated client and its own mock.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

const srcDir = 'contracts/src';
const outFile = 'contracts/openapi.yaml';
const appBaseFile = 'contracts/app/base.yaml';
const appOutFile = 'contracts/app/openapi.yaml';
const appPrefix = '/app/v1/';

type Doc = Record<string, any>;

function mergeInto(target: Doc, source: Doc | undefined, where: string, file: string) {
  for (const [key, value] of Object.entries(source ?? {})) {
    if (key in target) throw new Error(`${file}: ${where}.${key} is already defined by another file`);
    target[key] = value;
  }
}

const areaFiles = readdirSync(srcDir)
  .filter((f) => f.endsWith('.yaml') && f !== 'base.yaml')
  .sort();
const root: Doc = parse(readFileSync(join(srcDir, 'base.yaml'), 'utf8'));
root.paths ??= {};
root.tags ??= [];
for (const file of areaFiles) {
  const area: Doc = parse(readFileSync(join(srcDir, file), 'utf8')) ?? {};
  const unknown = Object.keys(area).filter((k) => !['paths', 'components', 'tags'].includes(k));
  if (unknown.length)
    throw new Error(`${file}: only paths, components and tags belong in an area file, found ${unknown}`);
  mergeInto(root.paths, area.paths, 'paths', file);
  for (const [section, entries] of Object.entries<Doc>(area.components ?? {})) {
    root.components[section] ??= {};
    mergeInto(root.components[section], entries, `components.${section}`, file);
  }
  root.tags.push(...(area.tags ?? []));
}

// Answers that follow from what an operation takes, added here once instead of in every area file:
// 503 when the database cannot be reached (any operation); 400 for a parameter or body that breaks
// the contract; 414 for a path parameter past the router's length limit; 413 and 415 for a body too
// large or in a media type the operation does not accept. Every write a signed-in user makes takes
// an Idempotency-Key, with its 409 and 422 (an operation's own 409 or 422 stays, the same envelope)
// and the header that marks a replayed answer. Public writes take none: a key is kept per user, and
// their answers (a session token, a recovery token) must never be stored.
const methods = ['get', 'put', 'post', 'delete', 'patch'];
const writes = new Set(['put', 'post', 'delete', 'patch']);
const shared = (name: string) => ({ $ref: `#/components/responses/${name}` });
const replayed = { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } };
const parameterIn = (parameter: Doc): string | undefined =>
  typeof parameter.$ref === 'string'
    ? root.components.parameters?.[parameter.$ref.split('/').pop()!]?.in
    : parameter.in;
for (const item of Object.values<Doc>(root.paths)) {
  for (const method of methods) {
    const operation = item[method];
    if (!operation) continue;
    const responses: Doc = (operation.responses ??= {});
    const signedIn = (operation.security ?? root.security ?? []).length > 0;
    if (writes.has(method) && signedIn) {
      operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
      responses['409'] ??= shared('IdempotencyKeyInUse');
      responses['422'] ??= shared('IdempotencyKeyReused');
      for (const [status, response] of Object.entries<Doc>(responses)) {
        if (status.startsWith('2') && !response.$ref) response.headers = { ...response.headers, ...replayed };
      }
    }
    const places = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(parameterIn);
    if (places.length || operation.requestBody) responses['400'] ??= shared('BadRequest');
    if (places.includes('path')) responses['414'] ??= shared('UriTooLong');
    if (operation.requestBody) {
      responses['413'] ??= shared('ContentTooLarge');
      responses['415'] ??= shared('UnsupportedMediaType');
    }
    responses['503'] ??= shared('ServiceUnavailable');
    operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
  }
}

const header = '# Bundled from contracts/src by `npm run contract:bundle`. Edit the files there, not this one.\n';
const yaml = (doc: Doc) => header + stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false });
writeFileSync(outFile, yaml(root));
console.log(`${outFile}: ${Object.keys(root.paths).length} paths from ${areaFiles.length + 1} files`);

/** The customer app's document: its paths, the components they reach through $refs, their tags. */
function appDocument(): Doc {
  const app: Doc = parse(readFileSync(appBaseFile, 'utf8'));
  app.paths = Object.fromEntries(Object.entries(root.paths).filter(([path]) => path.startsWith(appPrefix)));
  const schemes = new Set<string>();
  const used = new Map<string, Set<string>>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/')) {
        const [section = '', name = ''] = value.slice('#/components/'.length).split('/');
        const names = used.get(section) ?? used.set(section, new Set()).get(section)!;
        if (names.has(name)) continue;
        names.add(name);
        visit(root.components[section]?.[name]);
      } else visit(value);
    }
  };
  visit(app.paths);
  for (const item of Object.values<Doc>(app.paths))
    for (const method of methods)
      for (const requirement of item[method]?.security ?? []) Object.keys(requirement).forEach((s) => schemes.add(s));
  app.components = {
    securitySchemes: Object.fromEntries([...schemes].sort().map((s) => [s, root.components.securitySchemes[s]])),
  };
  for (const [section, names] of [...used].sort(([a], [b]) => a.localeCompare(b)))
    app.components[section] = Object.fromEntries([...names].sort().map((n) => [n, root.components[section][n]]));
  const tags = new Set(
    Object.values<Doc>(app.paths).flatMap((item) => methods.flatMap((method) => item[method]?.tags ?? [])),
  );
  app.tags = root.tags.filter((tag: Doc) => tags.has(tag.name));
  return app;
}

const app = appDocument();
writeFileSync(appOutFile, yaml(app).replace('contracts/src', 'contracts/src/app-*.yaml and contracts/app/base.yaml'));
console.log(`${appOutFile}: ${Object.keys(app.paths).length} paths`);
