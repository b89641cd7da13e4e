import zlib from 'node:zlib';

/** CRC-32 (ISO 3309) of PNG chunks. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
};

type Rgb = readonly [number, number, number];
const BOXES: readonly Rgb[] = [
  [176, 128, 80],
  [160, 110, 70],
  [190, 150, 100],
  [120, 130, 140],
];
const BACKGROUNDS: readonly Rgb[] = [
  [226, 230, 236],
  [236, 232, 222],
  [220, 228, 220],
];

export const DEMO_IMAGE_WIDTH = 96;
export const DEMO_IMAGE_HEIGHT = 72;

/**
 * A small PNG of a packed box on a floor (96 × 72, about a kilobyte), drawn here so the demo's photos need no files
 * and no image library: a box of one of four colours, its tape and label, on one of three backgrounds, by `n`.
 */
export const demoPhotoPng = (n: number): Buffer => {
  const w = DEMO_IMAGE_WIDTH;
  const h = DEMO_IMAGE_HEIGHT;
  const box = BOXES[n % BOXES.length]!;
  const background = BACKGROUNDS[Math.floor(n / BOXES.length) % BACKGROUNDS.length]!;
  const tape: Rgb = [box[0] - 40, box[1] - 35, box[2] - 25];
  const label: Rgb = [250, 250, 245];
  const floor: Rgb = [background[0] - 30, background[1] - 30, background[2] - 30];
  const left = 22 + (n % 7);
  const top = 14 + (n % 5);
  const pixel = (x: number, y: number): Rgb => {
    const inBox = x >= left && x < left + 50 && y >= top && y < top + 42;
    if (inBox) {
      if (x >= left + 22 && x < left + 28) return tape;
      if (x >= left + 32 && x < left + 46 && y >= top + 24 && y < top + 34) return label;
      return box;
    }
    return y >= 60 ? floor : background;
  };
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < w; x++) {
      const [r, g, b] = pixel(x, y);
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
