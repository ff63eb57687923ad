import zlib from "node:zlib";

/**
 * A gzip member assembled from pieces deflated separately, so a cached page's constant stretches are compressed
 * once and only the few bytes that change per request (nonce, form token) are added per hit. Each piece is raw
 * deflate ending on a sync flush: byte-aligned and without a final block, so pieces can follow each other in one
 * deflate stream (RFC 1951). A piece refers back only to what its dictionary said would precede it, so it is
 * correct wherever those bytes do precede it. The member ends with a final empty block and the CRC-32 and length
 * of the whole plain body (RFC 1952).
 */
export interface DeflatedPiece {
  plain: Buffer;
  deflated: Buffer;
}

/** ID1 ID2, CM deflate, no flags, no MTIME, no XFL, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A final stored block of length 0 (BFINAL=1, BTYPE=00, LEN 0, NLEN 0xFFFF). */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * `dictionary`: the bytes the decoder will have just produced before this piece, which the piece may then refer
 * back to (a preset dictionary, RFC 1951's window). Without one, the piece stands alone.
 */
export function deflatePiece(plain: Buffer, level: number, options: { dictionary?: Buffer } = {}): DeflatedPiece {
  return { plain, deflated: zlib.deflateRawSync(plain, { ...options, level, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
}

const MAX_STORED_BLOCK = 0xffff;

/**
 * Plain bytes as stored (uncompressed) blocks: no zlib call at all, for pieces too small to be worth one
 * (a lone nonce or form token). Each block: a byte-aligned header byte (BFINAL 0, BTYPE 00), LEN and NLEN.
 */
export function storedPiece(plain: Buffer): DeflatedPiece {
  const blocks: Buffer[] = [];
  let offset = 0;
  do {
    const chunk = plain.subarray(offset, offset + MAX_STORED_BLOCK);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
    offset += MAX_STORED_BLOCK;
  } while (offset < plain.length);
  return { plain, deflated: Buffer.concat(blocks) };
}

/** The member as chunks to write in order (the pieces' deflated bytes by reference); its length is their sum. */
export function gzipMember(pieces: DeflatedPiece[]): Buffer[] {
  let crc = 0;
  let size = 0;
  const chunks: Buffer[] = [GZIP_HEADER];
  for (const piece of pieces) {
    // Skipped when empty: zlib's crc32 answers 0 (its initial value) for an empty buffer without storage.
    if (piece.plain.length) crc = zlib.crc32(piece.plain, crc);
    size += piece.plain.length;
    chunks.push(piece.deflated);
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return chunks;
}
