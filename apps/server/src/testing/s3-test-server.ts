import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { type S3Settings, S3Storage, s3ClientOf } from '../storage/s3-storage';

/**
 * A real, signature-checking S3 endpoint on 127.0.0.1 for tests (decision 059): OpenStack Swift's
 * s3api with tempauth, from Debian's python3-swift (scripts/system-deps.sh). Four Python servers
 * (account, container, object, proxy) on free ports, one replica, everything in a temporary folder
 * (which needs user xattrs: ext4 works). About 2 s to start and 210 MB: one per test file.
 *
 * Swift reads /etc/swift/swift.conf unless `set_swift_dir` points it elsewhere before anything
 * reads it; tempauth refuses to start without a cache, and a cache that remembers nothing will do.
 */
export interface S3TestServer {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A second account's key pair: it signs correctly but owns none of the first account's buckets. */
  otherAccount: { accessKeyId: string; secretAccessKey: string };
  /** Creates a bucket (a fresh random name unless given) and returns its name. */
  createBucket(name?: string): Promise<string>;
  /** The settings of the first account for one bucket. */
  settings(bucket: string): S3Settings;
  /** The server environment that points Relevé at a bucket (spawnServer's `env`, buildApp's env). */
  env(bucket: string): Record<string, string>;
  /** An S3Storage on a bucket with its own work folder (removed by stop). */
  storage(bucket: string): S3Storage;
  /** Stops the four processes and removes the folder; safe twice. */
  stop(): Promise<void>;
}

const PYTHON = '/usr/bin/python3';
const ACCESS_KEY = 'test:tester';
const SECRET = 'testing';
const REGION = 'us-east-1';
const START_TIMEOUT_MS = 30_000;

const LAUNCH = `import sys
conf, section, etc = sys.argv[1:4]
sys.path.insert(0, etc)
from swift.common import utils
utils.set_swift_dir(etc)
from swift.common.wsgi import run_wsgi
kw = {"verbose": True}
if section == "object-server":
    from swift.obj import server
    kw["global_conf_callback"] = server.global_conf_callback
sys.exit(run_wsgi(conf, section, **kw))`;

const RINGS = `import os, sys
from swift.common.ring import RingBuilder
etc = sys.argv[1]
for name, port in zip(('object', 'container', 'account'), sys.argv[2:]):
    b = RingBuilder(6, 1, 0)
    b.add_dev({'id': 0, 'region': 1, 'zone': 1, 'ip': '127.0.0.1', 'port': int(port), 'device': 'd1', 'weight': 100})
    b.rebalance()
    b.get_ring().save(os.path.join(etc, name + '.ring.gz'))`;

const NULL_CACHE = `class NullCache(object):
    def get(self, *a, **k): return None
    def get_multi(self, keys, *a, **k): return [None] * len(keys)
    def set(self, *a, **k): pass
    def set_multi(self, *a, **k): pass
    def delete(self, *a, **k): pass
    def incr(self, key, delta=1, *a, **k): return delta
    def decr(self, key, delta=1, *a, **k): return 0

def filter_factory(global_conf, **local_conf):
    cache = NullCache()
    def make(app):
        def middleware(env, start_response):
            env['swift.cache'] = cache
            return app(env, start_response)
        return middleware
    return make
`;

