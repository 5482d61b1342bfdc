// Wrapped: themed images (the logos of the navbar, sidebar and footer) load lazily. The server
// writes one image per colour mode and CSS hides the other, yet the browser fetched both, and the
// footer's far below the first screen: three requests before the first paint for one logo seen.
import type {ReactNode} from 'react';
import ThemedImage from '@theme-original/ThemedImage';
import type {Props} from '@theme/ThemedImage';

export default function ThemedImageWrapper(props: Props): ReactNode {
  return <ThemedImage loading="lazy" {...props} />;
}
