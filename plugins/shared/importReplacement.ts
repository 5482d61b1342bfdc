import path from 'node:path';
import type {CurrentBundler} from '@docusaurus/types';

/** A file of the site's own browser or server-render code, under src/. */
export function sitePath(...segments: string[]): string {
  return path.resolve(__dirname, '..', '..', 'src', ...segments);
}

/**
 * The bundler plugin behind a private seam (decisions/private-seams.md): where a module in a
 * folder matching `importer` imports a request matching `request`, it gets `replacement` instead.
 * Imports of the same request from anywhere else are left alone.
 */
export function importReplacement(
  bundler: CurrentBundler,
  {request, importer, replacement}: {request: RegExp; importer: RegExp; replacement: string},
): InstanceType<CurrentBundler['instance']['NormalModuleReplacementPlugin']> {
  return new bundler.instance.NormalModuleReplacementPlugin(
    request,
    (resource: {context: string; request: string}) => {
      if (importer.test(resource.context)) {
        resource.request = replacement;
      }
    },
  );
}
