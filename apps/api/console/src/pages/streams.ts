import { followSse, get, type EventJson, type LogPage, type StreamPage } from '../api';
import { errorLine, h, json, replace, when } from '../dom';

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
  const live = h('ol', { class: 'live', 'data-testid': 'live-log' });
  const liveState = h('span', { class: 'muted' }, 'connecting…');

  // Pages already seen, to go back: stream versions or log positions.
  let starts: string[] = [];

  async function showStream(streamId: string, from: number): Promise<void> {
    try {
      const page = await get<StreamPage>(
        `/streams/${encodeURIComponent(streamId)}?from=${from}&limit=${PAGE_SIZE}`,
      );
      const last = page.events.at(-1)?.version ?? from - 1;
      replace(
        results,
        h('h2', {}, `${page.streamId} `, h('span', { class: 'muted' }, `version ${page.version}`)),
        ...page.events.map((event) => eventRow(event, false)),
        pager(
          starts.length > 0 ? () => void showStream(streamId, Number(starts.pop())) : null,
          last < page.version
            ? () => {
                starts.push(String(from));
                void showStream(streamId, last + 1);
              }
            : null,
          `versions ${page.events[0]?.version ?? '–'}–${last} of ${page.version}`,
        ),
      );
    } catch (error) {
      replace(results, errorLine(error));
    }
  }

  async function showCategory(category: string, from: string): Promise<void> {
    try {
      const page = await get<LogPage>(
        `/all?categories=${encodeURIComponent(category)}&from=${from}&limit=${PAGE_SIZE}`,
      );
      replace(
        results,
        h('h2', {}, `category ${category}`),
        page.events.length === 0 ? h('p', { class: 'muted' }, 'No events.') : null,
        ...page.events.map((event) => eventRow(event, true)),
        pager(
          starts.length > 0 ? () => void showCategory(category, starts.pop() as string) : null,
          page.events.length === PAGE_SIZE
            ? () => {
                starts.push(from);
                void showCategory(category, page.nextPosition);
              }
            : null,
          `${page.events.length} events after position ${from}`,
        ),
      );
    } catch (error) {
      replace(results, errorLine(error));
    }
  }

  const form = h(
    'form',
    {
      class: 'search',
      onsubmit: (event: Event) => {
        event.preventDefault();
        starts = [];
        const q = query.value.trim();
        if (mode.value === 'category') void showCategory(q, '0');
        else void showStream(q, 1);
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
      h('section', {}, h('h1', {}, 'Streams'), form, results),
      h('aside', {}, h('h2', {}, 'Global log, live ', liveState), live),
    ),
  );

  // The live log starts at the head: what is appended from now on.
  void (async () => {
    try {
      const head = await headPosition();
      liveState.textContent = `from position ${head}`;
      await followSse(
        `/all/subscribe?from=${head}`,
        (data) => {
          const event = JSON.parse(data) as EventJson;
          live.prepend(h('li', {}, eventRow(event, true)));
          while (live.children.length > LIVE_KEPT) live.lastElementChild?.remove();
        },
        signal,
      );
    } catch (error) {
      if (!signal.aborted) replace(liveState, errorLine(error));
    }
  })();
}

/** The head of the log, from the listeners' view (the admin API has it). */
async function headPosition(): Promise<string> {
  const { projections } = await get<{ projections: { headPosition: string }[] }>(
    '/admin/projections',
  );
  return projections[0]?.headPosition ?? '0';
}

function pager(
  previous: (() => void) | null,
  next: (() => void) | null,
  label: string,
): HTMLElement {
  return h(
    'nav',
    { class: 'pager' },
    h(
      'button',
      { type: 'button', disabled: previous === null, onclick: () => previous?.() },
      '← Previous',
    ),
    h('span', { class: 'muted' }, label),
    h('button', { type: 'button', disabled: next === null, onclick: () => next?.() }, 'Next →'),
  );
}
