import type { SiteStore } from '../store/site-store';

/** A store whose reads take `ms`: the window in which read-modify-write loses concurrent writes. */
export function slowReads(store: SiteStore, ms: number): SiteStore {
  return {
    description: `${store.description} (slow reads)`,
    read: async (key) => {
      const value = await store.read(key);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return value;
    },
    write: (key, body, options) => store.write(key, body, options),
    list: (prefix) => store.list(prefix),
    listSized: (prefix) => store.listSized(prefix),
    remove: (key) => store.remove(key),
  };
}
