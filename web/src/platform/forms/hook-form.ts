/**
 * What the app uses of react-hook-form, in a few KB (web/vite.config.ts resolves `react-hook-form` here; the types
 * stay the package's, so forms are written and type-checked against its API). The library cost every form page
 * 14.7 KB gzipped (issue 22). Same behaviour where the app relies on it:
 * - inputs are uncontrolled (`register`: the value lives in the store, the DOM shows it; typing re-renders nothing);
 *   `Controller`, `useWatch`, `watch()` and `useFieldArray` subscribe to what they read;
 * - validation on submit through the resolver, then again on every change of a field once submitted (its error
 *   only); the first field in error is focused;
 * - `values` follows the server: when it changes, the form resets to it.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- a runtime for the package's types (see above) */
import { createElement, useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';

type Values = Record<string, any>;
type FieldError = { type?: string; message?: string; [key: string]: unknown };
type Resolver = (values: Values, context: unknown, options: unknown) => Promise<{ values: Values; errors: Values }>;
interface RegisterOptions {
  valueAsNumber?: boolean;
  setValueAs?: (value: unknown) => unknown;
}
interface FieldEntry {
  element?: HTMLElement & { value?: unknown; checked?: boolean; type?: string; focus?: () => void };
  options: RegisterOptions;
  /** The register() answer, kept so that its ref callback is stable (React would call a new one every render). */
  props?: object;
}

const PATH_SEPARATOR = /[.[\]]+/;
const pathOf = (name: string) => name.split(PATH_SEPARATOR).filter(Boolean);

/** The value at a dotted path ('courses.0.items'), or `fallback`. */
export function get(object: unknown, path: string, fallback?: unknown): any {
  let current: any = object;
  for (const key of pathOf(path)) {
    if (current === null || current === undefined) return fallback;
    current = current[key];
  }
  return current === undefined ? fallback : current;
}

/** Sets the value at a dotted path in place, creating objects or arrays (numeric keys) on the way. */
export function set(object: Values, path: string, value: unknown): Values {
  const keys = pathOf(path);
  let current: any = object;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) current[key] = value;
    else {
      if (current[key] === null || typeof current[key] !== 'object')
        current[key] = /^\d+$/.test(keys[index + 1]!) ? [] : {};
      current = current[key];
    }
  });
  return object;
}

/** A copy of `object` with `path` set to `value`; the objects along the path are new, the rest shared. */
function withValue(object: Values, path: string[], value: unknown): Values {
  if (path.length === 0) return value as Values;
  const [key, ...rest] = path as [string, ...string[]];
  const base: any = Array.isArray(object) ? [...object] : { ...(object ?? {}) };
  base[key] = withValue(base[key], rest, value);
  return base;
}

function withoutValue(object: Values | undefined, path: string[]): Values | undefined {
  if (!object) return object;
  const [key, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    if (!(key in object)) return object;
    const { [key]: _removed, ...others } = object;
    return others;
  }
  const inner = withoutValue(object[key], rest);
  if (inner === object[key]) return object;
  return inner && Object.keys(inner).length > 0 ? { ...object, [key]: inner } : withoutValue(object, [key]);
}

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The value an input shows or holds, as the store keeps it. */
function readInput(element: FieldEntry['element'], options: RegisterOptions): unknown {
  const raw = element?.type === 'checkbox' ? element.checked : element?.value;
  if (options.valueAsNumber) return raw === '' ? NaN : Number(raw);
  return options.setValueAs ? options.setValueAs(raw) : raw;
}

function showInput(element: FieldEntry['element'], value: unknown) {
  if (!element) return;
  if (element.type === 'checkbox') element.checked = Boolean(value);
  else if ('value' in element) {
    const shown = value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
    if (element.value !== shown) element.value = shown;
  }
}

type Listener = () => void;

