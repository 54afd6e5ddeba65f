// A person's initials for their avatar: the first letters of the first two words of the name, joined by a
// zero-width non-joiner so that Persian letters stay apart. The staff cards and the editor's preview of them.
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('\u200c');
}
