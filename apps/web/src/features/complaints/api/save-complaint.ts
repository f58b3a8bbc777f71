import {
  type Complaint,
  type ComplaintCreateRequest,
  type ComplaintUpdateRequest,
  complaintCreateRequestSchema,
  complaintSchema,
  complaintUpdateRequestSchema,
} from '@skeppa/domain';
import { api } from '@/shared/api/client';

/** POST /complaint/ (201): the first step of Save and of Send (model/file-complaint.ts). */
export async function createComplaint(request: ComplaintCreateRequest): Promise<Complaint> {
  return complaintSchema.parse(await api.post('/complaint/', complaintCreateRequestSchema.parse(request)));
}

/** PUT /complaint/: what was typed since; `send: true` sends it to the carrier. */
export async function updateComplaint(request: ComplaintUpdateRequest): Promise<Complaint> {
  return complaintSchema.parse(await api.put('/complaint/', complaintUpdateRequestSchema.parse(request)));
}
