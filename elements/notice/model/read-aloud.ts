/**
 * Read-aloud of pushed messages. The spec sends each message to a third-party speech URL; the
 * browser's own speech synthesis is used instead, so no message text leaves the browser.
 * On by default; the choice is kept in this browser.
 */
const STORAGE_KEY = 'farm-notice.readAloud';

type Listener = () => void;
const listeners = new Set<Listener>();
/** The choice made on this page; it wins over a storage that could not be written. */
let remembered: boolean | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function getReadAloud(): boolean {
  return storage()?.getItem(STORAGE_KEY) !== 'off';
}

export function setReadAloud(on: boolean): void {
  try {
    storage()?.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // A full or blocked storage keeps the choice for this page only.
  }
  remembered = on;
  for (const listener of [...listeners]) listener();
}

/** The current choice. */
export function readAloudEnabled(): boolean {
  return remembered ?? getReadAloud();
}

export function subscribeReadAloud(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface SpeechPort {
  speak(text: string): void;
}

/** The browser's speech synthesis, or null where there is none. */
export function browserSpeech(): SpeechPort | null {
  const synth = globalThis.speechSynthesis;
  const Utterance = globalThis.SpeechSynthesisUtterance;
  if (!synth || !Utterance) return null;
  return {
    speak(text) {
      const utterance = new Utterance(text);
      utterance.lang = 'zh-CN';
      synth.speak(utterance);
    },
  };
}

/** Reads a pushed message's text when read-aloud is on; an empty text is not read. */
export function readMessageAloud(
  text: string | undefined,
  enabled: boolean,
  speech: SpeechPort | null = browserSpeech(),
): boolean {
  const words = text?.trim();
  if (!enabled || !words || !speech) return false;
  speech.speak(words);
  return true;
}
