import type { Page } from '@playwright/test';

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/**
 * The DOM nodes that are out of the document yet still held by script, read from a heap snapshot
 * (which collects garbage first): what a page left behind keeps alive. Each is named as the
 * snapshot names it, e.g. `<div class="adm-skeleton">`.
 */
export async function detachedDomNodes(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void chunks.push(chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const heap = JSON.parse(chunks.join('')) as HeapSnapshot;
  const fields = heap.snapshot.meta.node_fields;
  const [types] = heap.snapshot.meta.node_types;
  const at = (name: string) => fields.indexOf(name);
  const [type, name, detachedness] = [at('type'), at('name'), at('detachedness')];
  const detached: string[] = [];
  for (let i = 0; i < heap.nodes.length; i += fields.length) {
    // detachedness 2: a DOM node the snapshot found cut off from every document.
    if (types[heap.nodes[i + type]!] === 'native' && heap.nodes[i + detachedness] === 2)
      detached.push(heap.strings[heap.nodes[i + name]!]!);
  }
  return detached;
}
