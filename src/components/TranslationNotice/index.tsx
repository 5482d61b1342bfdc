import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';

/**
 * Shown above a translated doc whose English source changed after the
 * translation was last brought up to date (plugins/front-matter/index.ts decides).
 */
export default function TranslationNotice({englishUrl}: {englishUrl: string}): ReactNode {
  return (
    <div
      className={clsx('oxbow-translation-notice', 'alert alert--warning margin-bottom--md')}
      role="note">
      <Translate
        id="oxbow.translationNotice.text"
        description="Notice on a translated doc whose English source changed after it was translated; {englishPage} is a link to the English page"
        values={{
          englishPage: (
            <a href={englishUrl} hrefLang="en">
              <Translate
                id="oxbow.translationNotice.englishPage"
                description="Text of the link from an outdated translation to its English page">
                the English page
              </Translate>
            </a>
          ),
        }}>
        {
          'This translation may be out of date: the English original has changed since it was translated. For the current text, read {englishPage}.'
        }
      </Translate>
    </div>
  );
}
