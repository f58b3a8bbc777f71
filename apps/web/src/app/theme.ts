import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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
  components: {
    // A link must be told from the text around it by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/**
 * Secondary ("dimmed") and error texts reach 4.5:1 against white and the grey page (WCAG 1.4.3):
 * Mantine's grey 6 and red 6 give about 3.2:1. The grey sits between Mantine's grey 6 and 7.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#666d75',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
