import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Compiler = FastifySerializerCompiler<z.ZodType>;

/**
 * Answers are written by a serializer compiled from each route's response schema (fast-json-stringify,
 * from the zod schema's JSON Schema): it writes the declared fields only, as zod's output would, without
 * building a validated copy of every record first (a list's 20 records are a tenth of its CPU).
 *
 * `verify` (on in tests) runs zod's own serializer as well and refuses any answer where the two differ or
 * that the schema refuses, so that every API test checks the compiled serializer against the schema.
 * A schema JSON Schema cannot express keeps zod's serializer.
 */
export function responseSerializerCompiler({ verify }: { verify: boolean }): Compiler {
  return (route) => {
    const checked = zodSerializerCompiler(route);
    let compiled: (data: unknown) => string;
    try {
      const jsonSchema = z.toJSONSchema(route.schema as z.ZodType, {
        io: 'output',
        unrepresentable: 'throw',
      });
      compiled = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    } catch {
      return checked;
    }
    if (!verify) return compiled;
    return (data) => {
      const expected = checked(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `The compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) wrote ${written}, the schema's ${expected}`,
        );
      }
      return written;
    };
  };
}
