import { createContext, useCallback, useContext, useEffect, useMemo, useState, type RefObject } from 'react';

/**
 * Which of our native modal dialogs are open, newest last. A modal `<dialog>` sits in the
 * browser's top layer and makes everything outside it inert, so toasts raised while one is open
 * must be drawn inside the newest dialog to be seen, clicked and announced.
 */
interface TopLayerRegistry {
  register(dialog: HTMLElement): () => void;
}

const TopLayerContext = createContext<TopLayerRegistry | null>(null);

export const TopLayerProvider = TopLayerContext.Provider;

export interface TopLayerStack {
  registry: TopLayerRegistry;
  top: HTMLElement | null;
}

/** Owned by the notice provider: the registry to provide and the dialog currently on top. */
export function useTopLayerStack(): TopLayerStack {
  const [stack, setStack] = useState<HTMLElement[]>([]);
  const register = useCallback((dialog: HTMLElement) => {
    setStack((current) => [...current.filter((entry) => entry !== dialog), dialog]);
    return () => setStack((current) => current.filter((entry) => entry !== dialog));
  }, []);
  const registry = useMemo(() => ({ register }), [register]);
  return { registry, top: stack.at(-1) ?? null };
}

/** Called by every dialog: while `open`, it is the top-layer host for notices. */
export function useTopLayerEntry(dialog: RefObject<HTMLElement | null>, open: boolean): void {
  const registry = useContext(TopLayerContext);
  useEffect(() => {
    const element = dialog.current;
    if (!registry || !open || !element) return undefined;
    return registry.register(element);
  }, [registry, open, dialog]);
}
