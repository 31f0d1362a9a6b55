import type { SeriesPoint } from '@releve/contracts';
import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import styles from './Insights.module.css';

interface Props {
  points: readonly SeriesPoint[];
  /** Writes a value on the axis (money, a count). */
  axisValue: (value: number) => string;
}

const HEIGHT = 220;

/**
 * A time series drawn with uPlot, imported here when the chart first shows (the console's chunk does
 * not carry it, nor does the members' first script; its small style sheet goes with the console's, so
 * the lazy chunk adds one name, not two, to the first script's list of chunks). Screen readers get the chart's table instead.
 */
export function TimeSeriesChart({ points, axisValue }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    // A browser that gives pages no 2D canvas (a privacy setting; a test's DOM) shows the table alone.
    if (!element || !canDraw()) return;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return;
      const style = getComputedStyle(element);
      const line = style.getPropertyValue('--color-highlight').trim() || '#b03a6f';
      const grid = style.getPropertyValue('--color-border').trim() || '#e7dfe3';
      const xs = points.map((point) => Date.parse(`${point.day}T12:00:00Z`) / 1000);
      plot = new UPlot(
        {
          width: element.clientWidth || 300,
          height: HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          // The days are the studio's already: shown as they are.
          tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'UTC'),
          scales: { y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] } },
          axes: [
            { grid: { stroke: grid }, ticks: { stroke: grid } },
            {
              grid: { stroke: grid },
              ticks: { stroke: grid },
              size: 76,
              values: (_u, ticks) => ticks.map(axisValue),
            },
          ],
          series: [{}, { stroke: line, width: 2, fill: `${line}22`, points: { show: points.length < 40 } }],
        },
        [xs, points.map((point) => point.value)],
        element,
      );
      observer = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: HEIGHT }));
      observer.observe(element);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [points, axisValue]);
  return <div ref={box} className={styles.series} style={{ minHeight: HEIGHT }} />;
}

let drawable: boolean | undefined;
const canDraw = () => {
  drawable ??= (() => {
    try {
      return Boolean(document.createElement('canvas').getContext('2d'));
    } catch {
      return false;
    }
  })();
  return drawable;
};
