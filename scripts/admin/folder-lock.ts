/**
 * A lock between processes: a folder, which only one of them can make, holding who made it. A
 * lock whose holder died (on this machine), or that has been held far longer than any real holder
 * holds it (a process id reused after a restart looks alive), is taken over. Taking over happens
 * under a second, short-lived lock, so two waiters that both find the holder dead cannot each
 * remove the lock the other has just made.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface FolderLockOptions {
  /** How long to wait for another holder before giving up, in ms. */
  waitMs: number;
  /** A lock held longer than this is taken to be left over, whoever holds it, in ms. */
  staleMs: number;
  /** Called once, when another process holds the lock and this one starts waiting. */
  onWait?: () => void;
}

interface Holder {
  pid: number;
  host: string;
}

const HOLDER = 'holder.json';
/** A lock made this long ago with no holder written in it was left by a process that died while taking it. */
const UNCLAIMED_MS = 10_000;
/** Between two looks at a held lock. */
const POLL_MS = 250;

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lock: string): Holder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(path.join(lock, HOLDER), 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? { pid: holder.pid, host: holder.host } : undefined;
  } catch {
    // Not written yet, half written, or the lock is gone (the next attempt takes it).
    return undefined;
  }
}

/** Whether nobody holds the lock at `lock` any more (false when there is none: the next attempt takes it). */
function abandoned(lock: string, staleMs: number): boolean {
  const made = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
  if (made === undefined) return false;
  const age = Date.now() - made;
  if (age > staleMs) return true;
  const holder = readHolder(lock);
  if (!holder) return age > UNCLAIMED_MS;
  // A process of another machine sharing the folder cannot be asked: only its lock's age tells.
  return holder.host === os.hostname() && !processAlive(holder.pid);
}

/** Makes the folder `lock`; false when another process has it. */
function take(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Removes `lock` if its holder is gone, deciding under `<lock>.takeover` so that one waiter does it; whether it did. */
function takeOverIfAbandoned(lock: string, staleMs: number): boolean {
  if (!abandoned(lock, staleMs)) return false;
  const takeover = `${lock}.takeover`;
  if (!take(takeover)) {
    // Another waiter is deciding; a takeover left by one that died is old at once.
    if (abandoned(takeover, UNCLAIMED_MS)) fs.rmSync(takeover, { recursive: true, force: true });
    return false;
  }
  try {
    const gone = abandoned(lock, staleMs);
    if (gone) fs.rmSync(lock, { recursive: true, force: true });
    return gone;
  } finally {
    fs.rmSync(takeover, { recursive: true, force: true });
  }
}

/** Runs `work` holding the lock `lock` (a folder path); throws when another holder keeps it past `waitMs`. */
export function holdingFolderLock<T>(lock: string, work: () => T, { waitMs, staleMs, onWait = () => {} }: FolderLockOptions): T {
  const deadline = Date.now() + waitMs;
  let waiting = false;
  while (!take(lock)) {
    if (takeOverIfAbandoned(lock, staleMs)) continue;
    if (Date.now() > deadline) {
      const waited = waitMs >= 60_000 ? `${Math.round(waitMs / 60_000)} minutes` : `${Math.round(waitMs / 1000)} s`;
      throw new Error(`another process has held ${lock} for ${waited} (remove that folder if none is running)`);
    }
    if (!waiting) onWait();
    waiting = true;
    sleep(POLL_MS);
  }
  try {
    fs.writeFileSync(path.join(lock, HOLDER), JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies Holder));
    return work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
