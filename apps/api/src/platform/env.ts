import { z } from 'zod';

/** A yes/no setting as people write it in an environment: true/false, 1/0, yes/no. */
export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