export function swiftIsInstalled(): boolean {
  return existsSync(PYTHON) && existsSync('/usr/lib/python3/dist-packages/swift');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function backendConf(kind: string, port: number, dir: string): string {
  return `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
workers = 0
swift_dir = ${dir}/etc
devices = ${dir}/srv
mount_check = false
fallocate_reserve = 0
log_level = WARNING

[pipeline:main]
pipeline = healthcheck ${kind}-server

[filter:healthcheck]
use = egg:swift#healthcheck

[app:${kind}-server]
use = egg:swift#${kind}
`;
}

function proxyConf(port: number, dir: string): string {
  // s3api before tempauth, slo after it (multipart uploads); the rest is upstream's order.
  return `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
workers = 0
swift_dir = ${dir}/etc
log_level = WARNING

[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck cache listing_formats s3api tempauth copy slo dlo proxy-server

[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true

[filter:catch_errors]
use = egg:swift#catch_errors
[filter:gatekeeper]
use = egg:swift#gatekeeper
[filter:healthcheck]
use = egg:swift#healthcheck
[filter:cache]
paste.filter_factory = s3test_nullcache:filter_factory
[filter:listing_formats]
use = egg:swift#listing_formats
[filter:s3api]
use = egg:swift#s3api
location = ${REGION}
[filter:tempauth]
use = egg:swift#tempauth
user_test_tester = ${SECRET} .admin
user_test2_tester2 = testing2 .admin
[filter:copy]
use = egg:swift#copy
[filter:slo]
use = egg:swift#slo
[filter:dlo]
use = egg:swift#dlo
`;
}

/** Starts Swift in a temporary folder on free ports; throws with its logs when it does not come up. */
export async function startS3TestServer(): Promise<S3TestServer> {
  if (!swiftIsInstalled()) {
    throw new Error('OpenStack Swift is missing: run scripts/system-deps.sh (apt-get install python3-swift)');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'releve-swift-'));
  const etc = path.join(dir, 'etc');
  for (const folder of [etc, path.join(dir, 'srv', 'd1'), path.join(dir, 'log')]) {
    mkdirSync(folder, { recursive: true });
  }
  const [proxy, object, container, account] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  writeFileSync(
    path.join(etc, 'swift.conf'),
    `[swift-hash]\nswift_hash_path_prefix = releve-test\nswift_hash_path_suffix = releve-test\n\n[storage-policy:0]\nname = Policy-0\ndefault = yes\n`,
  );
  writeFileSync(path.join(etc, 'account-server.conf'), backendConf('account', account, dir));
  writeFileSync(path.join(etc, 'container-server.conf'), backendConf('container', container, dir));
  writeFileSync(path.join(etc, 'object-server.conf'), backendConf('object', object, dir));
  writeFileSync(path.join(etc, 'proxy-server.conf'), proxyConf(proxy, dir));
  writeFileSync(path.join(etc, 's3test_nullcache.py'), NULL_CACHE);
  const env = { ...process.env, EVENTLET_NO_GREENDNS: 'yes' };
  await promisify(execFile)(
    PYTHON,
    ['-I', '-c', RINGS, etc, String(object), String(container), String(account)],
    {
      env,
    },
  );

  const children: ChildProcess[] = [];
  const logs: string[] = [];
  for (const name of ['account', 'container', 'object', 'proxy']) {
    const child = spawn(
      PYTHON,
      ['-I', '-c', LAUNCH, path.join(etc, `${name}-server.conf`), `${name}-server`, etc],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const keep = (chunk: Buffer) => {
      logs.push(`${name}: ${chunk.toString()}`);
      if (logs.length > 200) logs.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.push(child);
  }
  const workDirs: string[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
    for (const work of workDirs) rmSync(work, { recursive: true, force: true });
  };

  const endpoint = `http://127.0.0.1:${proxy}`;
  const settings = (bucket: string): S3Settings => ({
    endpoint,
    bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    forcePathStyle: true,
  });
  try {
    // Backends first: the proxy stops asking a backend for a minute after ten failures.
    await waitUntil(async () => {
      const answers = await Promise.all(
        [account, container, object].map((port) =>
          fetch(`http://127.0.0.1:${port}/healthcheck`).then(
            (response) => response.ok,
            () => false,
          ),
        ),
      );
      return answers.every(Boolean);
    }, children);
    const client = s3ClientOf(settings('probe'));
    await waitUntil(async () => {
      try {
        await client.send(new CreateBucketCommand({ Bucket: 'releve-probe' }));
        return true;
      } catch {
        return false;
      }
    }, children);
  } catch (error) {
    await stop();
    throw new Error(`Swift did not start: ${(error as Error).message}\n${logs.join('').slice(-4_000)}`);
  }

  return {
    endpoint,
    region: REGION,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    otherAccount: { accessKeyId: 'test2:tester2', secretAccessKey: 'testing2' },
    async createBucket(name = `releve-${randomBytes(5).toString('hex')}`) {
      await s3ClientOf(settings(name)).send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    settings,
    env: (bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    storage(bucket) {
      const work = mkdtempSync(path.join(tmpdir(), 'releve-s3-work-'));
      workDirs.push(work);
      return new S3Storage(settings(bucket), path.join(work, 'work'));
    },
    stop,
  };
}

async function waitUntil(check: () => Promise<boolean>, children: ChildProcess[]): Promise<void> {
  const until = Date.now() + START_TIMEOUT_MS;
  while (!(await check())) {
    const dead = children.find((child) => child.exitCode !== null);
    if (dead) throw new Error(`a Swift process exited (${dead.exitCode})`);
    if (Date.now() > until) throw new Error(`no answer within ${START_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
