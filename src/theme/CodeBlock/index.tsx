// Replaces the theme's CodeBlock: our code is highlighted when its page is compiled (plugins/code),
// so a block sets its lines as one string of HTML, where the theme's would run Prism in the browser
// and render a React element per line, then render every block again once the page has hydrated.
import {
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import Container from '@theme/CodeBlock/Container';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import {textOfHtml} from '../../lib/htmlText';
import styles from './styles.module.css';

/** What plugins/code/codeBlocksAsImports.ts makes of a fenced block. */
interface Props {
  /** Prism's name for the language, lower case; `text` for none. */
  language: string;
  /** The code's lines as HTML, one per line of text, joined by line breaks. */
  highlighted: string;
  title?: string;
  showLineNumbers?: boolean;
  /** The lines the meta line marks, numbered from 1: `3,5,6,7`. */
  markedLines?: string;
}

/** The theme's class name for a marked line, so that styles written for the theme's apply. */
const MARKED_LINE = 'theme-code-block-highlighted-line';

/** A name for the title that stylesheets and tests can rely on, unlike the module's hashed one. */
const TITLE_CLASS = 'theme-code-block-title';

/** The `<code>` element's inner HTML: each line in its own element, as the theme draws lines. */
function codeHtml(lines: string[], marked: ReadonlySet<number>, numbered: boolean): string {
  return lines
    .map((html, index) => {
      const className = clsx(
        'token-line',
        marked.has(index + 1) && MARKED_LINE,
        numbered && styles.numberedLine,
      );
      const content = numbered
        ? `<span class="${styles.lineNumber}"></span><span class="${styles.lineContent}">${html}</span>`
        : html;
      return `<span class="${className}">${content}<br></span>`;
    })
    .join('');
}

/**
 * The word-wrap button, for a block wider than its box or wrapped. It alone renders again when
 * that changes, at a transition's priority: a page's blocks all learn their width as it loads.
 */
function WordWrapToggle({
  pre,
  wrapped,
  onToggle,
}: {
  pre: RefObject<HTMLPreElement>;
  wrapped: boolean;
  onToggle: () => void;
}): ReactNode {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = pre.current;
    const code = element?.firstElementChild;
    if (!element || !code) {
      return undefined;
    }
    // The box changes with the window or a tab shown; the code with its font.
    const observer = new ResizeObserver(() => {
      const wider = element.scrollWidth > element.clientWidth;
      startTransition(() => {
        setScrollable(wider);
      });
    });
    observer.observe(element);
    observer.observe(code);
    return () => {
      observer.disconnect();
    };
  }, [pre]);
  return wrapped || scrollable ? (
    <WordWrapButton className={styles.button} onClick={onToggle} isEnabled={wrapped} />
  ) : null;
}

export default function CodeBlock({
  language,
  highlighted,
  title,
  showLineNumbers = false,
  markedLines,
}: Props): ReactNode {
  if (typeof highlighted !== 'string') {
    throw new Error(
      'A code block reached the theme without its build-time highlighting: write code as a ' +
        'fenced block in a page compiled with plugins/code/codeBlocksAsImports.',
    );
  }
  const block = useMemo(() => {
    const lines = highlighted.split('\n');
    const code = lines.map(textOfHtml).join('\n');
    const marked = new Set(markedLines?.split(',').map(Number));
    return {code, html: codeHtml(lines, marked, showLineNumbers)};
  }, [highlighted, markedLines, showLineNumbers]);
  const pre = useRef<HTMLPreElement>(null);
  const [wrapped, setWrapped] = useState(false);
  return (
    <Container as="div" className={`language-${language}`}>
      {title && <div className={clsx(TITLE_CLASS, styles.codeBlockTitle)}>{title}</div>}
      <div className={styles.content}>
        <pre
          // A wide block scrolls sideways; a keyboard reaches it to scroll it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          ref={pre}
          className={clsx(`prism-code language-${language}`, styles.pre, 'thin-scrollbar')}>
          <code
            className={clsx(
              styles.lines,
              showLineNumbers && styles.numbered,
              wrapped && styles.wrapped,
            )}
            dangerouslySetInnerHTML={{__html: block.html}}
          />
        </pre>
        <div className={styles.buttons}>
          <WordWrapToggle
            pre={pre}
            wrapped={wrapped}
            onToggle={() => {
              setWrapped(!wrapped);
            }}
          />
          <CopyButton className={styles.button} code={block.code} />
        </div>
      </div>
    </Container>
  );
}
