/**
 * Text out of HTML that the site's own tools wrote (KaTeX, Prism's lines as
 * hast-util-to-html writes them, Pagefind's page text), in the browser and at
 * build time alike: no parser, only the references those tools write.
 */

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  // Search excerpts are made of the page's words; a non-breaking space there is a space.
  nbsp: ' ',
};

const REFERENCE = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

/** `&amp;`, `&#39;`, `&#x3C;` and the like as the characters they stand for; others as written. */
export function decodeCharacterReferences(text: string): string {
  return text.replace(REFERENCE, (reference, name: string) => {
    if (name[0] !== '#') {
      return NAMED_REFERENCES[name] ?? reference;
    }
    const hex = name[1] === 'x' || name[1] === 'X';
    return String.fromCodePoint(hex ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });
}

/** The text of a piece of HTML: its tags dropped, its character references decoded. */
export function textOfHtml(html: string): string {
  return decodeCharacterReferences(html.replace(/<[^>]*>/g, ''));
}
