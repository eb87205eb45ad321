import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiFolder = fileURLToPath(new URL('../../', import.meta.url));

/** The API started as its own operating-system process (`src/main.ts`, tsx loading it). */
export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What it wrote to standard error (its JSON log), for a failing test's message. */
  log(): string;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
  /** Sends `signal` and resolves with the exit code (null: ended by a signal) once it exits. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `src/main.ts` on a free port of 127.0.0.1 with `env` on top of the test's environment
 * (e.g. DATABASE_URL and DATABASE_SCHEMA); resolves once it says where it runs.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  // One process (tsx as node's loader, not its wrapper, which would outlive a SIGKILL of it).
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@zar/source', 'src/main.ts'],
    {
      cwd: apiFolder,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        ZAR_ENV: 'test',
        ZAR_DATA_DIR: 'memory://',
        SITE_DIR: '/nonexistent/zar-site',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors = (errors + chunk).slice(-20_000);
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const fail = (reason: string) => {
      child.kill('SIGKILL');
      reject(new Error(`${reason}\n${errors.slice(-2_000)}`));
    };
    const timer = setTimeout(() => fail('the API did not start within 60 s'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`the API exited with code ${code}`);
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const found = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
  });

  return {
    url,
    log: () => errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
