// The command-line tools explain themselves: --help prints the options and exits cleanly, and an
// unknown flag says what was wrong before the usage, without touching a database.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', `server/src/cli/${script}.ts`, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: '/nonexistent/teahouse-cli-test' },
  });

describe('the command-line tools', () => {
  it.each(['seed', 'create-admin'])('%s --help prints its usage and exits with 0', (script) => {
    const result = run(script, '--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`npm run ${script} --`);
    expect(result.stdout).toContain('-h, --help');
  });

  it('names an unknown flag, prints the usage and exits with 2', () => {
    const result = run('seed', '--order', '5');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Unknown option '--order'");
    expect(result.stderr).toContain('--orders <n>');
  });
});
