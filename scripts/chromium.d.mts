export function chromiumPath(): string;
export function e2eBrowserPath(): string;
export const CHROMIUM_ARGS: string[];
