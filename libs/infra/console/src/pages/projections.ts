import { get, post, sleep, type Listener, type ListenerList } from '../api';
import { sparkline } from '../charts';
import { errorLine, h, replace } from '../dom';

const POLL_MS = 1000;
/** Lag samples kept per listener for its chart (a minute at one a second). */
const HISTORY = 60;

/** Lag history survives page switches for as long as the tab lives. */
const history = new Map<string, number[]>();

interface Row {
  readonly element: HTMLElement;
  update(listener: Listener): void;
}

export function projectionsPage(root: HTMLElement, signal: AbortSignal): void {
  const table = h('div', { class: 'listeners', 'data-testid': 'listeners' });
  const message = h('div', {});
  const rows = new Map<string, Row>();
  replace(root, h('h1', {}, 'Projections and listeners'), message, table);

  // Only the latest answer draws (an action refreshes between two polls).
  let latest = 0;

  async function refresh(sample: boolean): Promise<void> {
    const mine = ++latest;
    try {
      const { projections } = await get<ListenerList>('/admin/projections');
      if (signal.aborted || mine !== latest) return;
      replace(message);
      for (const listener of projections) {
        if (sample) {
          const lags = [...(history.get(listener.name) ?? []), Number(listener.lag)];
          history.set(listener.name, lags.slice(-HISTORY));
        }
        let row = rows.get(listener.name);
        if (!row) {
          row = listenerRow(listener.name, act);
          rows.set(listener.name, row);
          table.append(row.element);
        }
        row.update(listener);
      }
    } catch (error) {
      if (!signal.aborted && mine === latest) replace(message, errorLine(error));
    }
  }

  async function act(name: string, action: 'pause' | 'resume' | 'rebuild'): Promise<void> {
    if (
      action === 'rebuild' &&
      !confirm(
        `Rebuild ${name} from position 0? The current read model keeps serving until the rebuild has caught up.`,
      )
    ) {
      return;
    }
    try {
      await post(`/admin/projections/${encodeURIComponent(name)}/${action}`);
      await refresh(false);
    } catch (error) {
      replace(message, errorLine(error));
    }
  }

  // One poll at a time: the next starts a second after the last answered.
  void (async () => {
    while (!signal.aborted) {
      await refresh(true);
      await sleep(POLL_MS, signal);
    }
  })();
}

/** A listener's card, built once and updated in place: its buttons keep focus across polls. */
function listenerRow(
  name: string,
  act: (name: string, action: 'pause' | 'resume' | 'rebuild') => Promise<void>,
): Row {
  const kind = h('span', { class: 'muted' });
  const state = h('span', { class: 'badge', 'data-testid': 'state' });
  const checkpoint = h('dd', { 'data-testid': 'checkpoint' });
  const head = h('dd', {});
  const lag = h('dd', { 'data-testid': 'lag' });
  const counts = h('dd', {});
  const chart = h('div', { class: 'chart', 'data-testid': 'lag-chart' });
  const rebuild = h('p', { class: 'rebuild', hidden: true });
  const progress = h('progress', { max: 1, value: 0, 'data-testid': 'rebuild-progress' });
  const progressText = h('span', {});
  rebuild.append('rebuilding: ', progress, progressText);
  const lastError = h('p', { class: 'error', hidden: true });
  let status: Listener['status'] = 'running';
  const toggle = h('button', {
    type: 'button',
    onclick: () => void act(name, runs(status) ? 'pause' : 'resume'),
  });
  const rebuildButton = h(
    'button',
    { type: 'button', hidden: true, onclick: () => void act(name, 'rebuild') },
    'Rebuild',
  );
  const element = h(
    'article',
    { class: 'listener', 'data-testid': `listener-${name}` },
    h('header', {}, h('h2', {}, name), kind, state),
    h(
      'dl',
      {},
      h('dt', {}, 'checkpoint'),
      checkpoint,
      h('dt', {}, 'head'),
      head,
      h('dt', {}, 'lag'),
      lag,
      h('dt', {}, 'applied / skipped'),
      counts,
    ),
    chart,
    rebuild,
    lastError,
    h('div', { class: 'actions' }, toggle, rebuildButton),
  );
  return {
    element,
    update(listener) {
      status = listener.status;
      element.className = `listener ${listener.status}`;
      kind.textContent = listener.kind;
      state.textContent = listener.status;
      state.className = `badge ${listener.status}`;
      checkpoint.textContent = listener.checkpoint;
      head.textContent = listener.headPosition;
      lag.textContent = listener.lag;
      lag.classList.toggle('behind', listener.lag !== '0');
      counts.textContent = `${listener.applied} / ${listener.skipped}`;
      const lags = history.get(name) ?? [];
      chart.replaceChildren(sparkline(lags, `lag of ${name} over the last ${lags.length} seconds`));
      rebuild.hidden = listener.rebuild === null;
      if (listener.rebuild) {
        progress.value = listener.rebuild.progress;
        progressText.textContent = ` ${Math.round(listener.rebuild.progress * 100)}% (checkpoint ${listener.rebuild.checkpoint})`;
      }
      lastError.hidden = listener.lastError === null;
      lastError.textContent = listener.lastError ? `last error: ${listener.lastError}` : '';
      const label = runs(listener.status) ? 'Pause' : 'Resume';
      if (toggle.textContent !== label) toggle.textContent = label;
      rebuildButton.hidden = listener.kind !== 'projection';
    },
  };
}

/** Running, or running and failing (its turns are retried): what a pause stops. */
function runs(status: Listener['status']): boolean {
  return status === 'running' || status === 'failing';
}
