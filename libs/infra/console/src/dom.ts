type Child = Node | string | number | null | undefined | false;
type Attributes = Record<string, string | number | boolean | EventListener | undefined>;

/** Builds an element: attributes (`on…` are listeners), then children (text is escaped). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, String(value));
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}

/** JSON, indented, in a <pre>. */
export function json(value: unknown): HTMLPreElement {
  return h('pre', { class: 'json' }, JSON.stringify(value, null, 2));
}

export function when(iso: string): string {
  return new Date(iso).toLocaleString();
}

export function errorLine(error: unknown): HTMLParagraphElement {
  return h(
    'p',
    { class: 'error', role: 'alert' },
    error instanceof Error ? error.message : String(error),
  );
}

/** A modal asking to confirm; with `reason`, it asks for one too. Resolves null when cancelled. */
export function ask(question: string, reason: boolean): Promise<string | null> {
  return new Promise((resolve) => {
    const input = h('input', {
      name: 'reason',
      placeholder: 'why',
      'aria-label': 'Reason',
      required: reason,
      maxlength: 500,
      // Spaces only would be refused by the API.
      pattern: '.*\\S.*',
    });
    const dialog = h('dialog', { 'data-testid': 'confirm' });
    const form = h(
      'form',
      { method: 'dialog' },
      h('p', {}, question),
      reason ? input : null,
      h(
        'menu',
        {},
        // Not a submit button: Enter in the reason confirms.
        h('button', { type: 'button', onclick: () => dialog.close('cancel') }, 'Cancel'),
        h('button', { value: 'ok', class: 'primary' }, 'Confirm'),
      ),
    );
    dialog.append(form);
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(dialog.returnValue === 'ok' ? input.value.trim() : null);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}
