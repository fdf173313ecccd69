/** A user's text inside a LIKE pattern: `%`, `_` and `\` match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
