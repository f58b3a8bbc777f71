import { Box, Text } from '@mantine/core';
import { useState } from 'react';

interface Props {
  logo: string;
  supplier: string;
}

/**
 * The carrier's mark from /carriers/<logo>.svg, its name as alt text. A carrier without a mark
 * (or one that fails to load) shows its name in the same box, so rows stay aligned.
 */
export function CarrierLogo({ logo, supplier }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <Box w={112} h={40} style={{ flexShrink: 0, display: 'flex', alignItems: 'center' }}>
      {logo && !failed ? (
        <img
          src={`/carriers/${encodeURIComponent(logo)}.svg`}
          alt={supplier}
          width={112}
          height={40}
          onError={() => setFailed(true)}
        />
      ) : (
        <Text fw={700} fz="sm" c="dimmed">
          {supplier}
        </Text>
      )}
    </Box>
  );
}
