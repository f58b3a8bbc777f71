import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** SPEC §9: the login card is 450 px wide. */
export const AUTH_CARD_WIDTH = 450;

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
      maw={AUTH_CARD_WIDTH}
      mx="auto"
      w="100%"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          {/* The page's one h1, at the size of a card's title. */}
          <Title order={1} fz="h2">
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
