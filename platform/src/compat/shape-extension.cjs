// One rule for two readers: the shared-surface tool (plain Node, run without a build) and the
// platform's gate (TypeScript). CommonJS with JSDoc types, so each can import it as it is.

/**
 * Shapes remotes build and the shell reads: a new required member there breaks every remote
 * already deployed. Everywhere else shared is the producer, and a new member only adds.
 */
const PRODUCED_BY_REMOTES = new Set(['RemoteModule', 'RemoteRoute', 'PageModule', 'PageProps']);

/**
 * `interface { a: T; b?: { c: U } }` → its top-level members by name, or null for anything else.
 * @param {string} text
 * @returns {Map<string, string> | null}
 */
function shapeMembers(text) {
  const body = /^(?:interface|type|const) \{ (.*) \}$/.exec(text)?.[1];
  if (body === undefined) return null;
  /** @type {Map<string, string>} */
  const members = new Map();
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
 * @param {string} name
 * @param {string} was
 * @param {string} now
 * @returns {string[] | null}
 */
function extension(name, was, now) {
  const before = shapeMembers(was);
  const after = shapeMembers(now);
  if (!before || !after) return null;
  for (const [member, text] of before) if (after.get(member) !== text) return null;
  const gained = [...after].filter(([member]) => !before.has(member));
  const required = gained.some(([, text]) => !/^(?:readonly )?[\w$]+\?:/.test(text));
  return PRODUCED_BY_REMOTES.has(name) && required ? null : gained.map(([member]) => member);
}

module.exports = { PRODUCED_BY_REMOTES, extension };
