const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 2.10: a match's time as MM/DD HH:mm (24-hour) in the player's own time zone. */
export function formatMatchTime(epochMs: number): string {
  const at = new Date(epochMs);
  return `${pad(at.getMonth() + 1)}/${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
