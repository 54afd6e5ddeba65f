// node:util parseArgs, strict, plus the one ambiguity it lets through: a single-valued option given
// twice (`--to A --to B` silently meant B). Every command line of the project (npm run deploy,
// nginx-conf, submissions, cms, bench) parses through it, so a repeated option is a usage error
// (exit 2) everywhere, as every other ambiguous value already is.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Config = ParseArgsConfig & { options: NonNullable<ParseArgsConfig['options']> };

/** An option given more than once that takes one value: "--to is given twice (A, then B); give it once". */
export function repeatedOption(config: Config): string | null {
  const { tokens } = parseArgs({ ...config, strict: config.strict ?? true, tokens: true });
  const seen = new Map<string, string[]>();
  for (const token of tokens ?? []) {
    if (token.kind !== 'option' || config.options[token.name]?.multiple) continue;
    const values = seen.get(token.name) ?? [];
    values.push(token.value ?? 'on');
    seen.set(token.name, values);
    if (values.length === 2) return `--${token.name} is given twice (${values.map((v) => JSON.stringify(v)).join(', then ')}): give it once`;
  }
  return null;
}

/** parseArgs with strict checking that also refuses a repeated single-valued option (throws a TypeError, as parseArgs does). */
export function parseStrictArgs<T extends Config>(config: T): ReturnType<typeof parseArgs<T>> {
  const parsed = parseArgs<T>(config);
  const repeated = repeatedOption(config);
  if (repeated) throw new TypeError(repeated);
  return parsed;
}
