/** The oldest Node.js major Vetbo supports: 22 (maintenance LTS until April 2027); 24 LTS is the target (.nvmrc). */
export const OLDEST_SUPPORTED_NODE = 22;

/**
 * What to tell the operator about the Node.js running the server, or null when it is supported: an older
 * major (Node.js 20 reached its end of life on 30 April 2026) still runs the product but gets no security
 * fixes, and a release that is not LTS is not one to run a product on.
 */
export function runtimeWarning(version: string, lts: string | undefined): string | null {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (major < OLDEST_SUPPORTED_NODE)
    return (
      `Node.js ${version} is past its end of life and gets no security fixes: run Vetbo on Node.js 24 LTS ` +
      `(.nvmrc; ${OLDEST_SUPPORTED_NODE} is supported too).`
    );
  if (!lts) return `Node.js ${version} is not an LTS release: run Vetbo on Node.js 24 LTS (.nvmrc).`;
  return null;
}
