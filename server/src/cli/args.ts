// Reads `--name value` flags and, on a terminal, asks for the ones that are missing.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';

/**
 * The flags of a command. `--help` (or `-h`) prints `usage` and exits; an unknown flag prints what
 * was wrong and the usage, and exits with 2.
 */
export function flags<const T extends string>(usage: string, names: readonly T[], booleans: readonly string[] = []) {
  const options = Object.fromEntries([
    ...names.map((n) => [n, { type: 'string' as const }]),
    ...booleans.map((n) => [n, { type: 'boolean' as const }]),
    ['help', { type: 'boolean' as const, short: 'h' }],
  ]);
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ options, allowPositionals: false }).values as typeof values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values as Partial<Record<T, string>> & Record<string, string | boolean | undefined>;
}

export async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error(`${question} is required (pass it as a flag)`);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(`${question}: `)).trim();
  } finally {
    rl.close();
  }
}
