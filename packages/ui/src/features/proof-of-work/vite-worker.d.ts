/** Vite's `?worker` imports: a constructor of the module as a web worker, bundled as a file. */
declare module '*?worker' {
  const WorkerConstructor: new (options?: { name?: string }) => Worker;
  export default WorkerConstructor;
}
