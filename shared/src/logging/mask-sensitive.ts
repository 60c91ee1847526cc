// No lookbehind anywhere: older iOS webviews reject it when the bundle is parsed, not when run.

type Rule = [RegExp, (match: string, ...groups: string[]) => string];

const HIDDEN = '***';
const SECRET_KEYS = 'access_?token|refresh_?token|id_?token|token|password|passwd|pwd|secret';

/** Keeps `head` leading and `tail` trailing digits; separators between digit groups stay. */
function keepEnds(value: string, head: number, tail: number): string {
  const total = value.replace(/\D/g, '').length;
  let seen = 0;
  return value.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= head || seen > total - tail ? digit : '*';
  });
}

const rules: Rule[] = [
  // Credentials: nothing of them is kept.
  [/\b(Bearer|Basic)\s+[\w\-.~+/]+=*/gi, (_m, scheme) => `${scheme} ${HIDDEN}`],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, () => HIDDEN],
  [
    new RegExp(`(["']?\\b[\\w-]*(?:${SECRET_KEYS})["']?\\s*[:=]\\s*["']?)([^"'&\\s,;}]+)`, 'gi'),
    (_m, label, value) => (value === HIDDEN ? `${label}${value}` : `${label}${HIDDEN}`),
  ],
  // A 4–6 digit code only when labelled as one, so that ordinary numbers stay readable.
  [
    /((?:\b(?:verify_?code|sms_?code|valid_?code|check_?code|auth_?code|code|captcha)|验证码|校验码|动态码)["']?\s*[:=：]?\s*(?:是|为|為)?\s*["']?)(\d{4,6})(?!\d)/gi,
    (_m, label, code) => `${label}${'*'.repeat(code.length)}`,
  ],
  // ID number (18, X allowed), card numbers (16–19, grouped or not), then mobile numbers.
  [
    /(^|\D)(\d{17}[\dXx])(?![\dA-Za-z])/g,
    (_m, before, id) => `${before}${keepEnds(id.slice(0, 17), 3, 3)}${id.slice(17)}`,
  ],
  [/(^|\D)(\d{16,19})(?!\d)/g, (_m, before, card) => `${before}${keepEnds(card, 4, 4)}`],
  [
    /(^|\D)(\d{4}([ -])\d{4}\3\d{4}\3\d{4}(?:\3\d{1,3})?)(?!\d)/g,
    (_m, before, card) => `${before}${keepEnds(card, 4, 4)}`,
  ],
  [
    /(^|\D)((?:\+?86[ -]?)?)(1[2-9]\d[ -]?\d{4}[ -]?\d{4})(?!\d)/g,
    (_m, before, cc, mobile) => `${before}${cc}${keepEnds(mobile, 3, 4)}`,
  ],
];

/**
 * Hides personal data and credentials before text leaves the device: ID, card and mobile numbers
 * keep a few digits at each end (`138****8000`), labelled verification codes and tokens keep none.
 */
export function maskSensitive(text: string): string {
  return rules.reduce((out, [pattern, replace]) => out.replace(pattern, replace), text);
}
