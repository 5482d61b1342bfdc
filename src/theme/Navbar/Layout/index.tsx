// Replaced, not wrapped: the navbar's visibility lives in a hook inside this component, and the
// spec wants it back when the reader follows a #hash link, where the framework hides it. The
// mobile menu is rendered in a transition once the page has hydrated, not in one blocking task.
import {startTransition, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Navbar/Layout';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import {useHideableNavbar} from './useHideableNavbar';
import styles from './styles.module.css';

function NavbarBackdrop(props: ComponentProps<'div'>): ReactNode {
  return (
    <div
      role="presentation"
      {...props}
      className={clsx('navbar-sidebar__backdrop', props.className)}
    />
  );
}

/**
 * The mobile menu (every navbar item and the whole docs sidebar) is off screen
 * until opened. Docusaurus renders it on a phone right after hydration, in one
 * update that blocked a slow phone for the longest task after loading;
 * rendered when the reader reaches for the toggle instead, it made that tap
 * slow. Here it is rendered in a transition once the page has hydrated: React
 * renders it in slices that give way to the reader's input, and it is ready
 * before the toggle is tapped, so opening it only slides it in.
 */
function useMobileMenuRendered(shown: boolean): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setRendered(true);
    });
  }, []);
  return rendered || shown;
}

export default function NavbarLayout({children}: Props): ReactNode {
  const {
    navbar: {hideOnScroll, style},
  } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  const {navbarRef, isNavbarVisible} = useHideableNavbar(hideOnScroll);
  const mobileMenuRendered = useMobileMenuRendered(mobileSidebar.shown);
  return (
    <nav
      ref={navbarRef}
      aria-label={translate({
        id: 'theme.NavBar.navAriaLabel',
        message: 'Main',
        description: 'The ARIA label for the main navigation',
      })}
      className={clsx(
        'navbar',
        'navbar--fixed-top',
        hideOnScroll && [styles.navbarHideable, !isNavbarVisible && styles.navbarHidden],
        {
          'navbar--dark': style === 'dark',
          'navbar--primary': style === 'primary',
          'navbar-sidebar--show': mobileSidebar.shown,
        },
      )}>
      {children}
      <NavbarBackdrop onClick={mobileSidebar.toggle} />
      {mobileMenuRendered && <NavbarMobileSidebar />}
    </nav>
  );
}
