import path from 'node:path';
import {filesUnder} from '../../scripts/lib/files';
import {BUILD_DIR} from './paths';

/** Every HTML page of one locale's build ('' = English root, 'zh' = Chinese). */
export function htmlPages(localeDir: '' | 'zh'): string[] {
  const root = path.join(BUILD_DIR, localeDir);
  return (
    filesUnder(root)
      // The English build contains the Chinese one under zh/; keep locales apart.
      .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
      .filter((file) => localeDir !== '' || !file.startsWith('zh/'))
      .map((file) => path.join(root, file))
  );
}
