import { wasRemovedHandler } from '../security/parsed-handlers';
import { logError } from './log-error';

let uninstall: (() => void) | null = null;
const reported = new Set<string>();

function onViolation(e: SecurityPolicyViolationEvent): void {
  // The sanitizer's own parse of a handler it then removed: nothing was about to run.
  if (e.effectiveDirective === 'script-src-attr' && wasRemovedHandler(e.sample)) return;
  const blocked = e.blockedURI || 'inline';
  const key = `${e.effectiveDirective} ${blocked} ${e.sample}`;
  if (reported.has(key)) return;
  reported.add(key);
  logError({
    error: `security: content security policy blocked ${blocked} (${e.effectiveDirective})${e.sample ? `: ${e.sample}` : ''}`,
    info: e.sourceFile ? `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : '',
    instance: 'security:csp',
  });
}

/** What the content security policy blocked goes to the log call, once each per page. */
export function installCspReporting(): () => void {
  if (uninstall) return uninstall;
  document.addEventListener('securitypolicyviolation', onViolation);
  uninstall = () => {
    document.removeEventListener('securitypolicyviolation', onViolation);
    uninstall = null;
  };
  return uninstall;
}
