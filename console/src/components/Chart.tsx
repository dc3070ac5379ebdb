/**
 * A uPlot chart of daily series, with the same figures as a table for screen readers and for
 * anyone who wants the numbers (the canvas itself is hidden from assistive technology).
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface Series {
  label: string;
  values: number[];
  color: string;
  format: (n: number) => string;
}

export function DailyChart({ title, days, series }: { title: string; days: Date[]; series: Series[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot(
      {
        width: Math.max(320, Math.min(720, el.clientWidth || 720)),
        height: 220,
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            points: { show: true },
            value: (_: uPlot, v: number) => (v == null ? '—' : s.format(v)),
          })),
        ],
        axes: [{}, { size: 90, values: (_: uPlot, ticks: number[]) => ticks.map((t) => series[0].format(t)) }],
        scales: { x: { time: true } },
      },
      [days.map((d) => d.getTime() / 1000), ...series.map((s) => s.values)],
      el,
    );
    return () => plot.destroy();
  }, [days, series]);
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <div ref={box} aria-hidden="true" />
      <table className="chart-table">
        <caption className="visually-hidden">{title}, by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {series.map((s) => (
              <th scope="col" key={s.label}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d, i) => (
            <tr key={d.getTime()}>
              <th scope="row">{d.toLocaleDateString()}</th>
              {series.map((s) => (
                <td key={s.label}>{s.format(s.values[i])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
