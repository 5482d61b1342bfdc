import {readdirSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from './paths';

/** Every HTML page of one locale's build ('' = English root, 'zh' = Chinese). */
export function htmlPages(localeDir: '' | 'zh'): string[] {
  const root = path.join(BUILD_DIR, localeDir);
  const pages: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // The English build contains the Chinese one under zh/; keep locales apart.
        if (!(localeDir === '' && dir === root && entry.name === 'zh') && entry.name !== 'assets') {
          walk(full);
        }
      } else if (entry.name.endsWith('.html')) {
        pages.push(full);
      }
    }
  };
  walk(root);
  return pages.sort();
}
