export { logError, logInfo, watchLogs, PRINT_LOG_PATH, type LogEntry, type LogInput, type LogLevel } from './log-error';
export { sendLogEntry } from './log-sender';
export { installGlobalErrorHandlers } from './global-handlers';
export { installCspReporting } from './csp-reporting';
export { logContext, setLogContext, type LogContext } from './log-context';
export { maskSensitive } from './mask-sensitive';
