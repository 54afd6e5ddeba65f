// The GraphQL types of data/, derived at build time from schemas/data/*.schema.json, the one declaration
// of each data file's shape (gatsby-node.ts createSchemaCustomization declares them; Gatsby's typegen
// writes the TypeScript types of the page queries from them). Declared, never inferred: an empty file or
// a missing optional field must not change the schema.
//
// How a schema becomes types:
// - data/<name>.json is `<Name>Json implements Node @dontInfer` (a list file: one node per item); a field
//   named `id` is `jsonId`, since `id` is the node's own;
// - a property required in the schema and not allowing null is non-null (`!`); arrays are `[Item!]`;
// - a shape defined under `$defs` (common.schema.json's or the schema's own) is one type named after its
//   definition (`localizedString` → LocalizedString, `menuItem` → MenuItem), however often it is used;
// - an object written in place is `<Parent><Key>` (CompanyContact), a list's item `<Parent><Key>` in the
//   singular (PerformanceMonth for `months`);
// - `x-graphql` on a schema node overrides: `{ "name": "FooterMenus" }` names the type, `{ "scalar": "JSON" }`
//   passes a closed key-to-value object whole (company.json externalLinks, whose keys only its schema
//   spells), `{ "scalar": "Float" }` keeps amounts in rials, which outgrow GraphQL's 32-bit Int, as numbers.
import path from 'path';
import { SchemaFiles, unwrapAlternatives } from './schema-refs';
import { dataSchemaNames, SCHEMAS_DIR } from './validate-data';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON Schema nodes of any shape, walked at run time

/** The `x-graphql` annotation of a schema node. */
export type GraphqlAnnotation = { name?: string; scalar?: 'JSON' | 'Float' | 'Int' | 'String' | 'Boolean' };

/**
 * Fields the build computes, which no data file holds, by node type (their values: createResolvers in
 * gatsby-node.ts), and the types they need.
 */
export const COMPUTED_FIELDS: Record<string, string[]> = {
  CompanyJson: ['facts: JSON!'],
  ContractsJson: ['sizeBytes: Int!'],
  DisclosuresJson: ['sizeBytes: Int!'],
  PerformanceJson: ['lastFullYear: PerformanceYearReturn', 'latestYear: PerformanceLatestYear', 'latestFactsheet: LatestFactsheet'],
};
export const COMPUTED_TYPE_DEFS = [
  'type PerformanceYearReturn { year: Int!, composite: Float!, benchmark: Float! }',
  'type PerformanceLatestYear { year: Int!, lastMonth: String!, lastMonthLabel: LocalizedString!, composite: Float!, benchmark: Float!, net: Float, assetsYear: Int, compositeAssets: Float, firmAssets: Float }',
  'type LatestFactsheet { key: String!, label: LocalizedString! }',
].join('\n');

/** Locale files are read by the i18n plugin; gatsby-transformer-json's nodes of them get this opaque type (gatsby-config.ts). */
const LOCALE_SOURCE_TYPE_DEFS = 'type LocaleSourceJson implements Node @dontInfer { id: ID! }';

const SCALARS: Record<string, string> = { string: 'String', integer: 'Int', number: 'Float', boolean: 'Boolean' };

export const pascal = (name: string): string => name.replace(/(^|[-_\s]+)([a-z0-9])/gi, (_m, _sep, c: string) => c.toUpperCase());
const singular = (name: string): string => (/[^s]s$/.test(name) ? name.slice(0, -1) : name);

/** The types derived from the schemas of one folder, as SDL, one type per line. */
export class GraphqlTypes {
  private readonly types = new Map<string, { sdl: string; from: string }>();

  constructor(private readonly files: SchemaFiles) {}

  /** `<Name>Json` for data/<name>.json. */
  dataFile(name: string): void {
    const file = `${name}.schema.json`;
    const schema = this.files.read(file);
    const item = schema.type === 'array' ? this.files.resolve(schema.items, file) : { node: schema, file };
    this.objectType(`${pascal(name)}Json`, item.node, item.file, `data/${name}.json`, pascal(name));
  }

