/**
 * How much CPU a process has used, in seconds, with its threads and the children it has waited
 * for (Linux's /proc/<pid>/stat): a limit on it ends a loop that runs away whatever else the
 * machine is doing, where a limit on wall time also ends an honest run on a loaded machine.
 * Undefined where /proc is not there (macOS): the caller falls back to wall time.
 */
import fs from 'node:fs';

/** Linux's clock ticks per second (USER_HZ), 100 on every architecture Node runs on there. */
const TICKS_PER_SECOND = 100;

export function cpuSeconds(pid: number): number | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime: fields 14–17 of the line, 12–15 after the name.
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  return ticks / TICKS_PER_SECOND;
}
