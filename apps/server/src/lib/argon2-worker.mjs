/**
 * Worker thread for argon2id (see crypto.ts). Plain JavaScript so that it loads the same way under
 * tsx, Vitest and plain Node. The thread lowers its own scheduling priority (nice 19) so that a flood
 * of password checks takes only spare CPU and the event loop keeps answering other requests.
 * Task: { op: 'hash', password, options } -> string | { op: 'verify', hash, password } -> boolean.
 */
import fs from 'node:fs';
import os from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';

try {
  // Linux: /proc/thread-self -> "<pid>/task/<tid>"; setpriority on a tid affects that thread only.
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 19);
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
