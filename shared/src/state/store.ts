import { createStore } from 'jotai';

/** The one jotai store of the page; the shell provides it, every remote reads and writes it. */
export const appStore = createStore();
