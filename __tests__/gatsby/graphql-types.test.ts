/** @jest-environment node */
// The GraphQL types of data/ are derived from schemas/data/*.schema.json (gatsby/graphql-types.ts): every
// property a field with the schema's scalar kind and nullability, shared shapes ($defs) one type each, the
// type names the site's queries use kept. VS Code maps each schema to its file.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildSchema, GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { COMPUTED_FIELDS, dataTypeDefs, pascal } from '../../gatsby/graphql-types';
import { dataSchemaNames, SCHEMAS_DIR } from '../../gatsby/validate-data';

const ROOT = path.resolve(__dirname, '../..');

/** The derived types as Gatsby would declare them (its Node interface, directive and JSON scalar stubbed). */
function derived(schemasDir = SCHEMAS_DIR): GraphQLSchema {
  return buildSchema(`
    interface Node { id: ID! }
    directive @dontInfer on OBJECT
    scalar JSON
    ${dataTypeDefs(schemasDir)}
    type Query { dummy: String }
  `);
}

/** `Type.field` → its GraphQL type as written (`[MenuItem!]!`). */
function fieldType(schema: GraphQLSchema, type: string, field: string): string | undefined {
  const t = schema.getType(type);
  return t instanceof GraphQLObjectType ? t.getFields()[field]?.type.toString() : undefined;
}

/** A copy of schemas/ to change one schema in. */
function schemasCopy(change: (dir: string) => void): string {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
  fs.cpSync(SCHEMAS_DIR, tmp, { recursive: true });
  change(tmp);
  return tmp;
}

describe('GraphQL types derived from the JSON Schemas', () => {
  const schema = derived();

  it.each(dataSchemaNames())('data/%s.json is a node type with every property of its schema', (name) => {
    const json = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'data', `${name}.schema.json`), 'utf8'));
    const item = json.type === 'array' ? json.items : json;
    const type = schema.getType(`${pascal(name)}Json`) as GraphQLObjectType;
    expect(type.getInterfaces().map((i) => i.name)).toEqual(['Node']);
    const computed = (COMPUTED_FIELDS[type.name] ?? []).map((f) => f.split(':')[0]);
    expect(Object.keys(type.getFields()).sort()).toEqual([...Object.keys(item.properties).map((k) => (k === 'id' ? 'jsonId' : k)), ...computed].sort());
  });

  it.each([
    ['StaffJson', 'jsonId', 'String!'],
    ['StaffJson', 'order', 'Int!'],
    ['StaffJson', 'name', 'LocalizedString!'],
    ['StaffJson', 'qualifications', '[String!]!'],
    ['LicencesJson', 'validUntil', 'String'],
    ['OrganizationJson', 'holder', 'LocalizedString'],
    ['CompanyJson', 'capital', 'CompanyCapital!'],
    ['CompanyJson', 'social', '[CompanySocial!]'],
    ['CompanyJson', 'externalLinks', 'JSON!'],
    ['CompanyContact', 'fax', 'String'],
    ['PerformanceJson', 'months', '[PerformanceMonth!]!'],
    ['PerformanceYear', 'compositeAssets', 'Float!'],
    ['PerformanceYear', 'dispersion', 'Float'],
    ['MenusJson', 'header', 'MenuSet!'],
    ['MenusJson', 'footer', 'FooterMenus!'],
    ['FooterMenus', 'quickAccess', 'MenuSet!'],
    ['MenuSet', 'fa', '[MenuItem!]!'],
    ['MenuItem', 'children', '[MenuLeaf!]'],
    ['MenuLeaf', 'route', 'String'],
    ['RoutesJson', 'middlewares', '[String!]'],
    ['LocalizedString', 'fa', 'String!'],
    ['PerformanceYearReturn', 'year', 'Int!'],
    ['PerformanceJson', 'lastFullYear', 'PerformanceYearReturn'],
    ['ContractsJson', 'sizeBytes', 'Int!'],
  ])('%s.%s is %s', (type, field, expected) => {
    expect(fieldType(schema, type, field)).toBe(expected);
  });

  it('declares the types every fragment of the site names', () => {
    const fragments: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name)) for (const m of fs.readFileSync(full, 'utf8').matchAll(/fragment \w+ on (\w+)/g)) fragments.push(m[1]);
      }
    };
    walk(path.join(ROOT, 'src'));
    expect(fragments.filter((t) => t !== 'Query' && !schema.getType(t))).toEqual([]);
    expect(fragments).toEqual(expect.arrayContaining(['MenuSet', 'MenuItem']));
  });

  it('follows a field added to a schema, and its nullability, without code', () => {
    const tmp = schemasCopy((dir) => {
      const file = path.join(dir, 'data/staff.schema.json');
      const staff = JSON.parse(fs.readFileSync(file, 'utf8'));
      staff.items.properties.photo = { type: 'string', title: 'Photo', description: 'A photo.', 'x-fa': { title: 'عکس', description: 'عکس.' } };
      staff.items.required = staff.items.required.filter((k: string) => k !== 'bio');
      fs.writeFileSync(file, JSON.stringify(staff));
    });
    try {
      const changed = derived(tmp);
      expect(fieldType(changed, 'StaffJson', 'photo')).toBe('String');
      expect(fieldType(changed, 'StaffJson', 'bio')).toBe('LocalizedString');
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('passes an object whole (JSON) only where the schema closes it', () => {
    const tmp = schemasCopy((dir) => {
      const file = path.join(dir, 'data/company.schema.json');
      const company = JSON.parse(fs.readFileSync(file, 'utf8'));
      company.properties.externalLinks.additionalProperties = true;
      fs.writeFileSync(file, JSON.stringify(company));
    });
    try {
      expect(() => dataTypeDefs(tmp)).toThrow('data/company.json.externalLinks: x-graphql JSON needs an object that declares and requires every key');
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('refuses one type name for two different shapes', () => {
    const tmp = schemasCopy((dir) => {
      const file = path.join(dir, 'data/menus.schema.json');
      const menus = JSON.parse(fs.readFileSync(file, 'utf8'));
      menus.$defs.menuLeaf['x-graphql'] = { name: 'MenuItem' };
      fs.writeFileSync(file, JSON.stringify(menus));
    });
    try {
      expect(() => dataTypeDefs(tmp)).toThrow(/GraphQL type MenuItem is also .*, with other fields/);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('VS Code', () => {
  it('maps every data schema to its file in .vscode/settings.json', () => {
    const settings = JSON.parse(fs.readFileSync(path.join(ROOT, '.vscode/settings.json'), 'utf8'));
    const mapped = (settings['json.schemas'] as { fileMatch: string[]; url: string }[]).map((m) => [m.fileMatch.join(), m.url]);
    expect(mapped).toEqual(dataSchemaNames().map((n) => [`/data/${n}.json`, `./schemas/data/${n}.schema.json`]));
  });

  it('keeps $schema out of the data files (gatsby-transformer-json would turn it into a field)', () => {
    const dataDir = path.join(ROOT, 'data');
    for (const f of fs.readdirSync(dataDir)) expect(fs.readFileSync(path.join(dataDir, f), 'utf8')).not.toContain('"$schema"');
  });
});
