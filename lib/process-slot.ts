/**
 * One value per server process, shared by every bundle that imports this (instrumentation.ts and each
 * route are bundled apart, so a module-level variable would be one per bundle) and kept across hot
 * reloads. It lives on globalThis under a registered symbol of its own name, never a string key.
 */
export type ProcessSlot<T> = {
  get(): T | undefined;
  set(value: T | undefined): void;
  /** The value, made by `create` on first use. */
  getOrCreate(create: () => T): T;
};

export function processSlot<T>(name: string): ProcessSlot<T> {
  const key = Symbol.for(`lumina.${name}`);
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get: () => slots[key],
    set: (value) => {
      slots[key] = value;
    },
    getOrCreate: (create) => (slots[key] ??= create()),
  };
}
