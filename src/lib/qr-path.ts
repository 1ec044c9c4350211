/** How a QR code is drawn (ui/qr-code.tsx): error correction M and a quiet zone of 4 modules, as scanners expect. */
export const QR_OPTIONS = { ecc: 'M', border: 4 } as const;

/** The dark modules of a QR matrix as one SVG path: a 1×1 square per module, in module units. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}
