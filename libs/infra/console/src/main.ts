import './style.css';
import { ApiError, get, setToken, token, whenUnauthorized, type Health } from './api';
import { h, replace } from './dom';
import { deadLettersPage } from './pages/dead-letters';
import { dedupPage } from './pages/dedup';
import { projectionsPage } from './pages/projections';
import { streamsPage } from './pages/streams';

/** A page draws itself into `root` and stops its polling and streams when `signal` aborts. */
export type Page = (root: HTMLElement, signal: AbortSignal) => void;

const PAGES: Record<string, Page> = {
  streams: streamsPage,
  projections: projectionsPage,
  'dead-letters': deadLettersPage,
  dedup: dedupPage,
};

const root = document.getElementById('page') as HTMLElement;
const logout = document.getElementById('logout') as HTMLButtonElement;
let current: AbortController | null = null;
let loginShown = false;

function pageName(): string {
  const name = location.hash.replace(/^#\/?/, '');
  return Object.hasOwn(PAGES, name) ? name : 'streams';
}

function show(): void {
  current?.abort();
  current = new AbortController();
  loginShown = false;
  const name = pageName();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('nav a')) {
    link.classList.toggle('active', link.dataset.page === name);
  }
  logout.hidden = token() === null;
  replace(root);
  PAGES[name](root, current.signal);
}

/** Asked for when the API answers 401/403: the admin token, kept for this browser tab only. */
function login(refused: boolean): void {
  if (loginShown) return;
  loginShown = true;
  logout.hidden = true;
  current?.abort();
  current = new AbortController();
  const input = h('input', {
    type: 'password',
    name: 'token',
    autocomplete: 'current-password',
    placeholder: 'admin token',
    required: true,
    'aria-label': 'Admin token',
  });
  const form = h(
    'form',
    {
      class: 'login',
      'data-testid': 'login',
      onsubmit: (event: Event) => {
        event.preventDefault();
        setToken(input.value.trim());
        show();
      },
    },
    h('h1', {}, 'Log in'),
    h('p', {}, 'This API requires a token with the admin role.'),
    refused && token() !== null
      ? h('p', { class: 'error', role: 'alert' }, 'That token was refused.')
      : null,
    input,
    h('button', { type: 'submit' }, 'Log in'),
  );
  replace(root, form);
  input.focus();
}

whenUnauthorized(() => login(true));
logout.addEventListener('click', () => {
  setToken(null);
  login(false);
});

async function health(): Promise<void> {
  const status = document.querySelector<HTMLElement>('[data-testid="store-status"]') as HTMLElement;
  try {
    const answer = await get<Health>('/health');
    status.textContent = `${answer.store} · ${answer.status}`;
    status.className = 'status ok';
  } catch (error) {
    // 503 still names the store.
    const body = error instanceof ApiError ? (error.body as { store?: unknown } | null) : null;
    status.textContent =
      typeof body?.store === 'string'
        ? `${body.store} · unavailable`
        : `store unavailable (${error instanceof Error ? error.message : String(error)})`;
    status.className = 'status down';
  }
}

window.addEventListener('hashchange', show);
void health();
setInterval(() => void health(), 5000);
show();