  sdl(): string {
    return [...this.types.values()].map((t) => t.sdl).join('\n');
  }

  /**
   * Declares the object type `name` for an object node (`nodeOf`: the data file's node type, whose objects
   * written in place are named after the file); a name given twice to different shapes throws.
   */
  private objectType(name: string, node: Json, file: string, where: string, nodeOf?: string): string {
    const isNode = nodeOf !== undefined;
    const required = new Set<string>(node.required ?? []);
    const fields = Object.entries(node.properties ?? {})
      .filter(([, child]) => child !== false && child !== true)
      .map(
        ([key, child]) =>
          `${isNode && key === 'id' ? 'jsonId' : key}: ${this.fieldType(child, file, nodeOf ?? name, key, required.has(key), `${where}.${key}`)}`,
      )
      .concat(isNode ? (COMPUTED_FIELDS[name] ?? []) : []);
    if (!fields.length) throw new Error(`schemas: ${where}: an object without properties has no GraphQL type (give it x-graphql: { "scalar": "JSON" })`);
    const sdl = `type ${name}${isNode ? ' implements Node @dontInfer' : ''} { ${fields.join(', ')} }`;
    const known = this.types.get(name);
    if (known && known.sdl !== sdl)
      throw new Error(`schemas: ${where}: GraphQL type ${name} is also ${known.from}, with other fields (name one with x-graphql)`);
    this.types.set(name, { sdl, from: where });
    return name;
  }

  /** The GraphQL type of one property (`parent` is its object's type, `key` its name). */
  private fieldType(schemaNode: Json, file: string, parent: string, key: string, required: boolean, where: string): string {
    const { node, nullable, ref, file: at } = unwrapAlternatives(this.files, schemaNode, file);
    const nonNull = required && !nullable ? '!' : '';
    return `${this.valueType(node, at, ref?.name, parent, key, where)}${nonNull}`;
  }

  private valueType(node: Json, file: string, defName: string | undefined, parent: string, key: string, where: string): string {
    const annotation: GraphqlAnnotation = node['x-graphql'] ?? {};
    if (annotation.scalar === 'JSON') closed(node, where);
    if (annotation.scalar) return annotation.scalar;
    if (node.type === 'array') {
      const items = unwrapAlternatives(this.files, node.items, file);
      return `[${this.valueType(items.node, items.file, items.ref?.name, parent, singular(key), `${where}[]`)}!]`;
    }
    if (node.type === 'object') return this.objectType(annotation.name ?? (defName ? pascal(defName) : `${parent}${pascal(key)}`), node, file, where);
    const scalar = node.enum ? SCALARS[typeof node.enum[0] === 'number' ? 'number' : 'string'] : SCALARS[node.type];
    if (!scalar) throw new Error(`schemas: ${where}: no GraphQL type for ${JSON.stringify(node.type)}`);
    return scalar;
  }
}

/**
 * An object passed whole (JSON) keeps its keys in its schema alone, so the schema must close it: every key
 * declared and required, no other allowed.
 */
function closed(node: Json, where: string): void {
  const keys = Object.keys(node.properties ?? {}).sort();
  const required = [...(node.required ?? [])].sort();
  if (node.type !== 'object' || node.additionalProperties !== false || !keys.length || keys.join() !== required.join())
    throw new Error(`schemas: ${where}: x-graphql JSON needs an object that declares and requires every key and allows no other`);
}

/** Every data file's types, the computed ones and the locale files' opaque one: what createTypes declares. */
export function dataTypeDefs(schemasDir = SCHEMAS_DIR): string {
  const types = new GraphqlTypes(new SchemaFiles(path.join(schemasDir, 'data')));
  for (const name of dataSchemaNames(schemasDir)) types.dataFile(name);
  return [types.sdl(), COMPUTED_TYPE_DEFS, LOCALE_SOURCE_TYPE_DEFS].join('\n');
}
