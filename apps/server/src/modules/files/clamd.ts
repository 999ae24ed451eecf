/**
 * A minimal client of ClamAV's daemon (issue 28 finding 7): the `INSTREAM` command of clamd's
 * protocol over TCP or a Unix socket. A direct client rather than the `clamscan` package: that package
 * looks for local clamscan/clamdscan binaries when it starts and falls back to them, where the upload
 * check needs exactly one thing, a daemon that answers or an error (fail closed).
 *
 * Protocol (clamd(8)): `zINSTREAM\0`, then chunks each prefixed by its length as a 4-byte big-endian
 * integer, then a zero length; the daemon answers one NUL-terminated line: `stream: OK`,
 * `stream: <signature> FOUND` or `... ERROR` (e.g. `INSTREAM size limit exceeded. ERROR`).
 */
import net from 'node:net';

/** Where clamd listens: a TCP address or a Unix socket path. */
export type ClamdTarget = { host: string; port: number } | { socket: string };

/** What the daemon said of a file: clean, or the name of the signature it found. */
export type ClamdVerdict = { infected: false } | { infected: true; signature: string };

/** clamd is configured but cannot scan (down, refused, timed out or answered an error). */
export class ClamdUnavailableError extends Error {}

const CHUNK_BYTES = 64 * 1024;

/**
 * Scans bytes with clamd's INSTREAM command.
 * @param timeoutMs the whole exchange (connect, send, verdict), in milliseconds
 * @throws ClamdUnavailableError when the daemon cannot be reached, times out or answers an error
 */
export function scanWithClamd(target: ClamdTarget, bytes: Buffer, timeoutMs: number): Promise<ClamdVerdict> {
  return new Promise((resolve, reject) => {
    const socket = 'socket' in target ? net.connect(target.socket) : net.connect(target.port, target.host);
    const answer: Buffer[] = [];
    let settled = false;
    const finish = (err: Error | null, verdict?: ClamdVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (err) reject(err);
      else resolve(verdict as ClamdVerdict);
    };
    const timer = setTimeout(
      () => finish(new ClamdUnavailableError(`clamd did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.on('error', (err) => finish(new ClamdUnavailableError(`clamd: ${err.message}`)));
    socket.on('data', (chunk) => answer.push(chunk));
    socket.on('close', () => {
      const text = Buffer.concat(answer).toString('utf8').replace(/\0/g, '').trim();
      if (/:\s*OK$/.test(text)) return finish(null, { infected: false });
      const found = /:\s*(.+) FOUND$/.exec(text);
      if (found) return finish(null, { infected: true, signature: found[1] });
      finish(new ClamdUnavailableError(`clamd answered ${JSON.stringify(text.slice(0, 200)) || 'nothing'}`));
    });
    socket.on('connect', () => {
      socket.write('zINSTREAM\0');
      for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
        const chunk = bytes.subarray(at, at + CHUNK_BYTES);
        const size = Buffer.alloc(4);
        size.writeUInt32BE(chunk.length);
        socket.write(size);
        socket.write(chunk);
      }
      socket.end(Buffer.alloc(4));
    });
  });
}
