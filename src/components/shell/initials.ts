/** Avatar initials: first letter of the first and last words, uppercased; one word, one letter. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first.charAt(0)}${last ? last.charAt(0) : ''}`.toUpperCase();
}
