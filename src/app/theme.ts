import { createTheme } from '@mantine/core';

// Teahouse green as the primary colour; the rest is Mantine's default look.
export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
