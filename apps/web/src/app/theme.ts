import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep harbour blue-teal: calm and sober, readable as primary on white.
const harbour: MantineColorsTuple = [
  '#e7f4f8',
  '#d0e6ee',
  '#a1cbdb',
  '#6eafc7',
  '#4697b6',
  '#2d88ac',
  '#1d7ea5',
  '#0f6b8f',
  '#075d7f',
  '#004f6e',
];

export const theme = createTheme({
  primaryColor: 'harbour',
  primaryShade: 8,
  colors: { harbour },
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  respectReducedMotion: true,
  cursorType: 'pointer',
});
