// What the performance record is (data/performance.json composite.record): "illustrative" sample
// figures or the "actual" record. Every sentence naming the record reads its words from this one setting.
import { graphql, useStaticQuery } from 'gatsby';

export type RecordKind = 'illustrative' | 'actual';

export function useRecordKind(): RecordKind {
  const data = useStaticQuery<Queries.UseRecordKindQuery>(graphql`
    query UseRecordKind {
      performanceJson {
        composite {
          record
        }
      }
    }
  `);
  return data.performanceJson?.composite?.record === 'actual' ? 'actual' : 'illustrative';
}
