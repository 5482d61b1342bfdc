// A section of a doc (src/remark/headingSections.ts) hydrates in a task of its own
// (src/hydration), so a long page is hydrated part by part, none of them long.
import type {ComponentProps, ReactNode} from 'react';
import {HydrationSlice} from '@site/src/hydration';

type SectionProps = ComponentProps<'section'>;

/**
 * Renders the section's element. Its props are handed over as one object: the
 * compiled page builds a section's children only when they are read
 * (src/remark/childrenOnDemand.ts), which is here, once the slice's turn has come.
 */
function SectionElement({attributes}: {attributes: SectionProps}): ReactNode {
  return <section {...attributes} />;
}

export default function Section(props: SectionProps): ReactNode {
  return (
    <HydrationSlice>
      <SectionElement attributes={props} />
    </HydrationSlice>
  );
}
