import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * ICU's French collation, as PostgreSQL names it (Debian's server and the embedded one both have it): case
 * and accents count only to break ties ("de la Forêt" before "Pasteur", "Cèdres" before "Coquelicots",
 * "Élan" beside "elan"), where the database's C collation puts capitals first and accented letters last.
 * Equality stays exact (the collation is deterministic). docs/decisions.md, "Label order ignores case and
 * accents".
 */
export const FRENCH_COLLATION = '"fr-x-icu"';

/** An expression sorted as a French reader expects; a sort's index must be built on the same expression. */
export const frenchOrder = (expression: SQLWrapper): SQL =>
  sql`${expression} collate ${sql.raw(FRENCH_COLLATION)}`;
