const SVG = 'http://www.w3.org/2000/svg';

function svg(width: number, height: number, label: string): SVGSVGElement {
  const root = document.createElementNS(SVG, 'svg');
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  root.setAttribute('role', 'img');
  root.setAttribute('aria-label', label);
  return root;
}

function node<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/** A line over time of the last values (lag, oldest first), scaled to its own maximum. */
export function sparkline(values: readonly number[], label: string): SVGSVGElement {
  const width = 160;
  const height = 36;
  const root = svg(width, height, label);
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values
    .map(
      (value, i) =>
        `${(i * step).toFixed(1)},${(height - 2 - (value / max) * (height - 4)).toFixed(1)}`,
    )
    .join(' ');
  root.append(node('line', { x1: 0, y1: height - 2, x2: width, y2: height - 2, class: 'axis' }));
  if (values.length > 0) root.append(node('polyline', { points, class: 'spark' }));
  return root;
}

export interface Bar {
  readonly label: string;
  readonly parts: readonly { readonly name: string; readonly value: number }[];
}

/** Horizontal stacked bars (one per source), parts coloured by name, with a legend. */
export function stackedBars(
  bars: readonly Bar[],
  names: readonly string[],
  label: string,
): SVGSVGElement {
  const row = 28;
  const left = 150;
  const legend = 24;
  const width = Math.max(640, left + names.length * 96 + 20);
  const height = bars.length * row + legend + 8;
  const root = svg(width, height, label);
  const max = Math.max(
    1,
    ...bars.map((bar) => bar.parts.reduce((sum, part) => sum + part.value, 0)),
  );
  bars.forEach((bar, i) => {
    const y = i * row + 4;
    const text = node('text', { x: 0, y: y + 15, class: 'bar-label' });
    text.textContent = bar.label;
    root.append(text);
    let x = left;
    for (const part of bar.parts) {
      if (part.value === 0) continue;
      const w = ((width - left - 60) * part.value) / max;
      const rect = node('rect', {
        x,
        y,
        width: Math.max(1, w),
        height: row - 8,
        class: `part part-${names.indexOf(part.name)}`,
      });
      const title = node('title', {});
      title.textContent = `${bar.label}: ${part.value} ${part.name}`;
      rect.append(title);
      root.append(rect);
      x += w;
    }
    const total = node('text', { x: x + 6, y: y + 15, class: 'bar-total' });
    total.textContent = String(bar.parts.reduce((sum, part) => sum + part.value, 0));
    root.append(total);
  });
  names.forEach((name, i) => {
    const x = left + i * 96;
    const y = bars.length * row + 10;
    root.append(node('rect', { x, y, width: 10, height: 10, class: `part part-${i}` }));
    const text = node('text', { x: x + 14, y: y + 9, class: 'legend' });
    text.textContent = name;
    root.append(text);
  });
  return root;
}
