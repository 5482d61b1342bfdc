import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fileForPath, SiteLinkChecker} from '../helpers/linkCheck';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'oxbow-links-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const ORIGIN = 'https://docs.example';

describe('the built-site link checker', () => {
  const dir = site({
    'index.html': `<a href="/guide">guide</a><a href="/guide#fees">fees</a>
      <a href="/guide#nope">bad anchor</a><a href="/missing">missing</a>
      <img src="/img/logo.svg" alt=""><img srcset="/img/a.png 1x, /img/b.png 2x" alt="">
      <link rel="canonical" href="${ORIGIN}/gone"><a href="https://elsewhere.example/x">out</a>
      <a href="#top">self</a><h1 id="top">Top</h1><a href="mailto:team@docs.example">mail</a>`,
    'guide/index.html': '<h2 id="fees">Fees</h2><a href="../#top">home</a>',
    'img/logo.svg': '<svg/>',
    'img/a.png': 'png',
  });
  const checker = new SiteLinkChecker(dir, ORIGIN);

  it('resolves paths the way the static server does', () => {
    expect(fileForPath(dir, '/guide')).toBe(path.join(dir, 'guide', 'index.html'));
    expect(fileForPath(dir, '/guide/')).toBe(path.join(dir, 'guide', 'index.html'));
    expect(fileForPath(dir, '/img/logo.svg')).toBe(path.join(dir, 'img', 'logo.svg'));
    expect(fileForPath(dir, '/../etc/passwd')).toBeUndefined();
  });

  it('reports missing pages, anchors and files, and nothing else', () => {
    expect(checker.check(path.join(dir, 'index.html'))).toEqual([
      {page: '/', reference: '/guide#nope', problem: 'no such anchor'},
      {page: '/', reference: '/missing', problem: 'no such page or file'},
      {page: '/', reference: `${ORIGIN}/gone`, problem: 'no such page or file'},
      {page: '/', reference: '/img/b.png', problem: 'no such page or file'},
    ]);
    expect(checker.check(path.join(dir, 'guide', 'index.html'))).toEqual([]);
  });
});
