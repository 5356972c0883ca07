import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../core/index.ts';
import { findExecutable } from '../server/index.ts';
import { STATIC_BWRAP_DIR } from '../server/sandbox/bwrap-binary.ts';

// The Dockerfile cannot be built on the development machines (no Docker engine): these checks keep it
// consistent with the install script, the package list and the version table.
const read = (p: string) => readFileSync(new URL(`../runner-image/${p}`, import.meta.url), 'utf8');
const dockerfile = read('Dockerfile');
const readme = read('README.md');
const packages = read('packages.txt')
  .split('\n')
  .map((l) => l.replace(/#.*/, '').trim())
  .filter(Boolean);

describe('runner image', () => {
  it('installs the same package list as install-toolchains.sh', () => {
    expect(read('install-toolchains.sh')).toContain('packages.txt');
    expect(dockerfile).toContain('COPY runner-image/packages.txt');
    // The packages the image replaces with newer releases are really in the list (no stale exclusion).
    const excluded = /grep -v -x -E '([^']+)'/.exec(dockerfile)?.[1].split('|') ?? [];
    expect(excluded.length).toBeGreaterThan(0);
    for (const p of excluded) expect(packages).toContain(p);
  });

  it('pins every toolchain it downloads and lists each pin in the README table', () => {
    const pins = [...dockerfile.matchAll(/^ARG (\w+)_VERSION=(\S+)$/gm)].map((m) => ({ name: m[1], version: m[2] }));
    expect(pins.map((p) => p.name).sort()).toEqual(['DART', 'DOTNET', 'GO', 'GROOVY', 'JULIA', 'KOTLIN', 'POWERSHELL', 'SCALA', 'SWIFT']);
    for (const p of pins) expect(readme, `${p.name} ${p.version}`).toContain(p.version);
    expect(dockerfile).toMatch(/^FROM node:20\.\d+\.\d+-bookworm-slim/m);
  });

  it('checks each image-only toolchain (Dart, Julia, Swift) against a pinned sha256, and links the binaries their recipes run', () => {
    const releases: Record<string, { archive: RegExp; shipped: RegExp; language: string }> = {
      DART: { archive: /dartsdk-linux-x64-release\.zip/, shipped: /ln -s \/opt\/dart-sdk\/bin\/dart \/usr\/local\/bin\/dart/, language: 'Dart' },
      JULIA: { archive: /julia-\$\{JULIA_VERSION\}-linux-x86_64\.tar\.gz/, shipped: /ln -s "\/opt\/julia-\$\{JULIA_VERSION\}\/bin\/julia" \/usr\/local\/bin\/julia/, language: 'Julia' },
      SWIFT: { archive: /swift-\$\{SWIFT_VERSION\}-RELEASE-debian12\.tar\.gz/, shipped: /ln -s \/opt\/swift\/usr\/bin\/swift \/opt\/swift\/usr\/bin\/swiftc \/usr\/local\/bin\//, language: 'Swift' },
    };
    for (const [name, release] of Object.entries(releases)) {
      expect(dockerfile, name).toMatch(new RegExp(`^ARG ${name}_SHA256=[0-9a-f]{64}$`, 'm'));
      // The download is checked against the pin before it is unpacked.
      const step = dockerfile.split('\nRUN ').find((s) => release.archive.test(s) && s.includes('curl'))!;
      expect(step, name).toMatch(new RegExp(`echo "\\$\\{${name}_SHA256\\}  [^"]+" \\| sha256sum -c -[\\s\\S]*(tar|unzip)`));
      // What the release ships at those paths is what the language's recipe runs (/usr/local/bin is on PATH).
      expect(step, name).toMatch(release.shipped);
      const language = LANGUAGES.find((l) => l.name === release.language)!;
      for (const tool of language.tools) expect(step, `${name}: ${tool.name}`).toMatch(new RegExp(`/bin/${tool.name}[" ]`));
    }
  });

  it('has a version row for every language', () => {
    const rows = readme.split('\n').filter((l) => l.startsWith('| ')).map((l) => l.split('|')[1]);
    for (const l of LANGUAGES) {
      const names = l.name === 'CPP' ? ['C++'] : l.name === 'Visual Basic' ? ['VB'] : [l.name];
      if (['JSON', 'HTML', 'Markdown'].includes(l.name)) continue;
      expect(rows.some((r) => names.some((n) => r.split(',').map((x) => x.trim()).includes(n))), l.name).toBe(true);
    }
  });

  // The script installs where the sandbox looks: two spellings of one path, in bash and in TypeScript.
  it('builds the static bwrap where the sandbox looks for it', () => {
    expect(read('build-static-bwrap.sh')).toContain(`\nout=${STATIC_BWRAP_DIR}\n`);
    expect(read('install-toolchains.sh')).toContain('build-static-bwrap.sh');
  });

  it('passes shellcheck', () => {
    const shellcheck = findExecutable('shellcheck');
    if (!shellcheck) {
      expect(process.env.CI, 'CI installs shellcheck').toBeUndefined(); // a developer machine may not have it
      return;
    }
    for (const script of ['install-toolchains.sh', 'build-static-bwrap.sh', 'tune-host.sh', 'verify-rootfs.sh'])
      expect(() => execFileSync(shellcheck, [new URL(`../runner-image/${script}`, import.meta.url).pathname], { stdio: 'pipe' }), script).not.toThrow();
  });
});

// runner-image/verify-rootfs.sh builds the image's Debian part with debootstrap and chroot (minutes,
// gigabytes, root): run on demand only. These checks keep it reading the Dockerfile as it is.
describe('verify-rootfs.sh', () => {
  const plan = () =>
    Object.fromEntries(
      execFileSync('bash', [new URL('../runner-image/verify-rootfs.sh', import.meta.url).pathname, '--plan'], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
    );

  it("takes the base suite and Node release from the Dockerfile's FROM line", () => {
    const from = /^FROM node:(\d+\.\d+\.\d+)-(\w+)-slim/m.exec(dockerfile)!;
    expect(plan()).toMatchObject({ suite: from[2], node: from[1] });
  });

  it("runs the Dockerfile's Debian step as written", () => {
    const step = plan()['step 1'];
    expect(step).toContain('apt-get install');
    expect(step).toContain('/tmp/packages.txt');
    // The whole RUN, continuation lines joined: its last command is the cleanup.
    expect(step.trim()).toMatch(/rm -rf \/var\/lib\/apt\/lists\/\*$/);
  });

  it('copies the checkout as COPY . . does, leaving out what the Dockerfile.dockerignore leaves out', () => {
    const excluded = plan().excludes.split(' ');
    // npm ci's node_modules in the image must not be replaced by the build host's.
    expect(excluded).toContain('--exclude=node_modules');
    expect(excluded).toContain('--exclude=./.git');
  });

  it('keeps the fix it found: the slim base lacks /usr/share/man/man1, without which the JDK does not install', () => {
    expect(plan()['step 1']).toMatch(/^mkdir -p \/usr\/share\/man\/man1 .*apt-get install/);
    expect(read('install-toolchains.sh')).toContain('mkdir -p /usr/share/man/man1');
  });

  it('is not run by CI', () => {
    expect(readFileSync(new URL('../.ci/run', import.meta.url), 'utf8')).not.toContain('verify-rootfs');
  });
});

describe('Dockerfile.dockerignore', () => {
  it('leaves out of COPY . . everything .gitignore leaves out of the checkout', () => {
    const lines = (text: string) => text.split('\n').map((l) => l.replace(/#.*/, '').trim()).filter(Boolean);
    const ignored = lines(read('Dockerfile.dockerignore'));
    for (const g of lines(readFileSync(new URL('../.gitignore', import.meta.url), 'utf8'))) {
      const bare = g.replace(/\/$/, '');
      // .gitignore's bare names match at any depth; .dockerignore needs **/ for that.
      expect(ignored.includes(bare) || ignored.includes(`**/${bare}`), g).toBe(true);
    }
    expect(ignored).toContain('.git');
  });
});
