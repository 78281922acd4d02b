import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/**
 * The most a scenario file, stdin or any other input file may hold (README "The `odds` command
 * line"). A scenario is a few hundred bytes; this is generous, and bounds what an endless input
 * (`/dev/zero`, a runaway pipe) can cost before it is refused.
 */
export const INPUT_LIMIT = 4 * 1024 * 1024;

const MIB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= MIB && bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes.toLocaleString('en')} bytes`;

export type Read = { ok: true; text: string } | { ok: false; message: string };

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
};

/** A file-system error as a short reason for a person ("no such file or folder"). */
export function readReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return (code && Object.hasOwn(REASONS, code) ? REASONS[code] : code) ?? 'read error';
}

/**
 * A file (or `-` for stdin) as UTF-8 text, reading no more than `limit` bytes and one chunk:
 * an input past the limit is refused as soon as the chunk that crosses it arrives. Errors are
 * short reasons ("no such file or folder"), for the caller to put after the file's name.
 */
export async function readInput(path: string, limit = INPUT_LIMIT): Promise<Read> {
  let stream: Readable;
  try {
    stream = path === '-' ? process.stdin : createReadStream(path, { highWaterMark: 64 * 1024 });
  } catch (e) {
    return { ok: false, message: `cannot read (${readReason(e)})` };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += b.length;
      if (size > limit) {
        stream.destroy();
        return {
          ok: false,
          message: `larger than ${sizeText(limit)}, the most an input may hold (a scenario is a few hundred bytes)`,
        };
      }
      chunks.push(b);
    }
  } catch (e) {
    stream.destroy();
    return { ok: false, message: `cannot read (${readReason(e)})` };
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}
