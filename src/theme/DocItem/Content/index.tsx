// Wrapped: adds the reader's tools above the doc (copy as Markdown, the notice of an outdated
// translation) and marks the doc's content for the Pagefind index, so navbars, sidebars and
// footers repeated on every page stay out of search results.
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import TranslationNotice from '@site/src/components/TranslationNotice';
import {DEFAULT_LOCALE, type Locale} from '@site/config/locale';
import {pathInLocale} from '@site/src/lib/localeUrls';
import {markdownTwinPath} from '@site/src/lib/markdownTwin';
import {isTranslationMarkedOutdated} from '@site/src/lib/translationFlag';

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return (
    <>
      <CopyPageMarkdown markdownUrl={markdownTwinPath(metadata.permalink)} />
      {isTranslationMarkedOutdated(frontMatter) && (
        <TranslationNotice
          englishUrl={pathInLocale(metadata.permalink, currentLocale as Locale, DEFAULT_LOCALE)}
        />
      )}
      <div data-pagefind-body="">
        <Content {...props} />
      </div>
    </>
  );
}
