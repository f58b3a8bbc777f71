import { Group, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The Skeppa mark and word mark; the same drawing as the favicon. */
export function Brand({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-harbour-9)" />
        <path d="M6 19h20l-3 6H9z" fill="#fff" />
        <path d="M15 7v10h-6z" fill="#9fd3e6" />
        <path d="M17 9v8h6z" fill="#fff" />
      </svg>
      <div>
        <Text fw={750} fz={20} lh={1.1} c="harbour.9" style={{ letterSpacing: '-0.01em' }}>
          {t('app.title')}
        </Text>
        <Text fz={11} c="dimmed" lh={1.1} visibleFrom="xs">
          {t('app.tagline')}
        </Text>
      </div>
    </Group>
  );
}
