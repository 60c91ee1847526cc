import { http } from '@rental/shared';
import { isComplaintCreated } from './guards';
import type { Complaint, ComplaintCreated } from './types';

/** Sends feedback (JSON). Silent: the page shows the server's message in place. */
export function submitComplaint(body: Complaint): Promise<ComplaintCreated | undefined> {
  return http.post(
    '/api/client/complaint/submit',
    { ...body },
    { json: true, guard: isComplaintCreated, silent: true },
  );
}
