// `npm ci` and `npm install` run this (the root `prepare` script): git then uses the hooks in .githooks/.
// Outside a git checkout (a tarball, a container build) there is nothing to install.
import { execFileSync } from 'node:child_process';

try {
  execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' });
  execFileSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'inherit' });
} catch {
  // not a git checkout, or no git: the hooks are a habit of development, not of running the store
}
