/**
 * decap-server, the editor's local backend: on a page at localhost whose config says
 * `local_backend: true`, Decap reads and writes the files of a folder through it instead of GitHub.
 *
 * In `fs` mode, which this starts, a save writes the file and nothing more: the owner sees the
 * change in the working tree and commits it when they choose. `git` mode would commit every save
 * to the current branch, after `git add .` (any other change in the working tree with it).
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { resolveEditorModule } from './editor-packages.ts';

/** Where Decap looks for decap-server when the config says `local_backend: true` (its default, http://localhost:8081/api/v1). */
export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_ORIGIN = `http://localhost:${LOCAL_BACKEND_PORT}`;

export interface LocalBackend {
  port: number;
  /** Settles when the server stops: with its exit code, or the signal that ended it. */
  stopped: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
}

export interface LocalBackendOptions {
  /** The folder whose files the editor edits (content/ and public/ are in it). */
  repo: string;
  port?: number;
  /** Each line it logs. */
  log?: (line: string) => void;
}

/** Starts decap-server on `repo`, listening on the loopback interface only; resolves once it listens. */
export function startLocalBackend({ repo, port = LOCAL_BACKEND_PORT, log = () => {} }: LocalBackendOptions): Promise<LocalBackend> {
  const bin = resolveEditorModule('decap-server/dist/index.js');
  // Only on loopback: it writes any file under `repo` for whoever asks, and the network need not be able to.
  const env = { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: String(port), MODE: 'fs', BIND_HOST: '127.0.0.1' };
  const child = spawn(process.execPath, [bin], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stopped = new Promise<Awaited<LocalBackend['stopped']>>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      for (const line of stripVTControlCharacters(String(chunk)).split('\n').filter(Boolean)) {
        output.push(line);
        log(line);
        if (line.includes('listening on')) {
          const stop = async () => {
            child.kill();
            await stopped;
          };
          resolve({ port, stopped, stop });
        }
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void stopped.then(({ code }) =>
      reject(new Error(`decap-server stopped (exit ${code}) before it listened on port ${port}:\n${output.join('\n')}`)),
    );
  });
}
