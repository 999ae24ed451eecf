/**
 * Worker thread for argon2id (see crypto.ts). Plain JavaScript so that it loads the same way under
 * tsx, Vitest and plain Node. The thread lowers its own scheduling priority a little (nice 5) so that
 * a flood of password checks yields to the event loop, without being starved: at nice 19 a single
 * check waited more than 15 s on a 2-core machine kept busy by other processes (a browser under test).
 * Task: { op: 'hash', password, options } -> string | { op: 'verify', hash, password } -> boolean.
 */
import fs from 'node:fs';
import os from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';

const ARGON2_NICE = 5;

try {
  // Linux: /proc/thread-self -> "<pid>/task/<tid>"; setpriority on a tid affects that thread only.
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, ARGON2_NICE);
} catch {
  // Not Linux, or not permitted: the pool size alone still leaves a core to the event loop.
}

export default function argon2Task(task) {
  if (task.op === 'hash') return hashSync(task.password, task.options);
  try {
    return verifySync(task.hash, task.password);
  } catch {
    return false;
  }
}
