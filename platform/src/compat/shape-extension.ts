// One rule for two readers: the platform's type gate, and the shared-surface tool, which runs
// without a build and so transpiles this file as it loads it. It imports nothing for that reason.

/**
 * Shapes remotes build and the shell reads: a new required member there breaks every remote
 * already deployed. Everywhere else shared is the producer, and a new member only adds.
 */
export const PRODUCED_BY_REMOTES: ReadonlySet<string> = new Set([
  'RemoteModule',
  'RemoteRoute',
  'PageModule',
  'PageProps',
]);

/** `interface { a: T; b?: { c: U } }` → its top-level members by name, or null for anything else. */
function shapeMembers(text: string): Map<string, string> | null {
  const body = /^(?:interface|type|const) \{ (.*) \}$/.exec(text)?.[1];
  if (body === undefined) return null;
  const members = new Map<string, string>();
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= body.length; i += 1) {
    const ch = body[i];
    if (ch === '{' || ch === '(' || ch === '<' || ch === '[') depth += 1;
    else if (ch === '}' || ch === ')' || ch === ']' || (ch === '>' && body[i - 1] !== '=')) depth -= 1;
    else if ((ch === ';' && depth === 0) || i === body.length) {
      const part = body.slice(start, i).trim();
      const name = /^(?:readonly )?([\w$]+)\??:/.exec(part)?.[1];
      if (name) members.set(name, part);
      start = i + 1;
    }
  }
  return members;
}

/**
 * An export's type that kept every member as it was and gained some: the members it gained, or
 * null when it changed otherwise (or is no shape). In a shape remotes build, only optional members
 * may be gained.
 */
export function extension(name: string, was: string, now: string): string[] | null {
  const before = shapeMembers(was);
  const after = shapeMembers(now);
  if (!before || !after) return null;
  for (const [member, text] of before) if (after.get(member) !== text) return null;
  const gained = [...after].filter(([member]) => !before.has(member));
  const required = gained.some(([, text]) => !/^(?:readonly )?[\w$]+\?:/.test(text));
  return PRODUCED_BY_REMOTES.has(name) && required ? null : gained.map(([member]) => member);
}
