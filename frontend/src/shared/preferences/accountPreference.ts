/**
 * A look-and-feel preference that lives on the account and in the browser (the theme, the
 * language): the browser shows a pick at once and keeps it; a signed-in user's account value is
 * adopted whenever the session's user changes (sign-in on any browser, the profile fetched again)
 * and a pick is saved to it. A failed save is remembered under `unsavedKey` (the user's id) and
 * sent again on the next profile fetch, instead of the account's older value replacing the pick.
 */
import { session, type User } from "@/shared/auth/session";

import { readStorage, writeStorage } from "./storage";

export type SaveToAccount<T> = (value: T) => Promise<User>;

export interface PreferenceHooks<T extends string> {
  /** The account's field holding the preference. */
  field: "theme" | "language";
  unsavedKey: string;
  isValid: (value: unknown) => value is T;
  /** The value the page shows now. */
  current: () => T;
  /** Show the account's value (and keep it in this browser). */
  adopt: (value: T) => void;
}

export class AccountPreference<T extends string> {
  private seenUser: User | null = null;
  private retrying = false;
  private readonly stop: () => void;

  constructor(
    private readonly hooks: PreferenceHooks<T>,
    private save: SaveToAccount<T> | null = null,
  ) {
    this.stop = session.subscribe(() => this.adoptAccount());
  }

  /** How a pick is saved to the signed-in account (set once the API client is loaded). */
  setSaver(save: SaveToAccount<T>) {
    this.save = save;
    this.forget();
    this.adoptAccount();
  }

  /** The page shows `value` already: save it to the signed-in account. A failed save rejects
   * (the caller says so); the pick stays in this browser. */
  async saved(value: T): Promise<void> {
    const user = session.get().user;
    if (!user || !session.isSignedIn() || !this.save) return;
    if (user[this.hooks.field] === value) return writeStorage(this.hooks.unsavedKey, null);
    writeStorage(this.hooks.unsavedKey, String(user.id));
    await this.save(value);
    if (this.hooks.current() === value) writeStorage(this.hooks.unsavedKey, null);
  }

  /** Back to a fresh browser's state: the next user seen is adopted again. */
  forget() {
    this.seenUser = null;
  }

  destroy() {
    this.stop();
  }

  /** A new or refreshed signed-in user brings their account's value, unless this browser holds a
   * newer pick the account has not got yet: that one is sent again instead. */
  adoptAccount() {
    const user = session.get().user;
    if (user === this.seenUser) return;
    this.seenUser = user;
    const value = user?.[this.hooks.field];
    if (!user || !this.hooks.isValid(value)) return;
    if (readStorage(this.hooks.unsavedKey) === String(user.id)) {
      if (value === this.hooks.current()) return writeStorage(this.hooks.unsavedKey, null);
      this.saveAgain();
      return;
    }
    writeStorage(this.hooks.unsavedKey, null);
    if (value !== this.hooks.current()) this.hooks.adopt(value);
  }

  private saveAgain() {
    if (this.retrying || !this.save || !session.isSignedIn()) return;
    this.retrying = true;
    const value = this.hooks.current();
    this.save(value)
      .then(() => {
        if (this.hooks.current() === value) writeStorage(this.hooks.unsavedKey, null);
      })
      // Still unsaved: the next profile fetch tries again.
      .catch(() => undefined)
      .finally(() => {
        this.retrying = false;
      });
  }
}
