// vxe-table's own declarations import vxe-pc-ui, which the benchmark does not need or install:
// the page imports its ES build directly and declares the two things it uses.
declare module 'vxe-table/es/index.esm.js' {
  import type { Component, Plugin } from 'vue';

  export const VxeGrid: Component;
  const VxeUITable: Plugin;
  export default VxeUITable;
}
