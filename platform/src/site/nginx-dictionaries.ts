import { PRIVATE_IMMUTABLE } from './cache-policy';

/**
 * Compression dictionaries in nginx (the deltas: platform/src/release/dictionary-deltas.ts). Each
 * script of a version (a remote's, the shell's) says it is a dictionary for the same script of the
 * app's next version; asked for a script with a dictionary the deploy wrote a delta against, nginx
 * sends the delta.
 */

/** A script in a version's folder: `/h5/remotes/<dir>/<version>/…` or `/h5/shell/<version>/<name>[.<hash>].js`. */
export const VERSION_SCRIPT = '^/h5/(remotes/[^/]+|shell)/[^/]+/[\\w-]+(\\.[0-9a-f]{8,})?\\.js$';

/** Set to the delta's file name (the offered dictionary's hash) when the browser can take one. */
const DELTA = '$rental_delta';
/**
 * The `Use-As-Dictionary` of a version's script: every version's script of the same name of that
 * app, whoever asks (no `match-dest`): the shell fetches the first route's scripts ahead, before it
 * runs them.
 */
const USE_AS_DICTIONARY = '$rental_use_as_dictionary';

export function dictionaryMaps(): string {
  return `  # Compression dictionaries: the delta to look for (the offered dictionary's SHA-256, a file
  # name no other request can make), and what each version's script is a dictionary for.
  map $http_available_dictionary $rental_dictionary {
    default "";
    "~^:(?<offered>[A-Za-z0-9+/]{43}=):$" $offered;
  }
  map $http_accept_encoding $rental_accepts_dcz {
    default 0;
    "~*(^|[\\s,])dcz\\s*(,|;|$)" 1;
  }
  map "$rental_accepts_dcz:$rental_dictionary" ${DELTA} {
    default "-";
    "~^1:(?<usable>.+)$" $usable;
  }
  map $uri ${USE_AS_DICTIONARY} {
    default "";
    "~^(?<scripts>/h5/(remotes/[^/]+|shell)/)[^/]+/(?<stem>[\\w-]+?)(\\.[0-9a-f]{8,})?\\.js(\\.dcz/.*)?$" 'match="$scripts*/$stem.*js"';
  }`;
}

/**
 * The two locations: a version's script (a delta instead when there is one for the offered
 * dictionary), and the delta itself, sent as it is (`dcz`), never compressed again.
 */
export function dictionaryLocations(o: { immutable: string; brotli: boolean; headers: string }): string {
  return `      # A version's script: a dictionary for the next version's, or a delta against the one offered.
      location ~ "${VERSION_SCRIPT}" {
        add_header Cache-Control ${o.immutable};${o.brotli ? '\n        brotli_static on;' : ''}
        if (-f $request_filename.dcz/${DELTA}) {
          rewrite ^ $uri.dcz/${DELTA} last;
        }
        add_header Use-As-Dictionary ${USE_AS_DICTIONARY};
        add_header Vary Available-Dictionary;
${o.headers}
      }
      location ~ "\\.js\\.dcz/" {
        internal;
        gzip off;${o.brotli ? '\n        brotli_static off;' : ''}
        default_type text/javascript;
        add_header Content-Encoding dcz;
        add_header Cache-Control "${PRIVATE_IMMUTABLE}";
        add_header Use-As-Dictionary ${USE_AS_DICTIONARY};
        add_header Vary "Accept-Encoding, Available-Dictionary";
${o.headers}
      }`;
}
