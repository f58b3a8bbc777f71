import { z } from 'zod';
import { textSchema } from '../entities/primitives.ts';
import { dateOrderIssue, dateRangeQuerySchema, dateRangeShape, fromNotAfterTo } from './common.ts';

/** GET /bill/customer/{custId}?from&to: bills dated in the range, both ends included. */
export const billListQuerySchema = dateRangeQuerySchema;

/** GET /bill/order/customer/{custId}?from&to&searchPhrase: searched in article, info text, supplier. */
export const billOrderListQuerySchema = z
  .object({ ...dateRangeShape, searchPhrase: textSchema.trim().max(100).optional() })
  .refine(fromNotAfterTo, dateOrderIssue);
