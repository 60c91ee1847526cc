import { getConfig } from '../state/config';
import { currentLanguage } from '../i18n/i18n';
import { getToken } from '../state/auth-atoms';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
export const JSON_CONTENT_TYPE = 'application/json';

/** btoa only takes Latin-1, so UTF-8 text goes through its bytes first. */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function appVersion(): string {
  return typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
}

export function platformInfo(): string {
  const { platform, isH5, isApp } = getConfig();
  return base64Utf8(JSON.stringify({ platform, isH5, isApp, version: appVersion(), lang: currentLanguage() }));
}

/** The contract's headers for one call, read at call time (token and language change). */
export function requestHeaders(contentType: string | null, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'Platform-Info': platformInfo(),
    'Client-Authorization': `Basic ${getConfig().basicAuth}`,
    'Accept-Language': currentLanguage(),
  };
  if (contentType) headers['Content-Type'] = contentType;
  const token = getToken();
  if (token) {
    headers.token = token;
    headers.Authorization = `Bearer ${token}`;
  }
  return { ...headers, ...extra };
}
