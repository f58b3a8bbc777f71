import { describe, expect, it } from 'vitest';
import { formatDate } from './date';
import { fileSize } from './file-size';

describe('formatDate', () => {
  it('writes ISO dates in Swedish time', () => {
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('2026-01-16');
    expect(formatDate('2026-07-01T10:05:00Z', { time: true })).toBe('2026-07-01 12:05');
  });

  it('leaves missing or broken dates empty', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('fileSize', () => {
  it('tells sizes in kB and MB with a decimal comma', () => {
    expect(fileSize(1)).toBe('1 kB');
    expect(fileSize(834 * 1024)).toBe('834 kB');
    expect(fileSize(2.45 * 1024 * 1024)).toBe('2,5 MB');
  });
});
