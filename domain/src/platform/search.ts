/** Lowercase without accents: 'Jamón Ibérico' -> 'jamon iberico'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const MAX_PREFIX = 20;

/**
 * The search keys stored with a document: every prefix of every word of its name, folded. A list search is then
 * one `array-contains` on the longest word of what the person typed ('pollo' finds 'Alitas de pollo').
 */
export function searchTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const word of foldText(text).split(/[^\p{L}\p{N}]+/u)) {
    for (let end = 1; end <= Math.min(word.length, MAX_PREFIX); end++) tokens.add(word.slice(0, end));
  }
  return [...tokens];
}

/** The one key a search query is looked up by: its longest word, folded and cut like the stored keys. */
export function searchKey(query: string): string | undefined {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const longest = words.sort((a, b) => b.length - a.length)[0];
  return longest?.slice(0, MAX_PREFIX);
}
