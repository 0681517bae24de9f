/**
 * Seeding through the shop's own CLI (`apps/api/src/cli.ts reset --products N --yes`), timed.
 * Its progress goes to this process's stderr.
 */
import { spawn } from 'node:child_process';

export async function seedCatalogue(options: {
  root: string;
  products: number;
  env: Record<string, string>;
}): Promise<{ seconds: number }> {
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli.ts', 'reset', '--products', String(options.products), '--yes'],
      {
        cwd: options.root,
        env: { ...process.env, ...options.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`seeding failed (the seed CLI exited with code ${code})`);
  return { seconds: (performance.now() - started) / 1000 };
}
