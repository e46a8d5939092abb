// A real single-node OpenSearch 2.19 for the tests, built from Maven Central artifacts (no Docker): the
// Maven project in ./opensearch-node names the server, the Netty transport and the common analysis
// module; its one class, TestNode, starts them through the test framework's MockNode.
//
// prepareOpenSearchNode() resolves the classpath with Maven and compiles TestNode with javac, once:
// the result is cached under <repo>/.data/opensearch-node/<hash of the pom and the source>.
// startOpenSearchNode() then spawns `java` on a free loopback port and resolves when the node answers.
// The JVM exits when its standard input closes, so a test process that dies takes its node with it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectDir = path.join(here, 'opensearch-node');
const pomFile = path.join(projectDir, 'pom.xml');
const sourceFile = path.join(projectDir, 'src/main/java/dev/patenthub/testnode/TestNode.java');
const repoRoot = path.resolve(here, '../../../..');
const MAIN_CLASS = 'dev.patenthub.testnode.TestNode';
const READY_LINE = /^OPENSEARCH_READY (http:\/\/\S+)\s*$/;
const LOG_TAIL = 40;

/** How each missing tool is installed (Debian/Ubuntu). */
const INSTALL: Record<string, string> = {
  java: 'apt-get install -y openjdk-17-jdk-headless',
  javac: 'apt-get install -y openjdk-17-jdk-headless',
  mvn: 'apt-get install -y maven',
};

export interface OpenSearchNodeBuild {
  /** Compiled TestNode plus every jar, joined with the platform's path delimiter. */
  classpath: string;
  /** True when the build came from the cache under .data/. */
  cached: boolean;
}

export interface OpenSearchNode {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The JVM's process id. */
  pid: number;
  /** The node's last log lines (standard output and error). */
  logTail(): string[];
  /** Closes the node (EOF on its standard input, SIGKILL after 20 s) and removes its temp dir. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Heap size in MB (both -Xms and -Xmx); default 1024. */
  heapMb?: number;
  /** How long to wait for the node to be ready; default 120 s (a cold JVM on a busy machine). */
  timeoutMs?: number;
  /** Extra node settings, e.g. { 'logger.level': 'WARN' }. */
  settings?: Record<string, string>;
  /** Extra JVM options, after the defaults (a later option wins, e.g. -XX:TieredStopAtLevel=4). */
  jvmArgs?: string[];
}

// C1 only: the node starts in about half the time (5-7 s against 10-15 s on two busy cores), and
// tests never run long enough for C2's faster code to pay off.
const JVM_DEFAULTS = ['-XX:TieredStopAtLevel=1'];

interface RunResult {
  code: number | null;
  output: string;
}

function run(cmd: string, args: string[], cwd = repoRoot): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT')
        reject(
          new Error(
            `${cmd} not found: the OpenSearch test node needs Java 17 (JDK) and Maven (${INSTALL[cmd] ?? `install ${cmd}`})`,
          ),
        );
      else reject(err);
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

const lastLines = (text: string, n = 30) => text.trimEnd().split('\n').slice(-n).join('\n');

