/**
 * Runs the content compiler in a child process (compile-child.ts), one request at a time, with a
 * time limit: a run that does not answer in time is a hang, the child is killed and a new one
 * started. A child that dies (a native crash) is reported the same way. The limit is on the CPU
 * the run uses (cpu-clock.ts), so a loaded machine does not turn an honest run into a hang; a run
 * that waits on nothing for ten times as long in wall time is one too.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Answer, Request } from './compile-child.ts';
import { cpuSeconds } from './cpu-clock.ts';

export type Outcome = Answer | { id: number; kind: 'hung'; seconds: number } | { id: number; kind: 'died'; error: string };

/** A request without its id (distributed over the kinds of request). */
type Task = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

export class Compiler {
  private child?: ChildProcess;
  private ready?: Promise<void>;
  private stderr = '';
  private next = 1;

  constructor(private readonly timeoutSeconds: number) {}

  private start(): Promise<void> {
    this.stderr = '';
    const child = fork(path.join(import.meta.dirname, 'compile-child.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // What the build prints (the problems' report) is kept only to explain a crash.
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr = (this.stderr + chunk.toString()).slice(-4000)));
    // A channel that closed under a send: the exit that follows says what happened.
    child.on('error', (error) => (this.stderr += `\n${error.message}`));
    // A child that exits, between runs or during one, is replaced at the next run.
    child.once('exit', () => {
      if (this.child !== child) return;
      this.child = undefined;
      this.ready = undefined;
    });
    this.child = child;
    return new Promise((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`the compiler process exited (${code}) before it was ready:\n${this.stderr}`)));
    });
  }

  async run(task: Task): Promise<Outcome> {
    this.ready ??= this.start();
    await this.ready;
    const child = this.child;
    if (!child) throw new Error('no compiler process');
    const id = this.next++;
    return new Promise<Outcome>((resolve) => {
      const done = (outcome: Outcome) => {
        clearInterval(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(outcome);
      };
      const onMessage = (answer: Answer) => {
        if (answer.id === id) done(answer);
      };
      const onExit = (code: number | null, signal: string | null) => {
        done({ id, kind: 'died', error: `exit ${code ?? signal}\n${this.stderr}` });
      };
      const pid = child.pid ?? 0;
      const cpuAtStart = cpuSeconds(pid);
      const started = performance.now();
      const timer = setInterval(() => {
        const cpu = cpuAtStart === undefined ? undefined : (cpuSeconds(pid) ?? cpuAtStart) - cpuAtStart;
        const wall = (performance.now() - started) / 1000;
        if (wall < this.timeoutSeconds || ((cpu ?? wall) < this.timeoutSeconds && wall < this.timeoutSeconds * 10)) return;
        this.child = undefined;
        this.ready = undefined;
        child.kill('SIGKILL');
        done({ id, kind: 'hung', seconds: this.timeoutSeconds });
      }, 1000);
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ ...task, id });
    });
  }

  stop(): void {
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    if (child?.connected) child.disconnect();
  }
}
