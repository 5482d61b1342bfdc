/**
 * The route contract: which URLs the built site must have in every locale.
 * Parsed from the Markdown inventory of the specification and checked against
 * the build by tests/build/routes.test.ts.
 */

export interface CategoryRoute {
  group: string;
  en: string;
  zh: string;
}

export interface RouteInventory {
  /** React or Markdown pages outside the docs. */
  sitePages: string[];
  /** Generated category index pages, served at /category/{slug}. */
  categories: CategoryRoute[];
  /** Doc routes per sidebar section, in the order the inventory lists them. */
  docs: Record<string, string[]>;
  /** How many docs each section declares in its heading, to catch parsing slips. */
  declaredDocCounts: Record<string, number>;
}

const CODE_SPAN = /`([^`]+)`/g;

function codeSpans(text: string): string[] {
  return [...text.matchAll(CODE_SPAN)].map((match) => match[1] ?? '');
}

/** Joins each "- " bullet with its indented continuation lines. */
function bullets(lines: readonly string[]): string[] {
  const result: string[] = [];
  for (const line of lines) {
    const last = result.length - 1;
    if (line.startsWith('- ')) {
      result.push(line.slice(2));
    } else if (/^\s+\S/.test(line) && last >= 0) {
      result[last] = `${result[last] ?? ''} ${line.trim()}`;
    }
  }
  return result;
}

/** `/dir/` + `a`, `b` lists pages under a folder that is not itself a page. */
function routesOfBullet(bullet: string): string[] {
  const spans = codeSpans(bullet);
  const plus = bullet.indexOf(' + ');
  if (plus === -1) {
    return spans.filter((span) => span.startsWith('/'));
  }
  const [folder, ...names] = codeSpans(bullet.slice(0, plus)).concat(codeSpans(bullet.slice(plus)));
  if (!folder?.endsWith('/')) {
    throw new Error(`Expected a folder before "+" in: ${bullet}`);
  }
  return names.map((name) => `${folder}${name}`);
}

export function parseRouteInventory(markdown: string): RouteInventory {
  const sections = new Map<string, string[]>();
  let heading = '';
  for (const line of markdown.split(/\r?\n/)) {
    if (line.startsWith('## ')) {
      heading = line.slice(3).trim();
      sections.set(heading, []);
    } else if (heading) {
      sections.get(heading)?.push(line);
    }
  }

  const inventory: RouteInventory = {
    sitePages: [],
    categories: [],
    docs: {},
    declaredDocCounts: {},
  };

  for (const [title, lines] of sections) {
    if (title.startsWith('Site pages')) {
      for (const bullet of bullets(lines)) {
        const first = codeSpans(bullet)[0];
        if (first?.startsWith('/') && !first.startsWith('/zh')) {
          inventory.sitePages.push(first);
        }
      }
    } else if (title.startsWith('Category index pages')) {
      for (const line of lines) {
        const cells = line.split('|').map((cell) => cell.trim());
        const [, group, zh, en] = cells;
        if (group && zh && en && group !== 'group' && !/^-+$/.test(group)) {
          inventory.categories.push({group, en, zh});
        }
      }
    } else {
      const section = /^(\w+) \(sidebar `(\w+)`\) — (\d+) docs$/.exec(title);
      if (section) {
        const name = (section[1] ?? '').toLowerCase();
        inventory.docs[name] = bullets(lines).flatMap(routesOfBullet);
        inventory.declaredDocCounts[name] = Number(section[3]);
      }
    }
  }
  return inventory;
}

/** Every URL path the build must contain for one locale ('' = English root, '/zh' = Chinese). */
export function routesForLocale(
  inventory: RouteInventory,
  locale: 'en' | 'zh',
  prefix: string,
): string[] {
  const docs = Object.values(inventory.docs).flat();
  const categories = inventory.categories.map((category) => `/category/${category[locale]}`);
  return [...inventory.sitePages, ...categories, ...docs].map((route) =>
    route === '/' ? `${prefix}/` : `${prefix}${route}`,
  );
}
