/**
 * Resize modifiers of the image URL path, e.g. `w_640,h_480,f_webp,q_75,fit_cover`.
 * Parsing is strict (unknown, repeated or out-of-range modifiers are rejected) and serialising is
 * canonical, so one variant has exactly one cache file whatever order the modifiers came in.
 */

export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_FITS = ['cover', 'inside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

/** No variant is ever larger than this in either dimension, whatever the URL asks for. */
export const MAX_IMAGE_DIMENSION = 2048;

export interface ImageModifiers {
  width?: number;
  height?: number;
  format: ImageFormat;
  /** 1–100; absent means the format's default. Not accepted for PNG (lossless). */
  quality?: number;
  /** cover crops to exactly width × height; inside keeps the whole image within the box. */
  fit: ImageFit;
}

export const MIME_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** File extension of each format; `.jpg` is the one WordPress and most CDNs use. */
export const FILE_EXTENSIONS: Record<ImageFormat, string> = { webp: 'webp', avif: 'avif', jpeg: 'jpg', png: 'png' };

export class InvalidModifiersError extends Error {}

export function formatFromExtension(extension: string): ImageFormat | undefined {
  const lower = extension.toLowerCase();
  if (lower === 'jpg' || lower === 'jpeg') return 'jpeg';
  return (IMAGE_FORMATS as readonly string[]).includes(lower) ? (lower as ImageFormat) : undefined;
}

function parseBoundedInt(name: string, raw: string, max: number): number {
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new InvalidModifiersError(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

/**
 * Parses the modifiers segment of an image URL. `extension` is the file extension of the last path
 * segment; it names the output format and must agree with an explicit `f_` modifier.
 */
export function parseModifiers(segment: string, extension: string): ImageModifiers {
  const formatOfName = formatFromExtension(extension);
  if (!formatOfName) {
    throw new InvalidModifiersError(`unsupported image format ".${extension}"; use one of ${IMAGE_FORMATS.join(', ')}`);
  }
  if (segment.length > 100) throw new InvalidModifiersError('the modifiers segment is too long');
  const seen = new Set<string>();
  const modifiers: ImageModifiers = { format: formatOfName, fit: 'inside' };
  let explicitFit: ImageFit | undefined;
  const parts = segment === 'original' ? [] : segment.split(',');
  for (const part of parts) {
    const match = /^(w|h|f|q|fit)_(.+)$/.exec(part);
    if (!match) {
      throw new InvalidModifiersError(`unknown modifier "${part}"; use w_<width>, h_<height>, f_<format>, q_<quality>, fit_<cover|inside>`);
    }
    const [, name, value] = match as unknown as [string, string, string];
    if (seen.has(name)) throw new InvalidModifiersError(`modifier "${name}" is given twice`);
    seen.add(name);
    switch (name) {
      case 'w':
        modifiers.width = parseBoundedInt('width (w_)', value, MAX_IMAGE_DIMENSION);
        break;
      case 'h':
        modifiers.height = parseBoundedInt('height (h_)', value, MAX_IMAGE_DIMENSION);
        break;
      case 'q':
        modifiers.quality = parseBoundedInt('quality (q_)', value, 100);
        break;
      case 'f': {
        const format = formatFromExtension(value);
        if (!format) throw new InvalidModifiersError(`unsupported format "${value}"; use one of ${IMAGE_FORMATS.join(', ')}`);
        if (format !== formatOfName) {
          throw new InvalidModifiersError(`format f_${value} does not match the file extension ".${extension}"`);
        }
        break;
      }
      case 'fit':
        if (!(IMAGE_FITS as readonly string[]).includes(value)) {
          throw new InvalidModifiersError(`fit must be one of ${IMAGE_FITS.join(', ')}, got "${value}"`);
        }
        explicitFit = value as ImageFit;
        break;
    }
  }
  if (modifiers.format === 'png' && modifiers.quality !== undefined) {
    throw new InvalidModifiersError('quality (q_) applies to jpeg, webp and avif; png is lossless');
  }
  if (explicitFit === 'cover' && (modifiers.width === undefined || modifiers.height === undefined)) {
    throw new InvalidModifiersError('fit_cover needs both a width (w_) and a height (h_)');
  }
  // Both dimensions given without a fit: crop to the box, as WordPress does for hard-cropped sizes.
  modifiers.fit = explicitFit ?? (modifiers.width !== undefined && modifiers.height !== undefined ? 'cover' : 'inside');
  return modifiers;
}

/** The one canonical spelling of a modifier set: fixed order, defaults left out. */
export function serializeModifiers(modifiers: ImageModifiers): string {
  const parts: string[] = [];
  if (modifiers.width !== undefined) parts.push(`w_${modifiers.width}`);
  if (modifiers.height !== undefined) parts.push(`h_${modifiers.height}`);
  parts.push(`f_${modifiers.format}`);
  if (modifiers.quality !== undefined) parts.push(`q_${modifiers.quality}`);
  const impliedFit = modifiers.width !== undefined && modifiers.height !== undefined ? 'cover' : 'inside';
  if (modifiers.fit !== impliedFit) parts.push(`fit_${modifiers.fit}`);
  return parts.join(',');
}

/**
 * Size of the variant for an original of the given size: never enlarged, never over the bound.
 * Mirrors what the renderer does, so URLs can carry honest `w` descriptors and dimensions.
 */
export function variantSize(original: { width: number; height: number }, modifiers: Pick<ImageModifiers, 'width' | 'height' | 'fit'>) {
  if (modifiers.fit === 'cover' && modifiers.width !== undefined && modifiers.height !== undefined) {
    // sharp's withoutEnlargement clamps each side of the box to the original before cropping.
    return { width: Math.min(modifiers.width, original.width), height: Math.min(modifiers.height, original.height) };
  }
  const boxWidth = modifiers.width ?? MAX_IMAGE_DIMENSION;
  const boxHeight = modifiers.height ?? MAX_IMAGE_DIMENSION;
  const scale = Math.min(1, boxWidth / original.width, boxHeight / original.height);
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}
