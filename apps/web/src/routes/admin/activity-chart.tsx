import type { AdminStats } from '@feastforge/domain';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTheme } from '../../theme/theme-context.ts';
import { dayLabel } from './admin-format.ts';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/** A colour of the current theme, read from its CSS variable (a canvas cannot use the variable itself). */
function themeColor(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/**
 * Generations (bars) and sign-ups (a line) per day. Drawn in the theme's colours, and drawn again
 * when the theme changes. The canvas is an image named by its summary; the numbers are in the
 * table beside it.
 */
export default function ActivityChart({ days, summary }: { days: AdminStats['days']; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { resolved } = useTheme();

  useEffect(() => {
    if (!canvas.current) return;
    const fg = themeColor('--color-fg');
    const muted = themeColor('--color-muted');
    const grid = themeColor('--color-border');
    const chart = new Chart(canvas.current, {
      data: {
        labels: days.map((day) => dayLabel(day.date)),
        datasets: [
          {
            type: 'bar',
            label: 'Generations',
            data: days.map((day) => day.generations),
            backgroundColor: themeColor('--color-accent'),
            borderRadius: 4,
          },
          {
            type: 'line',
            label: 'Sign-ups',
            data: days.map((day) => day.signups),
            borderColor: themeColor('--color-primary'),
            backgroundColor: themeColor('--color-primary'),
            pointRadius: 2,
            tension: 0.25,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        color: fg,
        scales: {
          x: { ticks: { color: muted, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { color: muted, precision: 0 }, grid: { color: grid } },
        },
        plugins: { legend: { labels: { color: fg } } },
      },
    });
    return () => chart.destroy();
  }, [days, resolved]);

  return (
    <canvas ref={canvas} role="img" aria-label={`Chart: ${summary}`}>
      {summary}
    </canvas>
  );
}
