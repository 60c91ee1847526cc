import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, sendText } from '../http/envelope';
import type { Fault, FaultRegistry } from './faults';

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function gatewayPage(msg: string | null): string {
  const text = escapeHtml(msg ?? 'The upstream server is temporarily unavailable.');
  return `<!doctype html><html><head><meta charset="utf-8"><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>${text}</p><hr><p>nginx</p></body></html>`;
}

/** Acts out a fault; 'continue' means the request should now be answered normally. */
export async function applyFault(
  fault: Fault,
  req: IncomingMessage,
  res: ServerResponse,
  faults: FaultRegistry,
): Promise<'continue' | 'handled'> {
  switch (fault.type) {
    case 'http500':
      sendJson(res, 500, { success: false, code: 500, msg: fault.msg ?? '', data: null });
      return 'handled';
    case 'biz':
      sendJson(res, 200, { success: false, code: fault.code ?? 500, msg: fault.msg ?? '', data: null });
      return 'handled';
    case 'empty':
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': '0',
        'Cache-Control': 'no-store',
      });
      res.end();
      return 'handled';
    case 'html':
      sendText(res, 200, gatewayPage(fault.msg), 'text/html');
      return 'handled';
    case 'notFound':
      sendText(res, 404, fault.msg ?? 'Not Found');
      return 'handled';
    case 'drop':
      req.socket.destroy();
      return 'handled';
    case 'delay':
    case 'hang': {
      const outcome = fault.type === 'delay' ? await faults.sleep(fault.delayMs) : await faults.untilCleared();
      if (outcome === 'closed' || res.destroyed || req.socket.destroyed) {
        req.socket.destroy();
        return 'handled';
      }
      return 'continue';
    }
  }
}
