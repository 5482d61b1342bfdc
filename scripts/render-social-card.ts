/**
 * Renders static/img/social-card.svg to static/img/social-card.png, the
 * 1200×630 picture link previews show (Open Graph and X/Twitter do not accept
 * SVG). Run it after changing the SVG and commit both: npx tsx scripts/render-social-card.ts
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {SOCIAL_CARD} from '../config/site';

const IMAGES = path.resolve(__dirname, '..', 'static');
const svgFile = path.join(IMAGES, SOCIAL_CARD.path.replace(/\.png$/, '.svg'));
const pngFile = path.join(IMAGES, SOCIAL_CARD.path);

async function render(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage({
      viewport: {width: SOCIAL_CARD.width, height: SOCIAL_CARD.height},
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<!doctype html><html><body style="margin:0">${readFileSync(svgFile, 'utf8')}</body></html>`,
    );
    await page.locator('svg').screenshot({path: pngFile, omitBackground: false});
  } finally {
    await browser.close();
  }
  console.log(`Wrote ${path.relative(process.cwd(), pngFile)}`);
}

render().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
