// A person's initials for their avatar: the first letter of the first and of the last word of the name,
// the same rule for every name and both languages («سارا محمدی‌فر» → ['س', 'م'], "Amir-Hossein Ghasemi" →
// ['A', 'G']). Each letter is drawn as its own element so that Persian letters never join into a word.
// The staff cards and the editor's preview of them.
export function initialsOf(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => Array.from(word)[0]);
}
