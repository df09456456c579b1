import { get, post, type DeadLetter } from '../api';
import { errorLine, h, json, replace, when } from '../dom';

interface RedriveReport {
  readonly redriven: readonly string[];
  readonly notFound: readonly string[];
  readonly notRedrivable: readonly string[];
}

/** A modal asking to confirm; with `reason`, it asks for one too. Resolves null when cancelled. */
function ask(question: string, reason: boolean): Promise<string | null> {
  return new Promise((resolve) => {
    const input = h('input', {
      name: 'reason',
      placeholder: 'why',
      'aria-label': 'Reason',
      required: reason,
    });
    const dialog = h(
      'dialog',
      { 'data-testid': 'confirm' },
      h(
        'form',
        { method: 'dialog' },
        h('p', {}, question),
        reason ? input : null,
        h(
          'menu',
          {},
          h('button', { value: 'cancel', formnovalidate: true }, 'Cancel'),
          h('button', { value: 'ok', class: 'primary' }, 'Confirm'),
        ),
      ),
    );
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(dialog.returnValue === 'ok' ? input.value.trim() : null);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}

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

  async function load(after?: string): Promise<void> {
    const query = new URLSearchParams({ limit: '50' });
    if (status.value !== 'all') query.set('status', status.value);
    if (listener.value.trim()) query.set('listener', listener.value.trim());
    if (after) query.set('after', after);
    try {
      const page = await get<{ items: DeadLetter[]; next: string | null }>(
        `/admin/dead-letters?${query}`,
      );
      if (signal.aborted) return;
      const rows = page.items.map(row);
      if (after) list.querySelector('.more')?.remove();
      else
        replace(
          list,
          page.items.length === 0
            ? h('p', { class: 'muted', 'data-testid': 'empty' }, 'No dead letters.')
            : null,
        );
      list.append(...rows);
      if (page.next)
        list.append(
          h(
            'button',
            { type: 'button', class: 'more', onclick: () => void load(page.next ?? undefined) },
            'More',
          ),
        );
    } catch (error) {
      replace(message, errorLine(error));
    }
  }

  async function inspect(id: string): Promise<void> {
    try {
      const letter = await get<DeadLetter>(`/admin/dead-letters/${id}`);
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
      replace(detail, errorLine(error));
    }
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
      const report = await post<RedriveReport>(`/admin/dead-letters/${letter.id}/retry`);
      replace(
        message,
        report.redriven.length > 0
          ? h('p', { class: 'ok', role: 'status' }, 'Re-driven.')
          : errorLine(
              "Not re-driven: only a pending saga step can be (replay a projection's stream instead).",
            ),
      );
      await load();
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
      await post(`/admin/dead-letters/${letter.id}/discard`, { reason });
      replace(message, h('p', { class: 'ok', role: 'status' }, 'Discarded.'));
      await load();
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
        letter.status === 'pending'
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
