import { readFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE_NAME = '@shop/api';

/**
 * The API package's folder (`apps/api`): the nearest folder at or above `from` whose package.json
 * is `@shop/api`. Found by walking up rather than by a fixed `../..`, because the same code runs
 * from its sources (`src/db`, `src/platform`: tsx in development and in the tests) and from the
 * production bundle (`build/`, decision 162), which sit at different depths.
 */
export function apiPackageRoot(from: string = import.meta.dirname): string {
  let dir = path.resolve(from);
  while (true) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown };
      if (pkg.name === PACKAGE_NAME) return dir;
    } catch {
      // no package.json here (or not JSON): keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no ${PACKAGE_NAME} package.json at or above ${from}`);
    dir = parent;
  }
}
