export { SafeHtml, sanitizeHtml, useSanitizedHtml, type SafeHtmlProps } from './safe-html';
