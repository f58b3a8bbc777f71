import { formatNumber } from '@skeppa/domain';

/** A file size as people read it: 834 kB, 2,4 MB (decimal comma, as every number in Skeppa). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.ceil(bytes / 1024)), 0)} kB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}
