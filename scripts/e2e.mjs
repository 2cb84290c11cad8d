// `npm run test:e2e`: find a Chromium (or install one), build the site, run
// the Playwright suite against the real server.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function playwrightsOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

async function findBrowser() {
  for (const name of ['CHROMIUM_EXECUTABLE', 'CHROME_PATH']) {
    const path = process.env[name];
    if (path) {
      if (!existsSync(path)) throw new Error(`${name}=${path} does not exist`);
      return path;
    }
  }
  return (await playwrightsOwn()) ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

function install() {
  const isRoot = process.getuid?.() === 0;
  if (existsSync('/etc/debian_version') && isRoot) {
    console.log("No Chromium found: installing Debian's chromium with apt-get...");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return;
  }
  console.log('No Chromium found: running npx playwright install chromium...');
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', cwd: root });
}

let browser = await findBrowser();
if (!browser) {
  try {
    install();
  } catch {
    // fall through to the message below
  }
  browser = await findBrowser();
}
if (!browser) {
  console.error(
    [
      'The end-to-end tests need Chromium and none was found or could be installed.',
      'Install one, then run the tests again:',
      '  on Debian or Ubuntu:  sudo apt-get install chromium',
      '  anywhere else:        npx playwright install chromium',
      'or point CHROMIUM_EXECUTABLE at an existing Chrome or Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}

// E2E_SKIP_BUILD=1: the site was just built by a run before this one (CI's second pass, on PostgreSQL).
if (process.env.E2E_SKIP_BUILD !== '1') {
  const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const onPath = (name) => (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, name)));

/**
 * Chromium's voices (speech-dispatcher and espeak-ng) need somewhere to play:
 * a private PulseAudio with a null sink, which keeps time like a sound card,
 * so speech lasts as long as it would for a learner. Its own runtime folder
 * keeps it, and the speech-dispatcher Chromium starts, apart from the machine's.
 */
function startAudio() {
  if (!onPath('pulseaudio') || !onPath('speech-dispatcher')) {
    console.warn('pulseaudio or speech-dispatcher is missing: the read-aloud test will be skipped.');
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'e2e-audio-'));
  const env = { ...process.env, XDG_RUNTIME_DIR: dir };
  const started = spawnSync(
    'pulseaudio',
    [
      '--daemonize=yes',
      '-n',
      '--exit-idle-time=-1',
      '--load=module-null-sink sink_name=e2e',
      '--load=module-native-protocol-unix',
    ],
    { env, stdio: 'ignore' },
  );
  if (started.status !== 0) {
    console.warn('PulseAudio did not start: the read-aloud test will be skipped.');
    return null;
  }
  return {
    env: { XDG_RUNTIME_DIR: dir, PULSE_SERVER: `unix:${join(dir, 'pulse', 'native')}`, E2E_SPEECH: '1' },
    stop() {
      spawnSync('pulseaudio', ['--kill'], { env, stdio: 'ignore' });
      spawnSync('pkill', ['-f', `speech-dispatcher.*${dir}`], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const audio = startAudio();
const args = ['playwright', 'test', ...process.argv.slice(2)];
const run = spawnSync('npx', args, {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, ...audio?.env, CHROMIUM_EXECUTABLE: browser },
});
audio?.stop();
process.exit(run.status ?? 1);
