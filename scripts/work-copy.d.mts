export function copyCheckout(root: string, prefix: string): { dir: string; remove(): void };
