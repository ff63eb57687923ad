import zlib from "node:zlib";

/**
 * A gzip member assembled from pieces deflated separately, so a cached page's constant stretches are compressed
 * once and only the few bytes that change per request (nonce, form token) are compressed per hit. Each piece is
 * raw deflate ending on a sync flush: byte-aligned and without a final block, so pieces can follow each other in
 * one deflate stream (RFC 1951). None refers back into another (each has its own compressor), which is what makes
 * a piece reusable whatever comes before it. The member ends with a final empty block and the CRC-32 and length
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

export function deflatePiece(plain: Buffer, level: number): DeflatedPiece {
  return { plain, deflated: zlib.deflateRawSync(plain, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
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
