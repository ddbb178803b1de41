/**
 * `npm run upgrade`: takes a release of the engine into the owner's repository as one commit. It
 * fetches the release, takes every engine file the owner left as it was, stops on one they changed
 * until they decide, then — in a copy inside .git/ — installs, migrates the content, checks it and
 * runs the owner's suite, and only then commits and moves the owner's tree onto that commit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isOwnerFile, readOwnership } from '../ownership/owner-files.ts';
import { changesBetween } from './changelog.ts';
import semver from 'semver';
import { contentRelease } from '../migrations/content-release.ts';
import { findBase } from './base-release.ts';
import { dependenciesChange } from './dependencies.ts';
import { decide, undecidedReport, type Choices } from './conflicts.ts';
import { planEngine, takeRelease, treeOf, type EngineChange } from './engine-files.ts';
import { gitIn, GitError, type Git } from './git.ts';
import { fetchSource, forgetSource, targetCommit } from './release-source.ts';
import { lastLines, runNpm } from './run-step.ts';
import { summaryLines } from './summary.ts';
import { commitWorkCopy, linkEditorPackages, makeWorkCopy, moveBuilt, saveInCopy, workHome, writeChanges, type WorkCopy } from './work-copy.ts';

export interface UpgradeOptions extends Choices {
  root: string;
  /** The source's git URL or path; package.json's `portfolio.template` by default. */
  from?: string;
  /** A release (0.2.0, v0.2.0) or a commit of the source; its latest release by default. */
  to?: string;
  /** Skips `test:site` (content:check still runs). */
  skipTests?: boolean;
  log: (line: string) => void;
}

/** Where the owner's versions of engine files they chose to replace are saved: `.upgrade/<release>/<path>`. */
export const SAVED_DIR = '.upgrade';

class Stop extends Error {}

export async function upgrade(options: UpgradeOptions): Promise<number> {
  const { log } = options;
  const git = gitIn(options.root);
  const cleanUp = () => {
    if (!git.ok(['rev-parse', '--git-dir'])) return;
    fs.rmSync(workHome(git), { recursive: true, force: true });
    forgetSource(git);
  };
  const interrupted = () => {
    cleanUp();
    log('\n✖ Upgrade interrupted. Nothing was changed: your repository is as it was.');
    process.exit(130);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, interrupted);
  try {
    return await run(git, options);
  } catch (error) {
    if (!(error instanceof Stop || error instanceof GitError)) throw error;
    log(`\n✖ ${error.message}`);
    if (error instanceof GitError || !error.message.includes('Nothing was changed')) log('Nothing was changed: your repository is as it was.');
    return 1;
  } finally {
    cleanUp();
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(signal, interrupted);
  }
}

