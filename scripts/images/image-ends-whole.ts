/**
 * Whether an image file ends where its format says it does, read from its last bytes: a file cut
 * short (an interrupted copy or download) is caught by the check, not by the encoder.
 */

/** How much of the end is read: enough for a JPEG's end marker after a little padding, or a PNG's last chunk. */
const TAIL_BYTES = 64;

/** Whether the file ends where its format says it does: false for a file cut short. */
export function endsWhole(head: Buffer, bytes: number, readAt: (at: number, length: number) => Buffer): boolean {
  if (head.length < 12) return true;
  const tail = readAt(Math.max(0, bytes - TAIL_BYTES), TAIL_BYTES);
  if (head[0] === 0xff && head[1] === 0xd8) {
    const end = Buffer.from([0xff, 0xd9]);
    // Phones' "motion photos" carry a video after the image's end marker: look for it in the whole
    // file then (rare, so the usual check still reads two small pieces only).
    return tail.includes(end) || readAt(0, bytes).includes(end, Math.max(2, head.indexOf(Buffer.from([0xff, 0xda]))));
  }
  if (head.readUInt32BE(0) === 0x89504e47) return tail.includes('IEND', 0, 'latin1');
  if (head.toString('latin1', 0, 4) === 'RIFF') return head.readUInt32LE(4) + 8 <= bytes;
  if (head.toString('latin1', 4, 8) === 'ftyp') {
    // ISO boxes, one after another to the end: each says its size (0: to the end; 1: a 64-bit size follows).
    for (let at = 0; at < bytes;) {
      const box = readAt(at, 16);
      if (box.length < 8) return false;
      const size = box.readUInt32BE(0);
      if (size === 0) return true;
      const length = size === 1 ? (box.length < 16 ? Infinity : Number(box.readBigUInt64BE(8))) : size;
      if (length < 8 || at + length > bytes) return false;
      at += length;
    }
  }
  return true;
}
