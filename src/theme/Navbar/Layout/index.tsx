// Replaced, not wrapped: the navbar's visibility lives in a hook inside this component, and the
// spec wants it back when the reader follows a #hash link, where the framework hides it. The
// mobile menu is rendered once the reader reaches for its toggle, not right after hydration.
import {useState, type ComponentProps, type ReactNode, type SyntheticEvent} from 'react';
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
 * until opened, yet Docusaurus renders it on every phone right after
 * hydration, in one task that a phone felt as the longest after loading. It is
 * rendered when the reader first touches, points at or focuses the toggle, a
 * moment before the click that opens it, so it still slides in.
 */
function useMobileMenuWanted(shown: boolean): {
  wanted: boolean;
  onReach: (event: SyntheticEvent) => void;
} {
  const [reached, setReached] = useState(false);
  const onReach = (event: SyntheticEvent): void => {
    if (!reached && event.target instanceof Element && event.target.closest('.navbar__toggle')) {
      setReached(true);
    }
  };
  return {wanted: reached || shown, onReach};
}

export default function NavbarLayout({children}: Props): ReactNode {
  const {
    navbar: {hideOnScroll, style},
  } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  const {navbarRef, isNavbarVisible} = useHideableNavbar(hideOnScroll);
  const mobileMenu = useMobileMenuWanted(mobileSidebar.shown);
  return (
    <nav
      ref={navbarRef}
      onPointerDown={mobileMenu.onReach}
      onPointerOver={mobileMenu.onReach}
      onFocus={mobileMenu.onReach}
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
      {mobileMenu.wanted && <NavbarMobileSidebar />}
    </nav>
  );
}
