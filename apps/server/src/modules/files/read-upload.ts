import { fieldProblem } from '../../lib/constraint-problems.ts';
import { refusal } from '../../lib/problem.ts';
import { FILE_PROBLEMS } from './files.problems.ts';
import { sniffMediaType } from './sniff-file.ts';

export interface UploadRules {
  maxBytes: number;
  /** Message key when the decoded file is over `maxBytes`. */
  tooLarge: string;
  allowedTypes: readonly string[];
  /** Message key when the content is of another type. */
  notAllowed: string;
}

/**
 * The bytes of an upload and their real type, refused when empty, over the limit (the base64 length
 * checked by the schema only approximates it) or of a type the rules do not allow.
 */
export async function readUpload(content: string, name: string, rules: UploadRules) {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0) throw fieldProblem('content', 'emptyFile');
  if (bytes.length > rules.maxBytes) throw fieldProblem('content', rules.tooLarge);
  const mediaType = await sniffMediaType(bytes, name);
  if (!rules.allowedTypes.includes(mediaType)) {
    throw refusal(FILE_PROBLEMS.FILE_REFUSED, {
      errors: [{ path: 'content', message: rules.notAllowed }],
      params: {
        mediaType,
      },
    });
  }
  return { bytes, mediaType };
}
