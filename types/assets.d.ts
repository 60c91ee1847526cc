declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

/** Set by webpack's DefinePlugin from the app's package.json at build time. */
declare const __APP_VERSION__: string;

/** webpack's run-time public path: where this app's own files are served from. */
declare let __webpack_public_path__: string;

/** The shell's published contract (`shell-manifest.json`): what it provides to remotes. */
declare const __SHELL_CONTRACT__: { name: 'shell'; version: string; shared: Record<string, string> };

/** CDN origins remotes may be loaded from besides the page's own (build-time, `RENTAL_REMOTE_ORIGINS`). */
declare const __REMOTE_ORIGINS__: readonly string[];
/** The route catalogue's paths by remote (shared/src/navigation/route-catalogue.json), without descriptions. */
declare const __KNOWN_ROUTES__: Readonly<Record<string, readonly string[]>>;
/** The share of tab sessions that send health reports (build-time, `RENTAL_HEALTH_SAMPLE`, 0 < r ≤ 1). */
declare const __HEALTH_SAMPLE__: number;
