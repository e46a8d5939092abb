// One Node story: the project runs on the Node of its `node` devDependency; the machine needs only what
// `npm ci` needs (npm 11 and the Node versions npm 11 runs on). package.json, .nvmrc and the README agree.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from './manifest-model.js';

const pkg = JSON.parse(readFileSync(repoPath('package.json'), 'utf8'));
/** The `engines.node` of npm 11's own package.json. */
const NPM_11_NODE = '^20.17.0 || >=22.9.0';
const projectMajor = /\d+/.exec(pkg.devDependencies.node)?.[0];

describe('the Node version story', () => {
  it('asks the machine in `engines` for exactly what npm 11 runs on', () => {
    expect(pkg.engines.npm).toBe('>=11');
    expect(pkg.engines.node).toBe(NPM_11_NODE);
  });

  it('names the Node the project runs on in .nvmrc', () => {
    expect(projectMajor).toBe('24');
    expect(readFileSync(repoPath('.nvmrc'), 'utf8').trim()).toBe(projectMajor);
  });

  it('tells the same story in the README', () => {
    const readme = readFileSync(repoPath('README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(
      `the project runs on Node ${projectMajor}, which \`npm ci\` installs as the \`node\` devDependency`,
    );
    expect(readme).toContain(`npm 11 on Node ${pkg.engines.node}`);
    expect(readme).toContain(`\`.nvmrc\` names ${projectMajor}`);
  });
});
