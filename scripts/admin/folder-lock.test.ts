import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdingFolderLock } from './folder-lock.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function lockPath(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-lock-'));
  folders.push(dir);
  return path.join(dir, '.lock');
}

/** A lock as a holder leaves it: the folder, who holds it, and (optionally) how long ago it was made. */
function heldBy(lock: string, holder: { pid: number; host: string }, ageMs = 0): void {
  fs.mkdirSync(lock);
  fs.writeFileSync(path.join(lock, 'holder.json'), JSON.stringify(holder));
  const made = new Date(Date.now() - ageMs);
  fs.utimesSync(lock, made, made);
}

const options = { waitMs: 5_000, staleMs: 60_000 };
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('holdingFolderLock', () => {
  it('holds the lock while the work runs, returns its result, and leaves no lock behind, even when the work throws', () => {
    const lock = lockPath();
    expect(holdingFolderLock(lock, () => (fs.existsSync(lock) ? 'held' : 'not held'), options)).toBe('held');
    expect(fs.existsSync(lock)).toBe(false);
    expect(() =>
      holdingFolderLock(
        lock,
        () => {
          throw new Error('the work failed');
        },
        options,
      ),
    ).toThrow('the work failed');
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('waits while a live process holds it, and takes it once that process lets go', async () => {
    const lock = lockPath();
    // Another process takes the lock, says so, and lets go 1.5 s later.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('fs');
fs.mkdirSync(${JSON.stringify(lock)});
fs.writeFileSync(${JSON.stringify(path.join(lock, 'holder.json'))}, JSON.stringify({ pid: process.pid, host: require('os').hostname() }));
console.log('held');
setTimeout(() => fs.rmSync(${JSON.stringify(lock)}, { recursive: true }), 1500);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    let waited = 0;
    const started = Date.now();
    const result = holdingFolderLock(lock, () => 'mine', { ...options, onWait: () => (waited += 1) });
    expect(result).toBe('mine');
    expect(waited).toBe(1);
    expect(Date.now() - started).toBeGreaterThan(500);
    await new Promise((resolve) => holder.once('close', resolve));
  });

  it('takes over at once a lock whose holder on this machine has died', () => {
    const lock = lockPath();
    heldBy(lock, { pid: deadPid(), host: os.hostname() });
    let waited = 0;
    expect(holdingFolderLock(lock, () => 'mine', { ...options, onWait: () => (waited += 1) })).toBe('mine');
    expect(waited).toBe(0);
  });

  it('takes over a lock held past staleMs even when its process id is alive (reused after a restart)', () => {
    const lock = lockPath();
    heldBy(lock, { pid: process.pid, host: os.hostname() }, 120_000);
    expect(holdingFolderLock(lock, () => 'mine', options)).toBe('mine');
  });

  it('leaves a lock of another machine alone while it is young, and says so when the wait runs out', () => {
    const lock = lockPath();
    heldBy(lock, { pid: deadPid(), host: 'another-machine' });
    expect(() => holdingFolderLock(lock, () => 'mine', { waitMs: 1000, staleMs: 60_000 })).toThrow(
      `another process has held ${lock} for 1 s (remove that folder if none is running)`,
    );
    expect(fs.existsSync(lock)).toBe(true);
  });
});
