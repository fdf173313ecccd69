/**
 * Sets these variables of the process's environment (undefined: removed) and answers how to give them back
 * as they were. For settings a module reads from the environment as the server starts (the e-invoicing
 * module's): the test files share the process (vitest.config.ts), so the next file's servers must not
 * inherit them.
 */
export function setEnvironment(values: Record<string, string | undefined>): () => void {
  const before = Object.entries(values).map(([name]) => [name, process.env[name]] as const);
  const assign = (entries: Iterable<readonly [string, string | undefined]>) => {
    for (const [name, value] of entries)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
  assign(Object.entries(values));
  return () => assign(before);
}
