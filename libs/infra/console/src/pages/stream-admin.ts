import { del, get, put, type StreamDeletion, type StreamMetadata } from '../api';
import { ask, errorLine, h, replace } from '../dom';

type Limit = 'maxCount' | 'maxAgeSeconds' | 'truncateBefore';

const LIMITS: readonly { readonly field: Limit; readonly label: string; readonly min: number }[] = [
  { field: 'maxCount', label: 'Max count', min: 1 },
  { field: 'maxAgeSeconds', label: 'Max age (s)', min: 1 },
  { field: 'truncateBefore', label: 'Truncate before', min: 0 },
];

/**
 * An admin's controls of one stream (docs/stream-lifecycle.md): its metadata, shown and set
 * (an empty field clears that limit; custom metadata is kept), and delete or tombstone after a
 * confirmation. `changed` runs after each change, to show the stream again.
 */
export function streamAdminPanel(
  streamId: string,
  signal: AbortSignal,
  changed: () => void,
): HTMLElement {
  const path = `/admin/streams/${encodeURIComponent(streamId)}`;
  const panel = h('section', { class: 'stream-admin', 'data-testid': 'stream-admin' });
  const message = h('div', { 'data-testid': 'stream-admin-message' });

  function say(text: string): void {
    replace(message, h('p', { class: 'ok', role: 'status' }, text));
  }

  async function load(): Promise<void> {
    try {
      const current = await get<StreamMetadata>(`${path}/metadata`);
      if (!signal.aborted) draw(current);
    } catch (error) {
      if (!signal.aborted) replace(panel, h('h3', {}, 'Lifecycle'), errorLine(error));
    }
  }

  function draw(current: StreamMetadata): void {
    const inputs = LIMITS.map(({ field, label, min }) =>
      h('input', {
        type: 'number',
        name: field,
        min,
        step: 1,
        placeholder: 'none',
        'aria-label': label,
        value: current.metadata[field] ?? undefined,
      }),
    );
    const form = h(
      'form',
      {
        class: 'search',
        onsubmit: (event: Event) => {
          event.preventDefault();
          const limits = Object.fromEntries(
            LIMITS.flatMap(({ field }, i) =>
              inputs[i].value.trim() === '' ? [] : [[field, Number(inputs[i].value)]],
            ),
          );
          void save(current, limits);
        },
      },
      ...LIMITS.flatMap(({ label }, i) => [h('label', {}, label, ' ', inputs[i])]),
      h('button', { type: 'submit' }, 'Save metadata'),
    );
    replace(
      panel,
      h(
        'h3',
        {},
        'Lifecycle ',
        h('span', { class: 'muted' }, `metadata v${current.metadataVersion}`),
      ),
      form,
      current.metadata.custom
        ? h('p', { class: 'muted' }, `custom: ${JSON.stringify(current.metadata.custom)}`)
        : null,
      h(
        'div',
        { class: 'actions' },
        h('button', { type: 'button', onclick: () => void remove(false) }, 'Delete stream'),
        h('button', { type: 'button', onclick: () => void remove(true) }, 'Tombstone stream'),
      ),
      message,
    );
  }

  async function save(current: StreamMetadata, limits: Record<string, number>): Promise<void> {
    try {
      const body = {
        ...limits,
        ...(current.metadata.custom ? { custom: current.metadata.custom } : {}),
        // A change made meanwhile by someone else fails (409) instead of being overwritten.
        expectedMetadataVersion: current.metadataVersion,
      };
      const saved = await put<StreamMetadata>(`${path}/metadata`, body);
      if (signal.aborted) return;
      draw(saved);
      say(`Metadata saved (v${saved.metadataVersion}).`);
      changed();
    } catch (error) {
      if (!signal.aborted) replace(message, errorLine(error));
    }
  }

  async function remove(tombstone: boolean): Promise<void> {
    const question = tombstone
      ? `Tombstone ${streamId}? It is deleted for good: no one can append to it or read it again.`
      : `Delete ${streamId}? Reads answer "not found" until the next append, which continues its versions.`;
    if ((await ask(question, false)) === null) return;
    try {
      const done = await del<StreamDeletion>(tombstone ? `${path}?tombstone=true` : path);
      if (signal.aborted) return;
      changed();
      if (done.deletion === 'tombstone') {
        // Nothing is left to set: its metadata answers 410 too.
        replace(panel, h('h3', {}, 'Lifecycle'), message);
        say(`Tombstoned at position ${done.position}: deleted for good.`);
        return;
      }
      await load();
      say(`Deleted at position ${done.position}.`);
    } catch (error) {
      if (!signal.aborted) replace(message, errorLine(error));
    }
  }

  void load();
  return panel;
}
