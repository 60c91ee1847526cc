/** Longer than this, a server `msg` is a dump, not a sentence for a renter. */
export const MAX_HUMAN_MESSAGE = 100;

// What servers leak when something broke inside them: stack frames, exception names, SQL, markup.
const MACHINE_TEXT: readonly RegExp[] = [
  /\n\s*at\s/,
  /\bat\s+[\w$.<>]+\s*\([^)]*:\d+/,
  /\w+(?:Exception|Error)\b\s*[:(]/,
  /Traceback|stack trace|Caused by:|NullPointer|undefined is not|cannot read propert/i,
  /SQLSTATE|ORA-\d{4,5}|\bSQL syntax\b|\bsyntax error at or near\b|\bduplicate key\b/i,
  /\bselect\s+(?:\*|[\w`".]+(?:\s*,\s*[\w`".]+)+)\s+from\b/i,
  /\binsert\s+into\s+[\w`".]+/i,
  /\bupdate\s+[\w`".]+\s+set\s+[\w`".]+\s*=/i,
  /\bdelete\s+from\s+[\w`".]+/i,
  /\bwhere\s+[\w`".]+\s*=\s*['"\d?]/i,
  /<\/?[a-z][\w-]*[^>]*>/i,
  /\{\s*"[\w$]+"\s*:/,
];

/** A server message fit to show a renter: short, and no stack, SQL or markup in it. */
export function isHumanMessage(msg: string): boolean {
  if (msg.length > MAX_HUMAN_MESSAGE) return false;
  return !MACHINE_TEXT.some((pattern) => pattern.test(msg));
}
