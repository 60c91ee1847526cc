import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Calls one export of an ES module in Node's own loader, as the bench runs it (jest's transform
 * cannot load `.mjs`): arguments and result go as JSON; a throw comes back as `{ thrown }`.
 */
export function esmCaller(modulePath: string): (name: string, ...args: unknown[]) => unknown {
  const href = pathToFileURL(modulePath).href;
  return (name, ...args) => {
    const script = `import * as m from ${JSON.stringify(href)};
      const [name, args] = JSON.parse(process.argv[1]);
      let out;
      try { out = m[name](...args); } catch (e) { out = { thrown: e.message }; }
      process.stdout.write(JSON.stringify(out ?? null));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([name, args])], {
      encoding: 'utf8',
    });
    return JSON.parse(out);
  };
}
