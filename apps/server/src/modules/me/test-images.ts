import sharp from 'sharp';

/** Real images made on the spot for the avatar tests. */
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } });

export const pngImage = (width = 800, height = 600) => solid(width, height).png().toBuffer();

/** A JPEG carrying EXIF data (camera make, orientation) that the stored avatar must not keep. */
export const jpegWithExif = () =>
  solid(640, 480)
    .jpeg()
    .withExif({ IFD0: { Make: 'Camera Secreta', Copyright: 'Maria Lima' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const gifImage = () => solid(300, 200).gif().toBuffer();

export const webpImage = () => solid(400, 400).webp().toBuffer();

/** 8000 × 6000 = 48 megapixels, a small file because it is one colour. */
export const hugePng = () => solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();

/** Starts like a PNG, then is not one. */
export const brokenPng = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);

/**
 * A 200 × 100 JPEG, red top half and blue bottom half, whose EXIF says "rotate 90° clockwise to
 * view": seen upright it is blue on the left and red on the right.
 */
export const sidewaysPhoto = async () => {
  const red = await sharp({ create: { width: 200, height: 50, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, top: 0, left: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
};
