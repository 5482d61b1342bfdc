import {execFileSync} from 'node:child_process';
import path from 'node:path';

const ENSURE = path.resolve(import.meta.dirname, '..', 'ensure-cjk-fonts.sh');

/**
 * Makes sure the browser has a font for Chinese text (scripts/ensure-cjk-fonts.sh
 * installs one when it can, and fails when it cannot), and returns the family
 * fontconfig draws simplified Chinese with, for the description of the machine.
 */
export function ensureChineseFont(): string {
  execFileSync('sh', [ENSURE], {stdio: 'inherit'});
  return execFileSync('fc-match', ['-f', '%{family[0]}', 'sans-serif:lang=zh-cn'], {
    encoding: 'utf8',
  }).trim();
}
