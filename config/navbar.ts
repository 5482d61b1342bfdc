import type {ThemeConfig} from '@docusaurus/preset-classic';
import {REPO_URL} from './site';

type Navbar = NonNullable<ThemeConfig['navbar']>;

/**
 * Labels are the English source; their Chinese versions live in
 * i18n/zh/docusaurus-theme-classic/navbar.json.
 */
export const navbar: Navbar = {
  title: 'Oxbow Docs',
  hideOnScroll: true,
  logo: {
    alt: 'Oxbow logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'docSidebar', sidebarId: 'studySidebar', label: 'Learn', position: 'left'},
    {type: 'docSidebar', sidebarId: 'contractSidebar', label: 'Developers', position: 'left'},
    {type: 'docSidebar', sidebarId: 'sdkSidebar', label: 'SDK', position: 'left'},
    {type: 'search', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {href: REPO_URL, label: 'Source', position: 'right'},
  ],
};
