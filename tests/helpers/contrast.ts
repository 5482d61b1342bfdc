/**
 * WCAG 2.x colour contrast, used to prove that our code-highlighting palettes
 * stay readable (AA: 4.5:1 for normal text) in both colour modes.
 */

export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*(?:1|1\.0+)\s*)?\)$/i;

export function parseColor(input: string): Rgb {
  const value = input.trim();
  const hex = HEX.exec(value);
  if (hex?.[1]) {
    const digits = hex[1];
    const full =
      digits.length === 3
        ? digits
            .split('')
            .map((d) => d + d)
            .join('')
        : digits;
    return [
      parseInt(full.slice(0, 2), 16),
      parseInt(full.slice(2, 4), 16),
      parseInt(full.slice(4, 6), 16),
    ];
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  throw new Error(`Unsupported opaque colour: ${input}`);
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(parseColor(foreground));
  const b = relativeLuminance(parseColor(background));
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

export const WCAG_AA_NORMAL_TEXT = 4.5;

const RGBA = /^rgba\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*([\d.]+)\s*\)$/i;

/** The opaque colour a translucent `rgba()` makes painted over an opaque background. */
export function paintedOver(translucent: string, background: string): string {
  const match = RGBA.exec(translucent.trim());
  if (!match) {
    throw new Error(`Not an rgba() colour: ${translucent}`);
  }
  const alpha = Number(match[4]);
  const over = parseColor(background);
  const mixed = over.map((channel, index) =>
    Math.round(channel * (1 - alpha) + Number(match[index + 1]) * alpha),
  );
  return `rgb(${mixed.join(', ')})`;
}
