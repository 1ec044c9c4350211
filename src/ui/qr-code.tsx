/**
 * A QR code of a text, drawn as one SVG path from the matrix `uqr` encodes (no HTML injected). The encoder
 * loads only when a QR is shown (Google Authenticator binding), never with the rest of the site.
 */
import { useEffect, useState } from 'react';
import { QR_OPTIONS, qrPath } from '../lib/qr-path';
import './qr-code.css';

export function QrCode({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const [matrix, setMatrix] = useState<boolean[][]>();
  useEffect(() => {
    let live = true;
    setMatrix(undefined);
    void import('uqr').then(({ encode }) => {
      if (live) setMatrix(encode(text, QR_OPTIONS).data);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!matrix) return <div className="lv-qr lv-qr-pending" aria-hidden="true" />;
  const size = matrix.length;
  return (
    <svg className="lv-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} data-testid={testId} data-modules={size} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" data-testid={testId ? `${testId}-modules` : undefined} />
    </svg>
  );
}
