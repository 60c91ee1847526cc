import { useEffect, useRef } from 'react';

interface HasNative {
  nativeElement: HTMLElement | null;
}

/**
 * antd-mobile's Input and TextArea put `aria-*` props on their wrapper, not on the field itself;
 * a screen reader needs the field's invalid state and its message on the field. An attribute
 * given as undefined is removed (kept as null here, since JSON would drop it).
 */
export function useNativeAria<T extends HasNative>(attrs: Record<string, string | undefined>) {
  const ref = useRef<T>(null);
  const key = JSON.stringify(Object.entries(attrs).map(([name, value]) => [name, value ?? null]));
  useEffect(() => {
    const el = ref.current?.nativeElement;
    if (!el) return;
    for (const [name, value] of JSON.parse(key) as [string, string | null][]) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  }, [key]);
  return ref;
}
