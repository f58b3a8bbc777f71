import { Badge, type BadgeProps } from '@mantine/core';

export type Tone = 'ok' | 'error' | 'warning' | 'neutral' | 'brand';

// Opaque backgrounds with shade-9 (or dark) text: at least 4.5:1 on white, striped and hovered
// rows alike (WCAG 1.4.3); Mantine's light variant is see-through and fails on a grey row.
const LOOK: Record<Tone, { bg: string; c: string }> = {
  ok: { bg: 'teal.0', c: 'teal.9' },
  error: { bg: 'red.0', c: 'red.9' },
  warning: { bg: 'orange.1', c: 'dark.6' },
  neutral: { bg: 'gray.1', c: 'dark.6' },
  brand: { bg: 'harbour.0', c: 'harbour.9' },
};

/** A small status label of the contact screens. */
export function StatusBadge({ tone, ...props }: BadgeProps & { tone: Tone; children: React.ReactNode }) {
  return <Badge variant="light" radius="sm" {...LOOK[tone]} {...props} />;
}
