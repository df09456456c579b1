import { get, post, type DeadLetter, type DeadLetterPage, type RedriveReport } from '../api';
import { ask, errorLine, h, json, replace, when } from '../dom';

export function deadLettersPage(root: HTMLElement, signal: AbortSignal): void {
  const status = h(
    'select',
    { name: 'status', 'aria-label': 'Status' },
    ...['pending', 'redriven', 'discarded', 'all'].map((value) => h('option', { value }, value)),
  );
  const listener = h('input', {
    name: 'listener',
    placeholder: 'listener (saga or projection)',
    'aria-label': 'Listener',
  });
  const list = h('div', { 'data-testid': 'dead-letters' });
  const detail = h('section', { class: 'detail', 'data-testid': 'dead-letter-detail' });
  const message = h('div', {});

  // A new filter starts a new list: answers to an older one (or its "More") are dropped.
  let generation = 0;
  let shown: string | null = null;
  let inspecting = 0;

  async function load(more?: { readonly query: URLSearchParams; readonly after: string }) {
    const mine = more ? generation : ++generation;
    const query = more ? new URLSearchParams(more.query) : new URLSearchParams({ limit: '50' });
    if (more) query.set('after', more.after);
    else {
      if (status.value !== 'all') query.set('status', status.value);
      if (listener.value.trim()) query.set('listener', listener.value.trim());
    }
    try {
      const page = await get<DeadLetterPage>(`/admin/dead-letters?${query}`);
      if (signal.aborted || mine !== generation) return;
      if (more) list.querySelector('.more')?.remove();
      else {
        replace(message);
        replace(
          list,
          page.items.length === 0
            ? h('p', { class: 'muted', 'data-testid': 'empty' }, 'No dead letters.')
            : null,
        );
      }
      list.append(...page.items.map(row));
      const next = page.next;
      if (next) {
        const base = new URLSearchParams(query);
        base.delete('after');
        const button: HTMLButtonElement = h(
          'button',
          {
            type: 'button',
            class: 'more',
            onclick: () => {
              button.disabled = true;
              void load({ query: base, after: next });
            },
          },
          'More',
        );
        list.append(button);
      }
    } catch (error) {
      if (!signal.aborted && mine === generation) replace(message, errorLine(error));
    }
  }

  async function inspect(id: string): Promise<void> {
    const mine = ++inspecting;
    try {
      const letter = await get<DeadLetter>(`/admin/dead-letters/${encodeURIComponent(id)}`);
      if (signal.aborted || mine !== inspecting) return;
      shown = id;
      replace(
        detail,
        h('h2', {}, `${letter.listener}${letter.step ? ` · ${letter.step}` : ''}`),
        h(
          'p',
          {},
          `${letter.streamId}@${letter.version} (position ${letter.position}), ${letter.attempts} attempts, first ${when(letter.firstAttemptAt)}, last ${when(letter.lastAttemptAt)}, ${letter.status}${letter.resolution ? `: ${letter.resolution}` : ''}`,
        ),
        h('h3', {}, 'error'),
        h('pre', { class: 'error-text' }, letter.error),
        letter.stack
          ? h(
              'details',
              {},
              h('summary', {}, 'stack'),
              h('pre', { 'data-testid': 'stack' }, letter.stack),
            )
          : null,
        h('h3', {}, 'event'),
        json(letter.event),
      );
    } catch (error) {
      if (!signal.aborted && mine === inspecting) replace(detail, errorLine(error));
    }
  }

  /** After an action: the list again, and the letter on display with its new status. */
  async function reload(id: string): Promise<void> {
    await load();
    if (shown === id) await inspect(id);
  }

  async function retry(letter: DeadLetter): Promise<void> {
    if (
      (await ask(
        `Re-drive ${letter.listener}${letter.step ? ` · ${letter.step}` : ''} for ${letter.streamId}@${letter.version}? The step runs again with its attempts reset.`,
        false,
      )) === null
    )
      return;
    try {
      const report = await post<RedriveReport>(
        `/admin/dead-letters/${encodeURIComponent(letter.id)}/retry`,
      );
      await reload(letter.id);
      replace(
        message,
        report.redriven.length > 0
          ? h('p', { class: 'ok', role: 'status' }, 'Re-driven.')
          : errorLine(
              "Not re-driven: only a pending saga step can be (replay a projection's stream instead).",
            ),
      );
    } catch (error) {
      replace(message, errorLine(error));
    }
  }

  async function discard(letter: DeadLetter): Promise<void> {
    const reason = await ask(
      `Discard this dead letter of ${letter.listener}? It is kept, with your reason, for audit.`,
      true,
    );
    if (reason === null) return;
    try {
      await post(`/admin/dead-letters/${encodeURIComponent(letter.id)}/discard`, { reason });
      await reload(letter.id);
      replace(message, h('p', { class: 'ok', role: 'status' }, 'Discarded.'));
    } catch (error) {
      replace(message, errorLine(error));
    }
  }

  function row(letter: DeadLetter): HTMLElement {
    return h(
      'article',
      { class: 'dead-letter', 'data-testid': 'dead-letter', 'data-id': letter.id },
      h(
        'header',
        {},
        h('strong', {}, letter.listener),
        letter.step ? h('span', {}, ` · ${letter.step}`) : null,
        h('span', { class: `badge ${letter.status}` }, letter.status),
      ),
      h(
        'p',
        {},
        `${letter.streamId}@${letter.version} · ${letter.attempts} attempts · ${when(letter.lastAttemptAt)}`,
      ),
      h('p', { class: 'error' }, letter.error.split('\n')[0]),
      h(
        'div',
        { class: 'actions' },
        h('button', { type: 'button', onclick: () => void inspect(letter.id) }, 'Inspect'),
        // A projection's dead letter has no work item to run again: replay its stream instead.
        letter.status === 'pending' && letter.workItemId !== null
          ? h('button', { type: 'button', onclick: () => void retry(letter) }, 'Retry')
          : null,
        letter.status === 'pending'
          ? h('button', { type: 'button', onclick: () => void discard(letter) }, 'Discard')
          : null,
      ),
    );
  }

  replace(
    root,
    h('h1', {}, 'Dead letters'),
    h(
      'form',
      {
        class: 'search',
        onsubmit: (event: Event) => {
          event.preventDefault();
          void load();
        },
      },
      status,
      listener,
      h('button', { type: 'submit' }, 'Filter'),
    ),
    message,
    h('div', { class: 'columns' }, list, detail),
  );
  void load();
}
