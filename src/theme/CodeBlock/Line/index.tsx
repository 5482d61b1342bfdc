// Wrapped: a line of a code block first rendered during hydration keeps the server's tokens
// instead of being tokenized and hydrated again (src/serverMarkup).
import type {ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import {useKeptCodeLines} from '@site/src/serverMarkup/state';

export default function LineWrapper(props: Props): ReactNode {
  const {keeps, keptRef} = useKeptCodeLines();
  if (!keeps) {
    return <Line {...props} />;
  }
  return (
    <span
      {...props.getLineProps({line: props.line, className: props.classNames?.join(' ')})}
      ref={keptRef}
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  );
}
