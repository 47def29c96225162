// Free-text search values end up in URLs, API queries and sometimes other people's screens, so
// anything that looks like markup or script is refused before it travels further.
const DANGEROUS_PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*script\b/i,
  /javascript\s*:/i,
  // Event-handler attributes such as onclick= or onerror =
  /\bon[a-z]+\s*=/i,
  /<\s*\/?\s*iframe\b/i,
  /<\s*\/?\s*object\b/i,
  /<\s*\/?\s*embed\b/i,
  /expression\s*\(/i,
  /url\s*\(/i,
];

export function isDangerousContent(value: string): boolean {
  return DANGEROUS_PATTERNS.some((pattern) => pattern.test(value));
}
