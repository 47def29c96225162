// `npm run check:generated`: regenerates the bundled contract and the generated code, then fails if
// the result differs from what is committed, so nobody ships a contract change without its code
// (or hand-edits a generated file).
import { execFileSync, spawnSync } from 'node:child_process';

const watched = ['generated', 'contracts/openapi.yaml', 'contracts/app/openapi.yaml'];

const generate = spawnSync('npm', ['run', '--silent', 'generate'], { stdio: 'inherit' });
if (generate.status !== 0) {
  console.error('check:generated: npm run generate failed');
  process.exit(1);
}

// Porcelain lists modified, deleted and untracked files alike (untracked directories in full).
const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...watched], {
  encoding: 'utf8',
}).trimEnd();
if (status) {
  console.error('check:generated: the generated code does not match the contract:');
  console.error(status);
  console.error('run npm run generate and commit the result');
  process.exit(1);
}
console.log(`check:generated: ${watched.join(' and ')} match the contract`);
