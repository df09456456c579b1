import { get, type DedupReport } from '../api';
import { stackedBars } from '../charts';
import { errorLine, h, replace, when } from '../dom';

const POLL_MS = 2000;

export function dedupPage(root: HTMLElement, signal: AbortSignal): void {
  const body = h('div', { 'data-testid': 'dedup' });
  replace(root, h('h1', {}, 'Dedup decisions per source'), body);

  async function refresh(): Promise<void> {
    try {
      const report = await get<DedupReport>('/admin/dedup');
      if (signal.aborted) return;
      const outcomes = [...new Set(report.sources.flatMap((source) => Object.keys(source.counts)))];
      const bars = report.sources.map((source) => ({
        label: source.source,
        parts: outcomes.map((name) => ({ name, value: source.counts[name] ?? 0 })),
      }));
      replace(
        body,
        h(
          'p',
          { class: 'muted' },
          `seen-key store: ${report.store}; counted in this instance since ${when(report.since)}`,
        ),
        stackedBars(bars, outcomes, 'dedup decisions per source'),
        h(
          'table',
          {},
          h(
            'thead',
            {},
            h('tr', {}, h('th', {}, 'source'), ...outcomes.map((name) => h('th', {}, name))),
          ),
          h(
            'tbody',
            {},
            ...report.sources.map((source) =>
              h(
                'tr',
                { 'data-testid': `source-${source.source}` },
                h('td', {}, source.source),
                ...outcomes.map((name) => h('td', {}, String(source.counts[name] ?? 0))),
              ),
            ),
          ),
        ),
      );
    } catch (error) {
      if (!signal.aborted) replace(body, errorLine(error));
    }
  }

  void refresh();
  const timer = setInterval(() => void refresh(), POLL_MS);
  signal.addEventListener('abort', () => clearInterval(timer));
}
