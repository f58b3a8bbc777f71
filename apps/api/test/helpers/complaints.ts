import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Session } from './auth.ts';
import { multipartFile } from './multipart.ts';
import { caller } from './shipments.ts';

/** Attachments by their first bytes, as the content check reads them. */
export const PDF = Buffer.from('%PDF-1.7\n% Fraktsedel med anmärkning\n%%EOF\n');
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0x00]);

/** A complaint as the drawer sends it: UPS, a waybill, what happened. */
export const complaintBody = (over: Record<string, unknown> = {}) => ({
  supplierId: 225,
  identifier: '1Z999AA10123456784',
  description: 'Kartongen var blöt och innehållet förstört.',
  ...over,
});

/** Files a complaint (POST /complaint/) and answers it. */
export async function fileComplaint(app: FastifyInstance, s: Session, over: Record<string, unknown> = {}) {
  const res = await caller(app)(s, 'POST', '/complaint/', complaintBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; sentDate: string | null; files: { filePath: string }[] };
}

/** Sends a filed complaint to the carrier (PUT /complaint/ with send: true). */
export async function sendComplaint(
  app: FastifyInstance,
  s: Session,
  id: number,
  over: Record<string, unknown> = {},
) {
  const res = await caller(app)(s, 'PUT', '/complaint/', { ...complaintBody(over), id, send: true });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('sent');
  return res.json();
}

/** POST /complaint/file/upload/{id} with the file as the multipart field `field`. */
export function uploadTo(
  app: FastifyInstance,
  s: Session,
  id: number,
  file: { name: string; type: string; bytes: Buffer },
  field = 'file',
) {
  const { payload, headers } = multipartFile(file, field);
  return app.inject({
    method: 'POST',
    url: `/api/complaint/file/upload/${id}`,
    payload,
    headers: { ...headers, ...s.headers },
  });
}
