import { http } from '@rental/shared';
import { ComplaintCreatedSchema, type Complaint } from './types';

/** Sends feedback (JSON). Silent: the page shows the server's message in place. */
export function submitComplaint(body: Complaint) {
  return http.post(
    '/api/client/complaint/submit',
    { ...body },
    { json: true, schema: ComplaintCreatedSchema, silent: true },
  );
}
