import type { PermissionAction, PermissionArea } from '@vetbo/domain/permissions';
import { baseUrl } from './api.ts';

export type JsonSchema = Record<string, any>;

export type Access =
  | 'public'
  | 'authenticated'
  | 'leader'
  | { area: PermissionArea; action: PermissionAction };

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** Path template, e.g. `/v1/veterinary_establishments/{id}`. */
  path: string;
  operationId: string;
  access: Access | undefined;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** The statuses the document says the operation answers. */
  statuses: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** The running server's own OpenAPI document: every operation a client can call, new ones included. */
export async function loadOpenApi(): Promise<{ document: OpenApiDocument; operations: Operation[] }> {
  const response = await fetch(`${baseUrl()}/v1/openapi.json`);
  if (!response.ok) throw new Error(`/v1/openapi.json answered ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId ?? `${method} ${path}`,
        access: operation['x-access'],
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        statuses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return { document, operations };
}

/** `#/components/schemas/X` references replaced by their schema (one level at a time). */
export function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < 10; hops++) {
    const name = String(current.$ref).replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) throw new Error(`unresolved ${current.$ref}`);
    current = target;
  }
  return current;
}

/** The path with every `{name}` replaced by `value`. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => value(name));
}

export const describeAccess = (access: Access | undefined) =>
  typeof access === 'object' ? `${access.action} ${access.area}` : String(access);
