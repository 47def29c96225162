// A QR code drawn as an SVG image from its text (the `qrcode` library lays out the modules), with
// its quiet zone, so a phone's camera reads it off the screen. The text only ever becomes the
// drawing's geometry, never markup; the label is the image's accessible name.
import { create } from 'qrcode';
import { useMemo } from 'react';

/** The white border a scanner needs around the code, in modules. */
const QUIET_ZONE = 4;

/** One path of the dark modules, each row's runs as rectangles, in the code's own coordinates. */
export function qrModulesPath(value: string): { size: number; path: string } {
  // Level M recovers 15 % of a code smudged on a screen or a printout, and keeps a QRIS payload small.
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      const run = column - start;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

export function QrCode({ value, label, width = 224 }: { value: string; label: string; width?: number }) {
  const { size, path } = useMemo(() => qrModulesPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={width}
      height={width}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <title>{label}</title>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
