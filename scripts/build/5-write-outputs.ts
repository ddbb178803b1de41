/**
 * Build stage 5: every output (scripts/outputs/) renders its files into the output folder: the
 * pages, the site's public files, the image variants, the share cards and icons, the CVs, the
 * sitemap and the hosts' configuration. A few at a time: satori and React render on this thread
 * while sharp, resvg and the file system work on others.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rendered, type Body, type Output, type OutputContext } from '../outputs/output.ts';

export interface WrittenFile {
  /** Its path on the site: `/sitemap.xml`. */
  path: string;
  output: string;
  bytes: number;
  /** How long it took to render (a page's alongside files share its time). */
  milliseconds: number;
}

const CONCURRENCY = 4;

function write(outDir: string, urlPath: string, body: Body): number {
  const file = path.join(outDir, urlPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  return typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
}

export async function writeOutputsStage(outputs: readonly Output[], context: OutputContext, outDir: string): Promise<WrittenFile[]> {
  const queue = outputs.flatMap((output) => output.files(context).map((file) => ({ output: output.name, file })));
  const seen = new Map<string, string>();
  for (const { output, file } of queue) {
    const other = seen.get(file.path);
    if (other) throw new Error(`${file.path} is made twice, by ${other} and by ${output}`);
    seen.set(file.path, output);
  }
  const written: WrittenFile[] = [];
  // A file pages share (their stylesheet) is named by its content: written once.
  const shared = new Set<string>();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = performance.now();
      const { body, alongside } = rendered(await next.file.render());
      const milliseconds = performance.now() - started;
      written.push({ path: next.file.path, output: next.output, bytes: write(outDir, next.file.path, body), milliseconds });
      for (const [urlPath, extra] of alongside ?? []) {
        if (shared.has(urlPath)) continue;
        shared.add(urlPath);
        written.push({ path: urlPath, output: next.output, bytes: write(outDir, urlPath, extra), milliseconds });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return written.sort((a, b) => a.path.localeCompare(b.path));
}
