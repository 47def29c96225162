// Indonesian phone numbers as the API stores them: one form, E.164, "+62" then the national number
// without its leading 0 (+622171991234), however people write them (+62 21 7199 1234,
// (021) 7199-1234, 021-7199-1234, 0812.3456.7890). Shown to people by formatPhone (lib/format).

/** The stored form of a written number; what is not an Indonesian number comes back compacted, for the pattern to refuse. */
export function normalisePhone(written: string): string {
  const compact = written.replace(/[\s().-]/g, '');
  const national = /^(?:\+62|62|0)([1-9]\d*)$/.exec(compact)?.[1] ?? /^(8\d*)$/.exec(compact)?.[1];
  return national === undefined ? compact : `+62${national}`;
}
