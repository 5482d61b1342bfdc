// Replaced, not wrapped: the original builds the other language's URL by swapping the locale
// prefix only, which leads nowhere for category pages with a Chinese slug (src/lib/localeUrls.ts).
import type {ReactNode} from 'react';
import {useLocation} from 'react-router-dom';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import IconLanguage from '@theme/Icon/Language';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type {Locale} from '../../../../config/locale';
import {pathInLocale} from '../../../lib/localeUrls';
import styles from './styles.module.css';

export default function LocaleDropdownNavbarItem({
  mobile,
  dropdownItemsBefore,
  dropdownItemsAfter,
  queryString = '',
  ...props
}: Props): ReactNode {
  const {
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  const {pathname, search, hash} = useLocation();
  // The server-rendered links cannot carry the reader's ?query and #hash, and React keeps
  // server-rendered attributes when it hydrates, so the menu is mounted again in the browser.
  const isBrowser = useIsBrowser();

  const localeItems = locales.map((locale) => {
    const path = pathInLocale(pathname, currentLocale as Locale, locale as Locale);
    const config = localeConfigs[locale];
    const activeClass = mobile ? 'menu__link--active' : 'dropdown__link--active';
    return {
      label: config?.label ?? locale,
      lang: config?.htmlLang ?? locale,
      // pathname:// keeps the router out: the other language is a separate single-page app.
      to: `pathname://${path}${search}${hash}${queryString}`,
      target: '_self',
      autoAddBaseUrl: false,
      className: locale === currentLocale ? activeClass : '',
    };
  });

  const label = mobile
    ? translate({
        message: 'Languages',
        id: 'theme.navbar.mobileLanguageDropdown.label',
        description: 'The label for the mobile language switcher dropdown',
      })
    : (localeConfigs[currentLocale]?.label ?? currentLocale);

  return (
    <DropdownNavbarItem
      key={isBrowser ? 'browser' : 'server'}
      {...props}
      mobile={mobile}
      label={
        <>
          <IconLanguage className={styles.iconLanguage} />
          {label}
        </>
      }
      items={[...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter]}
    />
  );
}
