// `npm run check:migrations`: the schema in server/src/db/schema must be what the migrations build.
// drizzle-kit generates into a copy of the migrations folder; any new file there means a schema
// change without its migration (run `npx drizzle-kit generate --name <what-changed>` and commit it).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const migrations = 'server/src/db/migrations';
const schema = 'server/src/db/schema/index.ts';
const copy = mkdtempSync(join(tmpdir(), 'teahouse-migrations-'));
try {
  cpSync(migrations, copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  // drizzle-kit reads `out` relative to the working directory, even an absolute one.
  const args = ['generate', '--dialect', 'postgresql', '--schema', schema, '--out', relative(process.cwd(), copy)];
  const result = spawnSync('npx', ['drizzle-kit', ...args], { encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  // drizzle-kit can print an error and still exit 0; only its "nothing to do" or a new file count.
  const added = readdirSync(copy).filter((name) => !before.has(name));
  if (result.status !== 0 || (!added.length && !/No schema changes/i.test(output))) {
    console.error(output);
    console.error('check:migrations: drizzle-kit generate failed');
    process.exit(1);
  }
  if (added.length) {
    console.error(`check:migrations: the schema differs from the migrations (drizzle-kit wrote ${added.join(', ')})`);
    console.error('run npx drizzle-kit generate --name <what-changed> and commit the migration');
    process.exit(1);
  }
  console.log(`check:migrations: the schema matches the ${before.size - 1} migrations`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
