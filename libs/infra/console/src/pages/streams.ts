import {
  Unauthorized,
  followSse,
  get,
  sleep,
  type EventJson,
  type ListenerList,
  type LogPage,
  type StreamPage,
} from '../api';
import { append, errorLine, h, json, replace, when } from '../dom';
import { streamAdminPanel } from './stream-admin';

const PAGE_SIZE = 20;
const LIVE_KEPT = 50;

/** One event as a row that opens onto its data and metadata. */
function eventRow(event: EventJson, showStream: boolean): HTMLElement {
  const details = h(
    'details',
    { class: 'event', 'data-testid': 'event' },
    h(
      'summary',
      {},
      h('span', { class: 'pos' }, `#${event.position}`),
      showStream
        ? h('span', { class: 'stream' }, `${event.streamId}@${event.version}`)
        : h('span', { class: 'stream' }, `v${event.version}`),
      h('span', { class: 'type' }, event.type),
      h('span', { class: 'when' }, when(event.recordedAt)),
    ),
    h(
      'div',
      { class: 'event-body' },
      h('h4', {}, 'data'),
      json(event.data),
      h('h4', {}, 'metadata'),
      json(event.metadata),
      h('p', { class: 'muted' }, `id ${event.id}`),
    ),
  );
  return details;
}

export function streamsPage(root: HTMLElement, signal: AbortSignal): void {
  const query = h('input', {
    name: 'q',
    placeholder: 'order-42 or order',
    'aria-label': 'Stream id or category',
    required: true,
  });
  const mode = h(
    'select',
    { name: 'mode', 'aria-label': 'Search by' },
    h('option', { value: 'stream' }, 'stream id'),
    h('option', { value: 'category' }, 'category'),
  );
  const results = h('section', { class: 'results', 'data-testid': 'stream-results' });
  // The searched stream's lifecycle controls, kept while its events are shown again.
  const admin = h('div', {});
  const live = h('ol', { class: 'live', 'data-testid': 'live-log' });
  const liveState = h('span', { class: 'muted', 'data-testid': 'live-state' }, 'connecting…');

  // Only the latest request draws: an older answer arriving late is dropped.
  let latest = 0;

  /** A page of a stream; `back` holds where the pages before it started. */
  async function showStream(streamId: string, from: number, back: readonly number[]) {
    const mine = ++latest;
    try {
      const path = `/streams/${encodeURIComponent(streamId)}?from=${from}&limit=${PAGE_SIZE}`;
      const page = await get<StreamPage>(path);
      if (signal.aborted || mine !== latest) return;
      const last = page.events.at(-1)?.version ?? from - 1;
      replace(
        results,
        h('h2', {}, `${page.streamId} `, h('span', { class: 'muted' }, `version ${page.version}`)),
        ...page.events.map((event) => eventRow(event, false)),
        pager(
          back.length > 0
            ? () => void showStream(streamId, back[back.length - 1], back.slice(0, -1))
            : null,
          last < page.version ? () => void showStream(streamId, last + 1, [...back, from]) : null,
          `versions ${page.events[0]?.version ?? '–'}–${last} of ${page.version}`,
        ),
      );
    } catch (error) {
      if (!signal.aborted && mine === latest) replace(results, errorLine(error));
    }
  }

  async function showCategory(category: string, from: string, back: readonly string[]) {
    const mine = ++latest;
    try {
      const path = `/all?categories=${encodeURIComponent(category)}&from=${from}&limit=${PAGE_SIZE}`;
      const page = await get<LogPage>(path);
      if (signal.aborted || mine !== latest) return;
      replace(
        results,
        h('h2', {}, `category ${category}`),
        page.events.length === 0 ? h('p', { class: 'muted' }, 'No events.') : null,
        ...page.events.map((event) => eventRow(event, true)),
        pager(
          back.length > 0
            ? () => void showCategory(category, back[back.length - 1], back.slice(0, -1))
            : null,
          page.events.length === PAGE_SIZE
            ? () => void showCategory(category, page.nextPosition, [...back, from])
            : null,
          `${page.events.length} events after position ${from}`,
        ),
      );
    } catch (error) {
      if (!signal.aborted && mine === latest) replace(results, errorLine(error));
    }
  }

  const form = h(
    'form',
    {
      class: 'search',
      onsubmit: (event: Event) => {
        event.preventDefault();
        const q = query.value.trim();
        if (mode.value === 'category') {
          replace(admin);
          void showCategory(q, '0', []);
        } else {
          replace(
            admin,
            streamAdminPanel(q, signal, () => void showStream(q, 1, [])),
          );
          void showStream(q, 1, []);
        }
      },
    },
    query,
    mode,
    h('button', { type: 'submit' }, 'Find'),
  );

  replace(
    root,
    h(
      'div',
      { class: 'columns' },
      h('section', {}, h('h1', {}, 'Streams'), form, results, admin),
      h('aside', {}, h('h2', {}, 'Global log, live ', liveState), live),
    ),
  );

  // The live log starts at the head and follows what is appended; when the server ends the
  // stream (a restart, a proxy's timeout) it reconnects after the last event it showed.
  void (async () => {
    let from: string | null = null;
    for (let attempt = 0; !signal.aborted; attempt += 1) {
      try {
        from ??= await headPosition();
        liveState.textContent = `from position ${from}`;
        await followSse(
          `/all/subscribe?from=${from}`,
          (data, id) => {
            const event = JSON.parse(data) as EventJson;
            from = id ?? event.position;
            attempt = 0;
            live.prepend(h('li', {}, eventRow(event, true)));
            while (live.children.length > LIVE_KEPT) live.lastElementChild?.remove();
          },
          signal,
        );
      } catch (error) {
        if (signal.aborted || error instanceof Unauthorized) return;
        replace(liveState, errorLine(error));
      }
      if (signal.aborted) return;
      await sleep(Math.min(30_000, 500 * 2 ** attempt), signal);
    }
  })();
}

/** The head of the log, from the listeners' view (the admin API has it). */
async function headPosition(): Promise<string> {
  const { projections } = await get<ListenerList>('/admin/projections');
  // Never from 0: that would send the whole log through the browser.
  if (projections.length === 0) throw new Error('no listener reports the head of the log');
  return projections[0].headPosition;
}

/** Previous / Next; a click disables both until the next page replaces them. */
function pager(
  previous: (() => void) | null,
  next: (() => void) | null,
  label: string,
): HTMLElement {
  const nav = h('nav', { class: 'pager' });
  const go = (to: () => void) => () => {
    for (const button of nav.querySelectorAll('button')) button.disabled = true;
    to();
  };
  append(nav, [
    h(
      'button',
      { type: 'button', disabled: previous === null, onclick: previous ? go(previous) : undefined },
      '← Previous',
    ),
    h('span', { class: 'muted', 'data-testid': 'page-label' }, label),
    h(
      'button',
      { type: 'button', disabled: next === null, onclick: next ? go(next) : undefined },
      'Next →',
    ),
  ]);
  return nav;
}
