export { logError, logInfo, PRINT_LOG_PATH, type LogEntry, type LogInput, type LogLevel } from './log-error';
export { installGlobalErrorHandlers } from './global-handlers';
export { installCspReporting } from './csp-reporting';
export { setLogContext, type LogContext } from './log-context';
export { maskSensitive } from './mask-sensitive';
