import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Teahouse green as the primary colour; the rest is Mantine's default look.
export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white button text and teal text on light backgrounds above WCAG AA contrast
  // (Mantine's default shade 6 gives 2.5:1).
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // A closed list of options (every Select's) is not kept in the page: mounted, each placed its
    // hidden dropdown on first paint, measuring the page's layout once a field.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

// WCAG AA contrast (4.5:1) where Mantine's defaults fall short: dimmed text (gray.6 is 3.3:1 on
// white), teal text on teal-tinted or striped backgrounds (badges, subtle buttons, the active
// menu item; teal.9 gives only 3.9:1 there), hovered buttons and error messages.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-teal-light-color': '#066649',
    // Mantine lightens shade 9 on hover (to teal.8, 3.9:1 under white text); darken instead.
    '--mantine-color-teal-filled-hover': '#066649',
    // Field error text: red.6 is 3.3:1 on white, red.9 is 5.4:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
