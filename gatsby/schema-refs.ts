// References between the JSON Schemas of data/ (schemas/data/): a shape defined once under `$defs` and
// used with `$ref`, either in the same schema (`#/$defs/menuItem`) or in the shared one
// (`common.schema.json#/$defs/localizedString`). Ajv follows them when it validates; the build's other
// readers of the schemas (the GraphQL types, gatsby/graphql-types.ts; the editor's fields,
// gatsby/cms/schema-fields.ts) follow them here, the same way.
import fs from 'fs';
import path from 'path';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON Schema nodes of any shape, walked at run time

/** Where a resolved reference pointed: its schema file and the name of the definition (`localizedString`). */
export type RefTarget = { file: string; name: string };

/** A schema node with its `$ref` followed (the use site's own keywords, such as its title, win), and where it came from. */
export type Resolved = { node: Json; file: string; ref?: RefTarget };

/** The schemas of one folder (schemas/data), read once each. */
export class SchemaFiles {
  private readonly cache = new Map<string, Json>();

  constructor(readonly dir: string) {}

  read(file: string): Json {
    let schema = this.cache.get(file);
    if (!schema) {
      schema = JSON.parse(fs.readFileSync(path.join(this.dir, file), 'utf8'));
      this.cache.set(file, schema);
    }
    return schema;
  }

  /**
   * `node` with its reference followed, in the schema `file` it appears in. A reference to a reference is
   * followed too; the definition's name is the last one's. Only references inside the schema folder are
   * followed (no URLs); a reference that does not resolve, or a loop, throws naming it.
   */
  resolve(node: Json, file: string): Resolved {
    let current: Resolved = { node, file };
    const seen = new Set<string>();
    while (current.node && typeof current.node === 'object' && typeof current.node.$ref === 'string') {
      const ref: string = current.node.$ref;
      const [target = '', pointer = ''] = ref.split('#');
      const targetFile = target === '' ? current.file : target;
      const key = `${targetFile}#${pointer}`;
      if (seen.has(key)) throw new Error(`schemas: ${current.file}: $ref ${ref} refers to itself`);
      seen.add(key);
      if (/^[a-z]+:/i.test(targetFile) || targetFile.includes('/'))
        throw new Error(`schemas: ${current.file}: $ref ${ref}: only schemas of the same folder are followed`);
      const definition = this.pointer(this.read(targetFile), pointer, `${current.file}: $ref ${ref}`);
      const { $ref: _ref, ...own } = current.node;
      const parts = pointer.split('/').filter(Boolean);
      current = { node: { ...definition, ...own }, file: targetFile, ref: { file: targetFile, name: parts[parts.length - 1] ?? targetFile } };
    }
    return current;
  }

  private pointer(schema: Json, pointer: string, where: string): Json {
    let node = schema;
    for (const raw of pointer.split('/').filter(Boolean)) {
      const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (!node || typeof node !== 'object' || !(part in node)) throw new Error(`schemas: ${where}: not found`);
      node = node[part];
    }
    return node;
  }
}

/**
 * `anyOf: [X, null]` → X, nullable; `anyOf: [X, ""]` → X, may be empty (an address not yet known). Any
 * other alternatives stay as they are. X has its reference followed.
 */
export function unwrapAlternatives(files: SchemaFiles, schemaNode: Json, file: string): Resolved & { nullable: boolean; emptyAllowed: boolean } {
  const outer = files.resolve(schemaNode, file);
  const node = outer.node;
  const alternatives: Json[] | undefined = !node.type && (node.anyOf ?? node.oneOf);
  if (alternatives) {
    const resolved = alternatives.map((a) => files.resolve(a, outer.file));
    const nullable = resolved.some((a) => a.node.type === 'null');
    const emptyAllowed = resolved.some((a) => a.node.const === '');
    const rest = resolved.filter((a) => a.node.type !== 'null' && a.node.const !== '');
    if (rest.length === 1) {
      const { anyOf: _a, oneOf: _o, ...own } = node;
      return { ...rest[0], node: { ...rest[0].node, ...own }, nullable, emptyAllowed };
    }
  }
  return { ...outer, nullable: false, emptyAllowed: false };
}
