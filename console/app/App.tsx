export function App() {
  return <main data-testid="console-root">农机服务管理平台</main>;
}
