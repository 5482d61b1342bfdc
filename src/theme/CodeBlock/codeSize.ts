import type {CSSProperties} from 'react';

/** East Asian wide and full-width characters: a monospace font's fallback draws them 1em wide. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/gu;

/** The first half of a character outside the Basic Multilingual Plane: one character in two. */
const HIGH_SURROGATE = /[\ud800-\udbff]/g;

/** The width of a monospace character in `em`, for choosing the widest line only. */
const NARROW_EM = 0.6;

/**
 * The room a code block's text takes, as custom properties on its `<pre>`.
 * The stylesheet sizes each block's `<code>` from them while the browser
 * skips drawing it (`content-visibility: auto` in src/css/custom.css), so the
 * page is as long, and a wide block as scrollable, before it is drawn as after.
 */
export function codeSizeStyle(code: string): CSSProperties {
  const lines = code.split('\n');
  let columns = 0;
  let wideColumns = 0;
  for (const line of lines) {
    const wide = line.match(WIDE)?.length ?? 0;
    const narrow = line.length - (line.match(HIGH_SURROGATE)?.length ?? 0) - wide;
    if (narrow * NARROW_EM + wide > columns * NARROW_EM + wideColumns) {
      columns = narrow;
      wideColumns = wide;
    }
  }
  return {
    '--code-lines': lines.length,
    '--code-columns': columns,
    '--code-wide-columns': wideColumns,
  } as CSSProperties;
}
