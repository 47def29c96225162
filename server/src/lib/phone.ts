// Indonesian phone numbers, stored in one form: E.164, "+62" then the national number without its
// leading 0 (+622171991234, +6281234567890), however people write them (+62 21 7199 1234,
// (021) 7199-1234, 021-7199-1234, 62 812 3456 7890, 0812.3456.7890).

/** The stored form of a written number; what is not an Indonesian number comes back compacted, for the pattern to refuse. */
export function normalisePhone(written: string): string {
  const compact = written.replace(/[\s().-]/g, '');
  const national = /^(?:\+62|62|0)([1-9]\d*)$/.exec(compact)?.[1] ?? /^(8\d*)$/.exec(compact)?.[1];
  return national === undefined ? compact : `+62${national}`;
}
