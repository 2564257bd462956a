/**
 * The signed-in session: tokens and the current user, kept in local storage under the keys the
 * spec names (access, refresh, user) so a reload keeps the user signed in.
 */
import type { components } from "@/shared/api/schema";

export type User = components["schemas"]["UserOut"];

export interface Session {
  access: string | null;
  refresh: string | null;
  user: User | null;
}

const KEYS = { access: "access", refresh: "refresh", user: "user" } as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function storedUser(): User | null {
  try {
    const raw = localStorage.getItem(KEYS.user);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

function read(): Session {
  const user = storedUser();
  return {
    access: localStorage.getItem(KEYS.access),
    refresh: localStorage.getItem(KEYS.refresh),
    user,
  };
}

let current: Session = read();

function write(next: Session) {
  current = next;
  for (const key of ["access", "refresh"] as const) {
    const value = next[key];
    if (value) localStorage.setItem(KEYS[key], value);
    else localStorage.removeItem(KEYS[key]);
  }
  if (next.user) localStorage.setItem(KEYS.user, JSON.stringify(next.user));
  else localStorage.removeItem(KEYS.user);
  listeners.forEach((listener) => listener());
}

export const session = {
  get: (): Session => current,
  isSignedIn: (): boolean => Boolean(current.access),
  signIn(tokens: { access: string; refresh: string }, user: User) {
    write({ access: tokens.access, refresh: tokens.refresh, user });
  },
  setTokens(tokens: { access: string; refresh: string }) {
    write({ ...current, access: tokens.access, refresh: tokens.refresh });
  },
  setUser(user: User) {
    write({ ...current, user });
  },
  clear() {
    write({ access: null, refresh: null, user: null });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-read storage, for a sign-in or sign-out done in another tab. */
  reload() {
    current = read();
    listeners.forEach((listener) => listener());
  },
};

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || Object.values(KEYS).includes(event.key as never)) session.reload();
  });
}