async function run(git: Git, options: UpgradeOptions): Promise<number> {
  const { log, root } = options;
  if (!git.ok(['rev-parse', '--verify', '--quiet', 'HEAD']))
    throw new Stop(`${root} is not a git repository with a commit: the upgrade needs one to commit to.`);
  const dirty = git(['status', '--porcelain']);
  if (dirty)
    throw new Stop(
      `You have changes that are not committed:\n${dirty}\nCommit or stash them first: the upgrade is one commit on top of yours. Nothing was changed.`,
    );

  if (!git.ok(['var', 'GIT_COMMITTER_IDENT']))
    throw new Stop(
      'git does not know who you are, and the upgrade is a commit: run `git config user.name "…"` and `git config user.email …` first. Nothing was changed.',
    );

  const mine = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string; portfolio?: { template?: string } };
  const from = options.from ?? mine.portfolio?.template;
  if (!from) throw new Stop('Where do releases come from? Give --from <git URL or path> (your package.json names no `portfolio.template`).');
  log(`→ Fetching the releases of ${from}`);
  forgetSource(git);
  const source = fetchSource(git, from);
  const to = targetCommit(git, source, options.to);
  if (!to) throw new Stop(`--to ${options.to ?? ''}: the source has no such release (v<version> tag) or commit. Nothing was changed.`);
  const release = JSON.parse(git(['show', `${to}:package.json`])) as { version?: string };
  const toVersion = release.version ?? to.slice(0, 7);
  const ownership = readOwnership(git(['show', `${to}:package.json`]));
  if (!ownership.ownerFiles.length)
    throw new Stop(
      `${options.to ?? 'the release'} does not declare the owner's files (package.json → portfolio.ownerFiles): it cannot be taken safely.`,
    );
  const isEngine = (file: string) => !isOwnerFile(file, ownership);
  const excludes = ownership.ownerFiles.map((pattern) => (pattern.endsWith('/**') ? pattern.slice(0, -2) : pattern));
  const base = findBase(git, source, mine.version, excludes);
  log(`  You are on ${base.label}; taking release ${toVersion} (${to.slice(0, 7)}).`);
  const notes = git.ok(['cat-file', '-e', `${to}:CHANGELOG.md`]) ? changesBetween(git(['show', `${to}:CHANGELOG.md`]), base.version, toVersion) : '';
  if (notes) log(`\nWhat changed:\n\n${notes}\n`);

  if (base.version && semver.valid(toVersion) && semver.gt(base.version, toVersion)) {
    throw new Stop(
      `You are on release ${base.version}, newer than ${toVersion}: the upgrade does not go back (\`git revert\` an upgrade's commit does). Nothing was changed.`,
    );
  }
  const plan = planEngine(treeOf(git, base.commit), treeOf(git, to), treeOf(git, 'HEAD'), isEngine);
  const choices = await decide(git, plan.conflicts, options);
  const undecided = plan.conflicts.filter((conflict) => !choices.get(conflict.path));
  const savedUnder = `${SAVED_DIR}/${toVersion}`;
  if (undecided.length) {
    for (const line of undecidedReport(git, undecided, savedUnder)) log(line);
    throw new Stop('The upgrade stopped before changing anything: decide for each file above. Nothing was changed.');
  }
  const taken = plan.conflicts.filter((conflict) => choices.get(conflict.path) === 'take');
  const kept = plan.conflicts.filter((conflict) => choices.get(conflict.path) === 'keep');
  const changes: EngineChange[] = [...plan.changes, ...taken.map(takeRelease)].sort((a, b) => a.path.localeCompare(b.path));

  if (!changes.length && contentRelease(path.join(root, 'content')) === toVersion) {
    log(`\n✔ Already on release ${toVersion}: nothing to take.`);
    return 0;
  }
  log(`→ Preparing the upgrade in a copy (${path.relative(root, workHome(git))}/): your files are not touched until it has passed`);
  const work = makeWorkCopy(git);
  writeChanges(git, work, changes);
  const saved = taken.filter((conflict) => conflict.mine).map((conflict) => `${savedUnder}/${conflict.path}`);
  for (const conflict of taken) if (conflict.mine) saveInCopy(git, work, conflict.mine.blob, `${savedUnder}/${conflict.path}`);

  const installed = install(work, root, dependenciesChange(git, 'HEAD', to), log);
  linkEditorPackages(work, root);
  log('→ Migrating your content (npm run content:migrate)');
  // To the release taken, whatever package.json says (an owner who kept theirs keeps its version).
  const migrated = step(work, ['run', '--silent', 'content:migrate', '--', '--to', toVersion], 'A migration could not finish');
  log('→ Checking your content (npm run content:check)');
  step(work, ['run', '--silent', 'content:check'], 'Your content does not pass the new release’s check');
  if (!options.skipTests) {
    log('→ Running your site’s suite (npm run test:site)');
    step(work, ['run', 'test:site'], 'Your site’s suite fails on the new release');
  }

  const summary = summaryLines({
    base: base.label,
    toVersion,
    changes,
    migrated,
    kept: kept.map((c) => c.path),
    keptMine: plan.keptMine,
    saved,
    tested: !options.skipTests,
  });
  const commit = commitWorkCopy(
    git,
    work,
    changes,
    saved,
    [`Upgrade the engine to release ${toVersion}`, '', ...summary, ...(notes ? ['', notes] : [])].join('\n'),
  );
  git(['merge', '--ff-only', '--quiet', commit]);
  const unmoved = moveBuilt(work, root, installed);
  if (unmoved)
    log(
      `⚠ The upgrade is committed, but its ${unmoved} could not be moved into place: run ${{ dist: '`npm run build`', node_modules: '`npm ci`' }[unmoved] ?? '`npm run editor:install`'}.`,
    );
  log(
    `\n✔ Upgraded to release ${toVersion} in one commit, ${commit.slice(0, 7)}: \`git show ${commit.slice(0, 7)}\` reads it, \`git revert ${commit.slice(0, 7)}\` undoes it.`,
  );
  for (const line of summary) log(line);
  return 0;
}

/** Installs in the copy when the release changes the dependencies; otherwise the copy uses the owner's node_modules. */
function install(work: WorkCopy, root: string, dependencies: boolean, log: (line: string) => void): boolean {
  const own = path.join(root, 'node_modules');
  if (!dependencies && fs.existsSync(own)) {
    fs.symlinkSync(own, path.join(work.dir, 'node_modules'));
    return false;
  }
  log('→ Installing the release’s dependencies (npm ci)');
  step(work, ['ci', '--no-audit', '--no-fund'], 'The install failed');
  return true;
}

function step(work: WorkCopy, args: readonly string[], failure: string): string {
  const result = runNpm(work.dir, args);
  if (!result.ok) throw new Stop(`${failure}:\n${lastLines(result.output)}\n\nNothing was changed: your repository is as it was.`);
  return result.output;
}
