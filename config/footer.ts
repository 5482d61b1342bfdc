import type {ThemeConfig} from '@docusaurus/preset-classic';
import {REPO_URL} from './site';

type Footer = NonNullable<ThemeConfig['footer']>;

/**
 * Only links that lead somewhere real: the three sections and the source.
 * Chinese labels live in i18n/zh/docusaurus-theme-classic/footer.json.
 */
export const footer: Footer = {
  style: 'dark',
  logo: {
    alt: 'Oxbow logo',
    // The footer is dark in both colour modes, so both variants are light-on-dark.
    src: 'img/logo-footer.svg',
    srcDark: 'img/logo-dark.svg',
    href: '/',
    width: 40,
    height: 40,
  },
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Start here', to: '/study/'},
        {label: 'Liquidity pools', to: '/study/product/liquidity/'},
        {label: 'Swapping', to: '/study/product/swap/'},
        {label: 'Wallet guide', to: '/study/start/wallet_guide/'},
      ],
    },
    {
      title: 'Developers',
      items: [
        {label: 'Smart contracts', to: '/contract/'},
        {label: 'Oxbow v2 contracts', to: '/contract/oxbow-v2/'},
        {label: 'Oxbow v3 contracts', to: '/contract/oxbow-v3/overview'},
        {label: 'SDK', to: '/sdk/'},
      ],
    },
    {
      title: 'About',
      items: [
        {label: 'About these docs', to: '/markdown-page'},
        {label: 'Privacy notice', to: '/study/terms&conditions/privacy'},
        {label: 'Terms of use', to: '/study/terms&conditions/terms'},
        {label: 'Source repository', href: REPO_URL},
      ],
    },
  ],
  copyright: 'Copyright © 2025 Oxbow',
};
