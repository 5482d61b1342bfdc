// Wrapped: the footer hydrates in a task of its own (src/hydration).
import type {ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import {HydrationSlice} from '@site/src/hydration';

export default function FooterWrapper(): ReactNode {
  return (
    <HydrationSlice>
      <Footer />
    </HydrationSlice>
  );
}
