/**
 * Emotion's `styled` forwards only props it knows to be HTML attributes, and `part` is not one of
 * them. Widgets name their CSS parts (`::part(...)`) on styled elements, so their styled components
 * pass this option: `part` reaches the DOM, `$`-prefixed style props never do.
 */
export const withPart = { shouldForwardProp: (prop: string) => prop === 'part' || !prop.startsWith('$') };
