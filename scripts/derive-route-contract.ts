/**
 * Derives tests/contract/routes.json from the shared route inventory
 * (../shared/spec/routes.md by default). The JSON is committed so that the
 * project's route test stands on its own; run this again when the spec changes:
 *
 *   npx tsx scripts/derive-route-contract.ts [path/to/routes.md]
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseRouteInventory} from '../tests/helpers/routeInventory';

const source = process.argv[2] ?? path.join('..', 'shared', 'spec', 'routes.md');
const target = path.join('tests', 'contract', 'routes.json');

const inventory = parseRouteInventory(readFileSync(source, 'utf8'));
writeFileSync(target, `${JSON.stringify(inventory, null, 2)}\n`);
const docCount = Object.values(inventory.docs).reduce((sum, routes) => sum + routes.length, 0);
console.log(
  `${target}: ${inventory.sitePages.length} site pages, ${inventory.categories.length} categories, ${docCount} docs`,
);
