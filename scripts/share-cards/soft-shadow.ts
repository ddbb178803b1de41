/**
 * A drop shadow as a pre-blurred PNG. satori turns CSS box-shadow into an SVG blur filter over
 * a region five times the element's size, which resvg took 2–3 s to draw per card (measured);
 * sharp blurs just the shadow's own area in milliseconds, once per shape.
 */
import sharp from 'sharp';

export interface ShadowShape {
  width: number;
  height: number;
  /** Corner radius; half the width for a circle. */
  radius: number;
  /** Blur radius as in CSS box-shadow (the Gaussian's sigma is half of it). */
  blur: number;
  /** CSS colour with its alpha, e.g. rgba(21, 23, 28, 0.14). */
  color: string;
}

export interface Shadow {
  uri: string;
  /** How far the image reaches beyond the shape on every side: place it at (-bleed, -bleed). */
  bleed: number;
}

const cache = new Map<string, Promise<Shadow>>();

export function softShadow(shape: ShadowShape): Promise<Shadow> {
  const key = JSON.stringify(shape);
  let shadow = cache.get(key);
  if (!shadow) {
    shadow = draw(shape);
    cache.set(key, shadow);
  }
  return shadow;
}

async function draw({ width, height, radius, blur, color }: ShadowShape): Promise<Shadow> {
  const sigma = blur / 2;
  const bleed = Math.ceil(sigma * 3); // the Gaussian is invisible past three sigmas
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * bleed}" height="${height + 2 * bleed}">` +
    `<rect x="${bleed}" y="${bleed}" width="${width}" height="${height}" rx="${radius}" fill="${color}"/></svg>`;
  const png = await sharp(Buffer.from(svg)).blur(sigma).png().toBuffer();
  return { uri: `data:image/png;base64,${png.toString('base64')}`, bleed };
}
