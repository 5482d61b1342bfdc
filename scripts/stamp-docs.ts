/**
 * Keeps the bookkeeping in the docs' front matter up to date.
 *
 *   npx tsx scripts/stamp-docs.ts translations            lists translations older than their English page
 *   npx tsx scripts/stamp-docs.ts translations <file>…    records that these translations match their
 *                                                          English page now (English or Chinese paths)
 *   npx tsx scripts/stamp-docs.ts translations --all      the same for every translation
 *   npx tsx scripts/stamp-docs.ts dates                   sets each doc's fallback last_update date to
 *                                                          its last commit (today if it has changes)
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ENGLISH_DOCS, readDocHistory, TRANSLATED_DOCS} from '../plugins/front-matter';
import {setFrontMatterKeys} from '../plugins/front-matter/frontMatterText';
import {
  isTranslationOutdated,
  sourceStamp,
  STAMP_KEY,
} from '../plugins/front-matter/translationStamp';
import {markdownFilesUnder} from './lib/files';

const ROOT = path.resolve(__dirname, '..');

function docFiles(dir: string): string[] {
  return markdownFilesUnder(path.join(ROOT, dir)).map((file) => `${dir}/${file}`);
}

/** Every translation with the English file it translates, relative to the project root. */
function translations(): {translation: string; english: string}[] {
  return TRANSLATED_DOCS.flatMap((dir) =>
    docFiles(dir).map((translation) => ({
      translation,
      english: `${ENGLISH_DOCS}${translation.slice(dir.length)}`,
    })),
  ).filter(({english}) => existsSync(path.join(ROOT, english)));
}

const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

function recordedStamp(text: string): string | undefined {
  const value = new RegExp(`^${STAMP_KEY}:\\s*['"]?([0-9a-f]+)['"]?\\s*$`, 'm').exec(text)?.[1];
  return value;
}

function stampTranslations(args: string[]): void {
  const all = translations();
  if (args.length === 0) {
    const outdated = all.filter(({translation, english}) =>
      isTranslationOutdated(read(english), recordedStamp(read(translation))),
    );
    for (const {translation} of outdated) {
      console.log(translation);
    }
    console.log(
      outdated.length === 0
        ? 'Every translation matches its English page.'
        : `${String(outdated.length)} translation(s) older than their English page. After updating one, run: npm run translations:stamp -- <file>`,
    );
    return;
  }
  const wanted = args.includes('--all')
    ? all
    : args
        .map((arg) => {
          const file = path.relative(ROOT, path.resolve(arg)).split(path.sep).join('/');
          const found = all.filter(
            ({translation, english}) => file === translation || file === english,
          );
          if (found.length === 0) {
            throw new Error(`${arg} is neither a doc nor the translation of one`);
          }
          return found;
        })
        .flat();
  for (const {translation, english} of wanted) {
    const text = read(translation);
    const stamped = setFrontMatterKeys(text, {
      [STAMP_KEY]: [`${STAMP_KEY}: '${sourceStamp(read(english))}'`],
    });
    if (stamped !== text) {
      writeFileSync(path.join(ROOT, translation), stamped);
      console.log(`stamped ${translation}`);
    }
  }
}

function stampDates(): void {
  const history = readDocHistory(ROOT);
  const changed = new Set(
    execFileSync(
      'git',
      [
        '-c',
        'core.quotePath=false',
        'status',
        '--porcelain',
        '--untracked-files=all',
        '--',
        ENGLISH_DOCS,
        ...TRANSLATED_DOCS,
      ],
      {cwd: ROOT, encoding: 'utf8'},
    )
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3).split(' -> ').pop() ?? ''),
  );
  const today = new Date().toISOString().slice(0, 10);
  for (const file of [ENGLISH_DOCS, ...TRANSLATED_DOCS].flatMap(docFiles)) {
    const committed = history.get(file);
    const day = changed.has(file) || !committed ? today : committed.toISOString().slice(0, 10);
    const text = read(file);
    const dated = setFrontMatterKeys(text, {last_update: ['last_update:', `  date: ${day}`]});
    if (dated !== text) {
      writeFileSync(path.join(ROOT, file), dated);
      console.log(`dated ${file}: ${day}`);
    }
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === 'translations') {
  stampTranslations(args);
} else if (command === 'dates') {
  stampDates();
} else {
  console.error('Usage: stamp-docs.ts translations [--all | <file>…] | dates');
  process.exit(1);
}
