// Reads `--name value` flags and, on a terminal, asks for the ones that are missing.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';

export function flags<const T extends string>(names: readonly T[], booleans: readonly string[] = []) {
  const options = Object.fromEntries([
    ...names.map((n) => [n, { type: 'string' as const }]),
    ...booleans.map((n) => [n, { type: 'boolean' as const }]),
  ]);
  const { values } = parseArgs({ options, allowPositionals: false });
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
