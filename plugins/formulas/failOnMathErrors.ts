/**
 * rehype-katex reports a formula KaTeX cannot typeset as a warning on the file
 * and renders the raw TeX in red; Docusaurus does not print such warnings. This
 * plugin runs after it and turns those warnings into a build failure that names
 * the page, the line and KaTeX's reason.
 */
interface MathMessage {
  source?: string | null;
  reason: string;
  line?: number | null;
  cause?: unknown;
}

interface MarkdownFile {
  path?: string;
  messages: MathMessage[];
}

function describeMathErrors(file: MarkdownFile): string[] {
  return file.messages
    .filter((message) => message.source === 'rehype-katex')
    .map((message) => {
      const cause = message.cause instanceof Error ? `: ${message.cause.message}` : '';
      return `${file.path ?? '(unknown file)'}:${message.line ?? '?'} ${message.reason}${cause}`;
    });
}

export default function failOnMathErrors() {
  return (_tree: unknown, file: MarkdownFile): void => {
    const errors = describeMathErrors(file);
    if (errors.length > 0) {
      throw new Error(`KaTeX could not typeset:\n${errors.join('\n')}`);
    }
  };
}
