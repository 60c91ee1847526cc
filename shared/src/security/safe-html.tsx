import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let loading: Promise<Sanitize> | null = null;

/** The sanitizer (DOMPurify) comes with the first page that shows server markup, not at boot. */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import(/* webpackChunkName: "sanitizer" */ './sanitize-html').then((m) => m.sanitizeHtml);
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** `html` made safe to show (see sanitize-html.ts), once the sanitizer has arrived. */
export function sanitizeHtml(html: string): Promise<string> {
  return loadSanitizer().then((sanitize) => sanitize(html));
}

/** The sanitized markup for a render; null while the sanitizer loads. */
export function useSanitizedHtml(html: string): string | null {
  const [clean, setClean] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void sanitizeHtml(html).then(
      (result) => live && setClean({ from: html, html: result }),
      () => live && setClean({ from: html, html: '' }),
    );
    return () => {
      live = false;
    };
  }, [html]);
  return clean?.from === html ? clean.html : null;
}

export interface SafeHtmlProps {
  /** Markup as the server sent it; it is sanitized here, whatever the caller did before. */
  html: string;
  /** The element that holds it. */
  as?: 'div' | 'article' | 'section';
  className?: string;
  /** The markup's language when it is not the page's (a contract stays in the language it was signed in). */
  lang?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** The only way the app puts server markup into the page (lint forbids `dangerouslySetInnerHTML` elsewhere). */
export function SafeHtml({ html, as: Tag = 'div', ...attrs }: SafeHtmlProps) {
  const clean = useSanitizedHtml(html);
  return <Tag {...attrs} aria-busy={clean === null} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
