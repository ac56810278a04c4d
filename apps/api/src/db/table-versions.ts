/** Which tables changed since a cache kept an answer: this process's own writes, counted, and other processes'. */
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Db } from './database.js';

/** Tables the app keeps in memory between requests: the store of each host, its addresses and details. */
const STORE_TABLES = new Set(['stores', 'store_urls', 'store_details', 'storeUrls', 'storeDetails']);

function tableOf(node: OperationNode | undefined): string | undefined {
  if (node?.kind === 'AliasNode') return tableOf((node as { node: OperationNode } & OperationNode).node);
  return node?.kind === 'TableNode'
    ? (node as { table: { identifier: { name: string } } } & OperationNode).table.identifier.name
    : undefined;
}

/** The table an insert, update or delete writes to (undefined for anything else). */
function writtenTable(node: RootOperationNode): string | undefined {
  if (node.kind === 'InsertQueryNode') return tableOf(node.into);
  if (node.kind === 'UpdateQueryNode') return tableOf(node.table);
  if (node.kind === 'DeleteQueryNode') return tableOf(node.from.froms[0]);
  return undefined;
}

/** A raw statement that only reads (see Writes). */
const RAW_READ = /^\s*(select|with|explain)\b/i;

/**
 * Counts the writes this process makes through the query builder, all of them and those to the store tables, so the
 * caches know at once when this process changed what they keep. Every write counts twice, when it is compiled and
 * when it has run, so a reader that saw the first count but read before the write landed is still outdated by the
 * second. A raw statement (`sql\`...\`.execute(db)`) that does not start with `select`, `with` or `explain` counts
 * as a write to some table, not to the store tables.
 */
export class Writes implements KyselyPlugin {
  any = 0;
  store = 0;
  readonly #pending = new WeakMap<PluginTransformQueryArgs['queryId'], boolean>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    const write = table !== undefined || (node.kind === 'RawNode' && !RAW_READ.test(node.sqlFragments[0] ?? ''));
    if (!write) return node;
    const store = table !== undefined && STORE_TABLES.has(table);
    this.#count(store);
    this.#pending.set(queryId, store);
    return node;
  }
  transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const store = this.#pending.get(queryId);
    if (store !== undefined) this.#count(store);
    return Promise.resolve(result);
  }
  #count(store: boolean): void {
    this.any++;
    if (store) this.store++;
  }
}

/**
 * When some tables last changed, as far as this process can tell cheaply: `stamp()` differs from an earlier answer
 * once they may have changed; an entry is also too old after `maxAgeMs` (changes this process cannot see).
 */
export type TablesVersion = { stamp(): string; maxAgeMs: number };

type Versions = { storeTables: TablesVersion; anyTable: TablesVersion };
export const versions = new WeakMap<object, Versions>();

/**
 * How long a change another process makes (the admin command line, another instance) may go unseen; this process's
 * own writes through the query builder are seen at once.
 * - SQLite: `PRAGMA data_version` changes whenever another connection commits; reading it costs about as much as
 *   a small query (a read of the WAL index), so it is read at most every 250 ms.
 * - PostgreSQL: nothing short of a query per request would tell, so a kept entry is at most 5 s old.
 */
export const OTHER_PROCESS_CHANGES_SEEN_MS = { sqlite: 250, postgres: 5000 } as const;

/** The version of the store tables of a database opened here (undefined for a transaction or another handle: no cache then). */
export function storeTablesVersion(db: Db): TablesVersion | undefined {
  return versions.get(db)?.storeTables;
}

/** The version of every table of a database opened here (undefined for a transaction or another handle). */
export function anyTableVersion(db: Db): TablesVersion | undefined {
  return versions.get(db)?.anyTable;
}
