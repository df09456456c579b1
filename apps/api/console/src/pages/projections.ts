import { get, post, type Listener } from '../api';
import { sparkline } from '../charts';
import { errorLine, h, replace } from '../dom';

const POLL_MS = 1000;
/** Lag samples kept per listener for its chart (a minute at one a second). */
const HISTORY = 60;

/** Lag history survives page switches for as long as the tab lives. */
const history = new Map<string, number[]>();

export function projectionsPage(root: HTMLElement, signal: AbortSignal): void {
  const table = h('div', { class: 'listeners', 'data-testid': 'listeners' });
  const message = h('div', {});
  replace(root, h('h1', {}, 'Projections and listeners'), message, table);

  async function act(name: string, action: 'pause' | 'resume' | 'rebuild'): Promise<void> {
    if (
      action === 'rebuild' &&
      !confirm(
        `Rebuild ${name} from position 0? The current read model keeps serving until the rebuild has caught up.`,
      )
    )
      return;
    try {
      await post(`/admin/projections/${encodeURIComponent(name)}/${action}`);
      replace(message);
      await refresh();
    } catch (error) {
      replace(message, errorLine(error));
    }
  }

  function row(listener: Listener): HTMLElement {
    const lag = Number(listener.lag);
    const samples = [...(history.get(listener.name) ?? []), lag].slice(-HISTORY);
    history.set(listener.name, samples);
    const rebuilding = listener.rebuild;
    return h(
      'article',
      { class: `listener ${listener.status}`, 'data-testid': `listener-${listener.name}` },
      h(
        'header',
        {},
        h('h2', {}, listener.name),
        h('span', { class: 'muted' }, listener.kind),
        h('span', { class: `badge ${listener.status}`, 'data-testid': 'state' }, listener.status),
      ),
      h(
        'dl',
        {},
        h('dt', {}, 'checkpoint'),
        h('dd', { 'data-testid': 'checkpoint' }, listener.checkpoint),
        h('dt', {}, 'head'),
        h('dd', {}, listener.headPosition),
        h('dt', {}, 'lag'),
        h('dd', { 'data-testid': 'lag', class: lag > 0 ? 'behind' : '' }, String(lag)),
        h('dt', {}, 'applied / skipped'),
        h('dd', {}, `${listener.applied} / ${listener.skipped}`),
      ),
      sparkline(samples, `lag of ${listener.name} over the last ${samples.length} seconds`),
      rebuilding
        ? h(
            'p',
            { class: 'rebuild' },
            'rebuilding: ',
            h('progress', {
              max: 1,
              value: rebuilding.progress,
              'data-testid': 'rebuild-progress',
            }),
            ` ${Math.round(rebuilding.progress * 100)}% (checkpoint ${rebuilding.checkpoint})`,
          )
        : null,
      listener.lastError ? h('p', { class: 'error' }, `last error: ${listener.lastError}`) : null,
      h(
        'div',
        { class: 'actions' },
        listener.status === 'running'
          ? h(
              'button',
              { type: 'button', onclick: () => void act(listener.name, 'pause') },
              'Pause',
            )
          : h(
              'button',
              { type: 'button', onclick: () => void act(listener.name, 'resume') },
              'Resume',
            ),
        listener.kind === 'projection'
          ? h(
              'button',
              { type: 'button', onclick: () => void act(listener.name, 'rebuild') },
              'Rebuild',
            )
          : null,
      ),
    );
  }

  async function refresh(): Promise<void> {
    try {
      const { projections } = await get<{ projections: Listener[] }>('/admin/projections');
      if (signal.aborted) return;
      replace(table, ...projections.map(row));
    } catch (error) {
      if (!signal.aborted) replace(message, errorLine(error));
    }
  }

  void refresh();
  const timer = setInterval(() => void refresh(), POLL_MS);
  signal.addEventListener('abort', () => clearInterval(timer));
}
