// Vite (and the element tests' esbuild plugin) load `?inline` CSS as its text, for shadow roots.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
