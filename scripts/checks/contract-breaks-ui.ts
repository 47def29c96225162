// `npm run check:contract-breaks-ui`: proves that a contract change the UI depends on breaks the
// build. In a copy of the project it renames a field the UI reads and, separately, removes an
// operation the UI calls; each time it regenerates the code and runs tsc, and passes only when tsc
// then fails in src/. The unmodified copy must type-check first, so the check cannot pass vacuously.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';

type Doc = Record<string, any>;
interface Case {
  name: string;
  file: string;
  mutate: (doc: Doc) => void;
}

const root = resolve('.');
const copied = ['src', 'generated', 'contracts', 'scripts'];

function renameProperty(doc: Doc, schemaName: string, from: string, to: string) {
  const schema = doc.components?.schemas?.[schemaName];
  if (!schema?.properties?.[from])
    throw new Error(`${schemaName}.${from} is not in the contract any more: update this check`);
  schema.properties[to] = schema.properties[from];
  delete schema.properties[from];
  schema.required = (schema.required ?? []).map((r: string) => (r === from ? to : r));
}

const renameFieldCase: Case = {
  name: 'rename Category.name and CategoryInput.name to title (contracts/src/categories.yaml)',
  file: 'contracts/src/categories.yaml',
  mutate: (doc) => ['Category', 'CategoryInput'].forEach((s) => renameProperty(doc, s, 'name', 'title')),
};

const removeOperationCase: Case = {
  name: 'remove the getInfo operation (contracts/src/auth.yaml)',
  file: 'contracts/src/auth.yaml',
  mutate: (doc) => {
    if (!doc.paths?.['/usr/v1/info']?.get)
      throw new Error('GET /usr/v1/info is not in the contract any more: update this check');
    delete doc.paths['/usr/v1/info'].get;
    if (Object.keys(doc.paths['/usr/v1/info']).length === 0) delete doc.paths['/usr/v1/info'];
  },
};

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-breaks-ui-'));
  for (const entry of readdirSync(root)) {
    const isConfigFile = statSync(join(root, entry)).isFile() && /\.(json|ts|js|mjs|cjs|yaml)$/.test(entry);
    if (isConfigFile || copied.includes(entry)) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Regenerates the code and type-checks the copy; answers tsc's error lines (none when it passes). */
function generateAndTypecheck(dir: string): { generated: boolean; output: string; errors: string[] } {
  const generate = run('npm', ['run', '--silent', 'generate'], dir);
  if (!generate.ok) return { generated: false, output: generate.output, errors: [] };
  const tsc = run(
    join(root, 'node_modules/.bin/tsc'),
    // Only the UI is on trial here: the app and the generated code, with the app's own options.
    ['--noEmit', '-p', 'tsconfig.app.json', '--pretty', 'false'],
    dir,
  );
  const errors = tsc.output.split('\n').filter((line) => /: error TS\d+/.test(line));
  if (!tsc.ok && errors.length === 0) errors.push(tsc.output.trim() || 'tsc failed without output');
  return { generated: true, output: tsc.output, errors };
}

const first = (lines: string[], n = 5) =>
  lines
    .slice(0, n)
    .map((l) => `    ${l}`)
    .join('\n');

function main(): boolean {
  const dir = copyProject();
  try {
    const baseline = generateAndTypecheck(dir);
    if (!baseline.generated || baseline.errors.length > 0) {
      console.error(
        'check:contract-breaks-ui: the unmodified project must generate and type-check first, or this check proves nothing:',
      );
      console.error(baseline.generated ? first(baseline.errors) : baseline.output);
      return false;
    }
    console.log('check:contract-breaks-ui: the unmodified copy type-checks');
    let passed = true;
    for (const testCase of [renameFieldCase, removeOperationCase]) {
      const file = join(dir, testCase.file);
      const original = readFileSync(file, 'utf8');
      const doc = parse(original) as Doc;
      testCase.mutate(doc);
      writeFileSync(file, stringify(doc, { lineWidth: 0 }));
      const result = generateAndTypecheck(dir);
      writeFileSync(file, original);
      // The app's own code must break, not only a test that builds a fixture of the old shape.
      const inSrc = result.errors.filter((line) => line.startsWith('src/') && !/\.test\.tsx?\(/.test(line));
      if (!result.generated) {
        console.error(`FAIL ${testCase.name}: npm run generate failed\n${result.output}`);
        passed = false;
      } else if (inSrc.length === 0) {
        console.error(
          `FAIL ${testCase.name}: tsc found no error in src/ outside tests, so the UI would not notice this change`,
        );
        if (result.errors.length) console.error(first(result.errors));
        passed = false;
      } else {
        console.log(`ok   ${testCase.name}: tsc fails in src/ (${inSrc.length} errors), e.g.\n${first(inSrc, 3)}`);
      }
    }
    return passed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exit(main() ? 0 : 1);