async function checkJava(): Promise<void> {
  const { output } = await run('java', ['-version']);
  const major = Number(/version "(\d+)/.exec(output)?.[1] ?? 0);
  if (major < 17)
    throw new Error(
      `java is version ${major || 'unknown'}, the OpenSearch test node needs 17 or later (${INSTALL.java}):\n${output}`,
    );
}

function cacheDir(): string {
  const hash = createHash('sha256').update(readFileSync(pomFile)).update(readFileSync(sourceFile));
  return path.join(repoRoot, '.data', 'opensearch-node', hash.digest('hex').slice(0, 16));
}

function readCached(dir: string): string | undefined {
  const cpFile = path.join(dir, 'classpath.txt');
  if (!existsSync(cpFile) || !existsSync(path.join(dir, 'classes', 'dev/patenthub/testnode/TestNode.class')))
    return undefined;
  const jars = readFileSync(cpFile, 'utf8').trim().split(path.delimiter);
  // A cleaned ~/.m2 leaves the cached list pointing nowhere: then resolve again.
  if (!jars.length || !jars.every((jar) => existsSync(jar))) return undefined;
  return [path.join(dir, 'classes'), ...jars].join(path.delimiter);
}

async function build(dir: string): Promise<string> {
  await checkJava();
  // Built beside its final place and renamed into it, so parallel test files never see half a build.
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(tmp, { recursive: true });
  try {
    const cpFile = path.join(tmp, 'classpath.txt');
    const mvn = await run('mvn', [
      '-q',
      '-B',
      '-f',
      pomFile,
      'dependency:build-classpath',
      `-Dmdep.outputFile=${cpFile}`,
    ]);
    if (mvn.code !== 0 || !existsSync(cpFile))
      throw new Error(
        `mvn could not resolve the OpenSearch test node's artifacts from Maven Central (${pomFile}):\n${lastLines(mvn.output)}`,
      );
    const jars = readFileSync(cpFile, 'utf8').trim();
    const javac = await run('javac', [
      '--release',
      '17',
      '-d',
      path.join(tmp, 'classes'),
      '-cp',
      jars,
      sourceFile,
    ]);
    if (javac.code !== 0)
      throw new Error(`javac could not compile ${sourceFile}:\n${lastLines(javac.output)}`);
    try {
      renameSync(tmp, dir);
    } catch (err) {
      // Another test process finished the same build first: use its result.
      if (!readCached(dir)) throw err;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const classpath = readCached(dir);
  if (!classpath) throw new Error(`the OpenSearch test node build in ${dir} is incomplete`);
  // Builds of an older pom or launcher are never used again.
  for (const old of readdirSync(path.dirname(dir)))
    if (!old.startsWith(path.basename(dir)))
      rmSync(path.join(path.dirname(dir), old), { recursive: true, force: true });
  return classpath;
}

const HOME_PREFIX = 'patent-hub-opensearch-';
const PID_FILE = 'node.pid';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A test process killed outright leaves its node's temp home behind (the JVM itself exits): remove those. */
function removeOrphanHomes(): void {
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith(HOME_PREFIX)) continue;
    const home = path.join(os.tmpdir(), name);
    let pid: number;
    try {
      pid = Number(readFileSync(path.join(home, PID_FILE), 'utf8'));
    } catch {
      continue; // being set up right now, or not ours to judge
    }
    if (pid > 0 && !alive(pid)) rmSync(home, { recursive: true, force: true });
  }
}

let prepared: Promise<OpenSearchNodeBuild> | undefined;

/**
 * Resolves the test node's classpath and compiles its launcher, or takes both from the cache under
 * .data/opensearch-node. Needs java/javac 17+ and mvn on PATH (Maven Central reachable on a cold cache).
 */
export function prepareOpenSearchNode(): Promise<OpenSearchNodeBuild> {
  prepared ??= (async () => {
    const dir = cacheDir();
    const cached = readCached(dir);
    if (cached) return { classpath: cached, cached: true };
    return { classpath: await build(dir), cached: false };
  })();
  prepared.catch(() => (prepared = undefined));
  return prepared;
}

/** Starts a real single-node OpenSearch on a free loopback port; resolves once it is ready. */
export async function startOpenSearchNode(opts: StartOptions = {}): Promise<OpenSearchNode> {
  const { classpath } = await prepareOpenSearchNode();
  const heapMb = opts.heapMb ?? 1024;
  const timeoutMs = opts.timeoutMs ?? 120_000;
  removeOrphanHomes();
  const home = mkdtempSync(path.join(os.tmpdir(), HOME_PREFIX));
  mkdirSync(path.join(home, 'tmp'));
  const settings = Object.entries(opts.settings ?? {}).map(([k, v]) => `${k}=${v}`);
  const child: ChildProcess = spawn(
    'java',
    [
      `-Xms${heapMb}m`,
      `-Xmx${heapMb}m`,
      `-Djava.io.tmpdir=${path.join(home, 'tmp')}`,
      ...JVM_DEFAULTS,
      ...(opts.jvmArgs ?? []),
      '-cp',
      classpath,
      MAIN_CLASS,
      home,
      ...settings,
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  if (child.pid !== undefined) writeFileSync(path.join(home, PID_FILE), String(child.pid));

  const tail: string[] = [];
  let onLine: (line: string) => void = () => undefined;
  const collect = (stream: NodeJS.ReadableStream) => {
    let partial = '';
    // Read to the end even after the ready line: a full pipe would block the node's logging.
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > LOG_TAIL) tail.shift();
        onLine(line);
      }
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  // Writing to the stdin of a JVM that has just died must not crash the test process.
  child.stdin!.on('error', () => undefined);

  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  let running = true;
  void exited.then(() => (running = false));
  const cleanup = () => rmSync(home, { recursive: true, force: true });

  const stop = async () => {
    if (running && child.pid !== undefined) {
      child.stdin!.end();
      const closed = await Promise.race([exited.then(() => true), delay(20_000).then(() => false)]);
      if (!closed) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    cleanup();
  };

  const url = await new Promise<string>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`OpenSearch test node ${why}; its last log lines:\n${tail.join('\n')}`));
    };
    const timer = setTimeout(() => fail(`was not ready within ${timeoutMs / 1000} s`), timeoutMs);
    onLine = (line) => {
      const m = READY_LINE.exec(line);
      if (!m) return;
      clearTimeout(timer);
      resolve(m[1]);
    };
    child.once('error', (err: NodeJS.ErrnoException) =>
      fail(
        err.code === 'ENOENT'
          ? `could not start: java not found (${INSTALL.java})`
          : `could not start: ${err.message}`,
      ),
    );
    void exited.then((code) => fail(`exited with code ${code} before it was ready`));
  }).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  onLine = () => undefined;

  return { url, pid: child.pid!, logTail: () => [...tail], stop };
}

const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());
