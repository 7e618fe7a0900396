/** Lowercase without accents: 'Jamón Ibérico' -> 'jamon iberico'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const MAX_PREFIX = 20;
const MAX_ADDRESS = 64;
const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;
/** An e-mail address as typed: something, '@', and no space ('ana@', 'ana@bar.es'). */
const ADDRESS = /^[^@\s]+@\S*$/u;

const addresses = (folded: string) => folded.split(/\s+/u).filter((chunk) => ADDRESS.test(chunk));

/**
 * The search keys stored with a document: every prefix of every word of its text, folded, and of an e-mail address
 * also every prefix of the whole address from its '@' on. A list search is then one `array-contains` on the longest
 * word of what the person typed ('pollo' finds 'Alitas de pollo'), or on the address typed ('ana@bar' finds
 * 'ana@bar.es', where its words alone would find every address at bar.es).
 */
export function searchTokens(text: string): string[] {
  const folded = foldText(text);
  const tokens = new Set<string>();
  for (const word of folded.split(WORD_SEPARATOR)) {
    for (let end = 1; end <= Math.min(word.length, MAX_PREFIX); end++) tokens.add(word.slice(0, end));
  }
  for (const address of addresses(folded)) {
    for (let end = address.indexOf('@') + 1; end <= Math.min(address.length, MAX_ADDRESS); end++)
      tokens.add(address.slice(0, end));
  }
  return [...tokens];
}

/**
 * The one key a search query is looked up by: the address it holds, or else its longest word, folded and cut like
 * the stored keys.
 */
export function searchKey(query: string): string | undefined {
  const folded = foldText(query);
  const address = addresses(folded)[0];
  if (address) return address.slice(0, MAX_ADDRESS);
  const words = folded.split(WORD_SEPARATOR).filter(Boolean);
  const longest = words.sort((a, b) => b.length - a.length)[0];
  return longest?.slice(0, MAX_PREFIX);
}