class FormStore {
  values: Values;
  defaultValues: Values;
  errors: Values = {};
  isSubmitting = false;
  isSubmitted = false;
  submitCount = 0;
  /** Field keys of the arrays useFieldArray shows, renewed when the array is replaced from outside. */
  arrayKeys = new Map<string, string[]>();
  readonly fields = new Map<string, FieldEntry>();
  private readonly listeners = new Set<Listener>();
  private version = 0;

  constructor(
    defaultValues: Values,
    public resolver: Resolver | undefined,
  ) {
    this.defaultValues = clone(defaultValues);
    this.values = clone(defaultValues);
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  snapshot = () => this.version;
  notify() {
    this.version++;
    this.listeners.forEach((listener) => listener());
  }

  setValue(name: string, value: unknown, { fromInput = false } = {}) {
    this.values = withValue(this.values, pathOf(name), value);
    if (!fromInput) {
      // Registered inputs under the path show their new value.
      for (const [field, entry] of this.fields)
        if (field === name || field.startsWith(`${name}.`)) showInput(entry.element, get(this.values, field));
    }
    this.notify();
    if (this.isSubmitted) void this.validateField(name);
  }

  setError(name: string, error: FieldError | undefined) {
    this.errors = error ? withValue(this.errors, pathOf(name), error) : (withoutValue(this.errors, pathOf(name)) ?? {});
    this.notify();
  }

  setResolver(resolver: Resolver | undefined) {
    this.resolver = resolver;
  }

  async resolve(): Promise<{ values: Values; errors: Values }> {
    if (!this.resolver) return { values: this.values, errors: {} };
    return this.resolver(this.values, undefined, { fields: {}, shouldUseNativeValidation: false });
  }

  /** Once submitted, a changed field shows its own error again (or loses it). */
  async validateField(name: string) {
    const { errors } = await this.resolve();
    const error = get(errors, name) as FieldError | undefined;
    const before = get(this.errors, name) as FieldError | undefined;
    if (!same(error, before)) this.setError(name, error);
  }

  reset(values?: Values) {
    if (values !== undefined) this.defaultValues = clone(values);
    this.values = clone(this.defaultValues);
    this.errors = {};
    this.isSubmitted = false;
    this.submitCount = 0;
    this.arrayKeys.clear();
    for (const [field, entry] of this.fields) showInput(entry.element, get(this.values, field));
    this.notify();
  }

  focus(name: string) {
    this.fields.get(name)?.element?.focus?.();
  }

  replaceErrors(errors: Values) {
    this.errors = errors;
    this.notify();
  }

  /** Runs a submit: the resolver, then the valid or invalid handler; the submitting flag around it. */
  async submit(onValid: (values: Values) => unknown, onInvalid?: (errors: Values) => unknown) {
    this.isSubmitting = true;
    this.notify();
    try {
      const { values, errors } = await this.resolve();
      this.isSubmitted = true;
      this.submitCount++;
      // Errors put by hand (setError, e.g. the server's) go with a new submit, as in react-hook-form.
      this.errors = errors;
      if (Object.keys(errors).length === 0) await onValid(values);
      else {
        const first = [...this.fields.keys()].find((name) => get(errors, name));
        if (first) this.focus(first);
        await onInvalid?.(errors);
      }
    } finally {
      this.isSubmitting = false;
      this.notify();
    }
  }
}

/** Re-renders the caller when the store changes and `select` gives another answer. */
function useStoreValue<T>(store: FormStore, key: string, select: () => T): T {
  const last = useRef<{ version: number; key: string; value: T } | null>(null);
  const read = () => {
    const version = store.snapshot();
    if (last.current?.version !== version || last.current.key !== key) {
      const value = select();
      // The same answer keeps its identity: no re-render for a change elsewhere in the form.
      if (!last.current || last.current.key !== key || !same(last.current.value, value))
        last.current = { version, key, value };
      else last.current = { version, key, value: last.current.value };
    }
    return last.current.value;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

const keyCounter = { next: 0 };
const newKey = () => `k${++keyCounter.next}`;

export function useForm(options: { defaultValues?: Values; values?: Values; resolver?: Resolver } = {}) {
  const [store] = useState(() => new FormStore(options.values ?? options.defaultValues ?? {}, options.resolver));
  useEffect(() => store.setResolver(options.resolver), [store, options.resolver]);
  // The host re-renders on form state (errors, submitting); on values only when it watches them.
  const watching = useRef(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const seen = useRef({ errors: store.errors, isSubmitting: store.isSubmitting, values: store.values });
  useEffect(() => {
    const unsubscribe = store.subscribe(() => {
      const now = { errors: store.errors, isSubmitting: store.isSubmitting, values: store.values };
      const changed =
        now.errors !== seen.current.errors ||
        now.isSubmitting !== seen.current.isSubmitting ||
        (watching.current && now.values !== seen.current.values);
      seen.current = now;
      if (changed) rerender();
    });
    return () => {
      unsubscribe();
    };
  }, [store]);
  // `values` follows the server's data: a new answer resets the form to it.
  const lastValues = useRef(options.values);
  useEffect(() => {
    if (options.values !== undefined && !same(options.values, lastValues.current)) store.reset(options.values);
    lastValues.current = options.values;
  }, [options.values, store]);

  return useMemo(() => {
    const register = (name: string, registerOptions: RegisterOptions = {}) => {
      const entry = store.fields.get(name) ?? { options: registerOptions };
      entry.options = registerOptions;
      store.fields.set(name, entry);
      entry.props ??= {
        name,
        onChange: async (event: { target: FieldEntry['element'] }) => {
          store.setValue(name, readInput(event.target, entry.options), { fromInput: true });
        },
        onBlur: async () => undefined,
        ref: (element: FieldEntry['element'] | null) => {
          if (!element) return;
          entry.element = element;
          showInput(element, get(store.values, name));
        },
      };
      return entry.props;
    };
    const handleSubmit =
      (onValid: (values: any, event?: unknown) => unknown, onInvalid?: (errors: Values, event?: unknown) => unknown) =>
      async (event?: { preventDefault?: () => void }) => {
        event?.preventDefault?.();
        await store.submit((values) => onValid(values, event), onInvalid && ((errors) => onInvalid(errors, event)));
      };
    const form = {
      control: store,
      /** Read at each render of the host, which re-renders when the errors or the submitting flag change. */
      get formState() {
        return {
          errors: store.errors,
          isSubmitting: store.isSubmitting,
          isSubmitted: store.isSubmitted,
          submitCount: store.submitCount,
          isDirty: !same(store.values, store.defaultValues),
        };
      },
      register,
      handleSubmit,
      setError: (name: string, error: FieldError, opts?: { shouldFocus?: boolean }) => {
        store.setError(name, error);
        if (opts?.shouldFocus) store.focus(name);
      },
      clearErrors: (name?: string | string[]) => {
        if (name === undefined) store.replaceErrors({});
        else for (const one of [name].flat()) store.setError(one, undefined);
      },
      setValue: (name: string, value: unknown) => store.setValue(name, clone(value)),
      getValues: (name?: string | string[]) =>
        name === undefined
          ? store.values
          : Array.isArray(name)
            ? name.map((one) => get(store.values, one))
            : get(store.values, name),
      reset: (values?: Values) => store.reset(values),
      setFocus: (name: string) => store.focus(name),
      trigger: async (name?: string) => {
        const { errors } = await store.resolve();
        if (name === undefined) {
          store.replaceErrors(errors);
          return Object.keys(errors).length === 0;
        }
        store.setError(name, get(errors, name));
        return !get(errors, name);
      },
      watch: (name?: string | string[]) => {
        watching.current = true;
        if (name === undefined) return store.values;
        return Array.isArray(name) ? name.map((one) => get(store.values, one)) : get(store.values, name);
      },
    };
    return form;
  }, [store]);
}

/** The value(s) at `name` (all values without one), re-rendering the caller when they change. */
export function useWatch({ control, name }: { control: FormStore; name?: string | string[] }) {
  return useStoreValue(control, JSON.stringify(name ?? null), () =>
    name === undefined
      ? control.values
      : Array.isArray(name)
        ? name.map((one) => get(control.values, one))
        : get(control.values, name),
  );
}

interface ControllerProps {
  control: FormStore;
  name: string;
  render: (props: { field: object; fieldState: { error?: FieldError; invalid: boolean } }) => React.ReactElement;
}

function ControllerField({ control, name, render }: ControllerProps) {
  const value = useStoreValue(control, name, () => get(control.values, name));
  const error = useStoreValue(control, name, () => get(control.errors, name) as FieldError | undefined);
  const entry = control.fields.get(name) ?? { options: {} };
  control.fields.set(name, entry);
  const field = {
    name,
    value,
    onChange: (eventOrValue: any) => {
      const target = eventOrValue?.target;
      const next =
        target && typeof eventOrValue === 'object' && 'target' in eventOrValue
          ? target.type === 'checkbox'
            ? target.checked
            : target.value
          : eventOrValue;
      control.setValue(name, next, { fromInput: true });
    },
    onBlur: () => undefined,
    ref: (element: FieldEntry['element'] | null) => {
      if (element) entry.element = element;
    },
    disabled: undefined,
  };
  return render({ field, fieldState: { error, invalid: Boolean(error) } });
}

export function Controller(props: ControllerProps) {
  return createElement(ControllerField, props);
}

/** A list field: its items with stable keys, and the operations that change it. */
export function useFieldArray({
  control,
  name,
  keyName = 'id',
}: {
  control: FormStore;
  name: string;
  keyName?: string;
}) {
  const items = (useWatch({ control, name }) as Values[] | undefined) ?? [];
  let keys = control.arrayKeys.get(name);
  if (!keys || keys.length !== items.length) {
    keys = items.map((_, index) => keys?.[index] ?? newKey());
    control.arrayKeys.set(name, keys);
  }
  const change = (next: Values[], nextKeys: string[]) => {
    control.arrayKeys.set(name, nextKeys);
    control.setValue(name, next);
  };
  const current = () => ({
    list: [...((get(control.values, name) as Values[] | undefined) ?? [])],
    keys: [...(control.arrayKeys.get(name) ?? [])],
  });
  const many = (value: Values | Values[]) => clone([value].flat());
  return {
    fields: items.map((item, index) => ({ ...item, [keyName]: keys[index] })),
    append: (value: Values | Values[]) => {
      const { list, keys: k } = current();
      const added = many(value);
      change([...list, ...added], [...k, ...added.map(newKey)]);
    },
    prepend: (value: Values | Values[]) => {
      const { list, keys: k } = current();
      const added = many(value);
      change([...added, ...list], [...added.map(newKey), ...k]);
    },
    insert: (index: number, value: Values | Values[]) => {
      const { list, keys: k } = current();
      const added = many(value);
      list.splice(index, 0, ...added);
      k.splice(index, 0, ...added.map(newKey));
      change(list, k);
    },
    remove: (index?: number | number[]) => {
      const { list, keys: k } = current();
      if (index === undefined) return change([], []);
      const gone = new Set([index].flat());
      change(
        list.filter((_, i) => !gone.has(i)),
        k.filter((_, i) => !gone.has(i)),
      );
    },
    move: (from: number, to: number) => {
      const { list, keys: k } = current();
      list.splice(to, 0, ...list.splice(from, 1));
      k.splice(to, 0, ...k.splice(from, 1));
      change(list, k);
    },
    swap: (a: number, b: number) => {
      const { list, keys: k } = current();
      [list[a], list[b]] = [list[b]!, list[a]!];
      [k[a], k[b]] = [k[b]!, k[a]!];
      change(list, k);
    },
    update: (index: number, value: Values) => {
      const { list, keys: k } = current();
      list[index] = clone(value);
      change(list, k);
    },
    replace: (value: Values[]) => {
      const next = clone(value);
      change(next, next.map(newKey));
    },
  };
}
