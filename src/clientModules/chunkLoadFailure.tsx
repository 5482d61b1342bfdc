/**
 * Docusaurus downloads a page's code before it renders it, and when that
 * download fails on the first load it renders nothing and leaves the page
 * static, with only an error in the console. This module shows the reader the
 * same red box as a failed lazy load, above the static page, with a Retry
 * button that loads the page again.
 */
import {createRoot} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import LoadFailure from '@site/src/components/LoadFailure';

function isChunkLoadError(reason: unknown): boolean {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(reason.message))
  );
}

function showFailure(error: unknown): void {
  if (document.getElementById('oxbow-load-failure')) {
    return;
  }
  const container = document.createElement('div');
  container.id = 'oxbow-load-failure';
  const anchor = document.querySelector('main') ?? document.getElementById('__docusaurus');
  anchor?.parentElement?.insertBefore(container, anchor);
  createRoot(container).render(
    <LoadFailure
      error={error}
      onRetry={() => {
        window.location.reload();
      }}
    />,
  );
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    // A failure after the page came to life is handled by the router (it reloads).
    const hydrated = document.documentElement.dataset.hasHydrated === 'true';
    if (!hydrated && isChunkLoadError(event.reason)) {
      showFailure(event.reason);
    }
  });
}
