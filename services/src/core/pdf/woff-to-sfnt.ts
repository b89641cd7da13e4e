import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file (sfnt) it wraps: each table inflated, laid out again behind
 * a standard table directory. fontkit reads WOFF too, but it inflates a WOFF table every time the table is read,
 * and embedding a subset reads the glyph table once per glyph (about 100 ms a quote); the sfnt is read in place.
 * Done once per process.
 */
export const woffToSfnt = (woff: Buffer): Buffer => {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(header, at);
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    const body = Buffer.alloc(pad(t.data.length));
    t.data.copy(body);
    bodies.push(body);
    offset += body.length;
  });
  return Buffer.concat([header, ...bodies]);
};
