import { useEffect, useRef } from 'react';

interface HasNative {
  nativeElement: HTMLElement | null;
}

/**
 * antd-mobile's Input and TextArea put `aria-*` props on their wrapper, not on the field itself;
 * a screen reader needs the field's name, its invalid state and its message on the field.
 */
export function useNativeAria<T extends HasNative>(attrs: Record<string, string | undefined>) {
  const ref = useRef<T>(null);
  const key = JSON.stringify(attrs);
  useEffect(() => {
    const el = ref.current?.nativeElement;
    if (!el) return;
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string | undefined>)) {
      if (value === undefined) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  }, [key]);
  return ref;
}
