// Replaces the theme's code block content, rebuilt from the theme's own parts, so that the word-wrap
// button's state lives in the button group: after hydration the theme measured every block and, on a
// phone where nearly every block scrolls sideways, rendered each block again, lines included, all in
// one long task. Here only the buttons render again, and the lines are parsed once per block.
import {useLayoutEffect, useMemo, useRef, type MutableRefObject, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  containsLineNumbers,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import {Highlight} from 'prism-react-renderer';
import Container from '@theme/CodeBlock/Container';
import CopyButton from '@theme/CodeBlock/CopyButton';
import Line from '@theme/CodeBlock/Line';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Content/String';
// The theme's stylesheet for code blocks, the one its element content uses too: same classes.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

interface ButtonsProps {
  blockRef: MutableRefObject<HTMLPreElement | null>;
  code: string;
}

function CodeBlockButtons({blockRef, code}: ButtonsProps): ReactNode {
  const {codeBlockRef, isEnabled, isCodeScrollable, toggle} = useCodeWordWrap();
  // The hook measures the <pre> its ref holds, and the block above renders that <pre>. Layout
  // effects run before the hook's effects, so the ref is set before it first measures.
  const measuredRef = codeBlockRef as MutableRefObject<HTMLPreElement | null>;
  useLayoutEffect(() => {
    measuredRef.current = blockRef.current;
  }, [measuredRef, blockRef]);
  return (
    <div className={styles.buttonGroup}>
      {(isEnabled || isCodeScrollable) && (
        <WordWrapButton className={styles.codeButton} onClick={toggle} isEnabled={isEnabled} />
      )}
      <CopyButton className={styles.codeButton} code={code} />
    </div>
  );
}

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): ReactNode {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  // Prism's language names are lower case; a page may write `TS`.
  const language = (
    languageProp ??
    parseLanguage(blockClassName) ??
    defaultLanguage
  )?.toLowerCase();
  const blockRef = useRef<HTMLPreElement | null>(null);
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const {lineClassNames, code} = useMemo(
    () => parseLines(children, {metastring, language, magicComments}),
    [children, metastring, language, magicComments],
  );
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  return (
    <Container
      as="div"
      className={clsx(
        blockClassName,
        language && !blockClassName.includes(`language-${language}`) && `language-${language}`,
      )}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        <Highlight code={code} language={language ?? 'text'}>
          {({className, style, tokens, getLineProps, getTokenProps}) => (
            <pre
              // A block that scrolls sideways must be reachable by keyboard to be scrolled.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              ref={blockRef}
              className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
              style={style}>
              <code
                className={clsx(
                  styles.codeBlockLines,
                  showLineNumbers && styles.codeBlockLinesWithNumbering,
                )}>
                {tokens.map((line, index) => (
                  <Line
                    key={index}
                    line={line}
                    getLineProps={getLineProps}
                    getTokenProps={getTokenProps}
                    classNames={lineClassNames[index]}
                    showLineNumbers={showLineNumbers}
                  />
                ))}
              </code>
            </pre>
          )}
        </Highlight>
        <CodeBlockButtons blockRef={blockRef} code={code} />
      </div>
    </Container>
  );
}
