// Wrapped: a doc's card takes its description from a module of its own, since the version data
// every doc page loads no longer carries descriptions (config/docDescriptions.ts).
import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import descriptions from '@oxbow/doc-descriptions';

export default function DocCardWrapper({item}: Props): ReactNode {
  if (item.type === 'link' && item.description === undefined && item.docId) {
    return <DocCard item={{...item, description: descriptions[item.docId]}} />;
  }
  return <DocCard item={item} />;
}
