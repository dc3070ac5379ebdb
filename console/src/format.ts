/** Display helpers: dates, money (the API's exact integer strings), counts. */
export const when = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const d = new Date(iso);
  // A period the API reports in a form of its own (not an instant) is shown as it came.
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
};

/** Microcents (1e-8 USD) as an exact integer string → dollars for display. */
export const usdFromMicrocents = (s: string) => Number(BigInt(s)) / 1e8;
/** Cents as an integer string → dollars. */
export const usdFromCents = (s: string) => Number(BigInt(s)) / 100;

export const usd = (n: number) =>
  n.toLocaleString(undefined, { style: 'currency', currency: 'USD', maximumFractionDigits: n < 1 ? 6 : 2 });
