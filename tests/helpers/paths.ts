import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const BUILD_DIR = path.join(ROOT, 'build');
export const DOCS_DIR = path.join(ROOT, 'docs');
export const ZH_DOCS_DIR = path.join(
  ROOT,
  'i18n',
  'zh',
  'docusaurus-plugin-content-docs',
  'current',
);
export const ROUTE_CONTRACT = path.join(ROOT, 'tests', 'contract', 'routes.json');
