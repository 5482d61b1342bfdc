/**
 * Extracts function and event declarations from Solidity source, normalised so
 * that a signature shown on a page can be compared with the interface file the
 * compiler checks.
 */

/** Removes comments and collapses whitespace, keeping `(a, b)` spacing canonical. */
function normalise(declaration: string): string {
  return declaration
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s+,/g, ',')
    .trim();
}

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ');
}

/** Every `function …;` and `event …;` declaration (no bodies) in the source. */
export function solidityDeclarations(source: string): string[] {
  const matches = stripComments(source).match(/\b(?:function|event)\s+\w+\s*\([^;{]*;/g) ?? [];
  return matches.map(normalise);
}
