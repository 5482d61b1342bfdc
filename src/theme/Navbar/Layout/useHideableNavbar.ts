import {useCallback, useRef, useState} from 'react';
import {useLocationChange, useScrollPosition} from '@docusaurus/theme-common/internal';

/**
 * Hides the navbar while the reader scrolls down and shows it on scroll up,
 * near the top, and whenever the location changes, including a jump to a
 * #hash target (headings keep clear of it with scroll-margin-top).
 */
export function useHideableNavbar(hideOnScroll: boolean): {
  navbarRef: (node: HTMLElement | null) => void;
  isNavbarVisible: boolean;
} {
  const [isNavbarVisible, setIsNavbarVisible] = useState(hideOnScroll);
  const ignoreNextScroll = useRef(false);
  const navbarHeight = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node !== null) {
      navbarHeight.current = node.getBoundingClientRect().height;
    }
  }, []);

  useScrollPosition(({scrollY}, lastPosition) => {
    if (!hideOnScroll) {
      return;
    }
    if (scrollY < navbarHeight.current) {
      setIsNavbarVisible(true);
      return;
    }
    // The jump to a hash target is not the reader scrolling down.
    if (ignoreNextScroll.current) {
      ignoreNextScroll.current = false;
      return;
    }
    const lastScrollY = lastPosition?.scrollY;
    const documentHeight = document.documentElement.scrollHeight - navbarHeight.current;
    if (lastScrollY !== undefined && lastScrollY > 0 && scrollY >= lastScrollY) {
      setIsNavbarVisible(false);
    } else if (scrollY + window.innerHeight < documentHeight) {
      setIsNavbarVisible(true);
    }
  });

  useLocationChange(({location}) => {
    if (!hideOnScroll) {
      return;
    }
    ignoreNextScroll.current =
      location.hash !== '' && document.getElementById(location.hash.slice(1)) !== null;
    setIsNavbarVisible(true);
  });

  return {navbarRef, isNavbarVisible};
}
